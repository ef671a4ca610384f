import { useMutation } from '@tanstack/react-query';
import { auditOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useCan } from '../../shared/me';
import { AuditLog } from './AuditLog';
import { AuditResult } from './AuditResult';

/**
 * The merchant's audit chain: every record recomputed in order on demand; the answer is how many were checked and
 * whether the chain is intact, or where it first breaks and how.
 */
export const AuditPage = () => {
  const { t } = useTranslation();
  const can = useCan();
  const merchant = useActiveMerchant();
  const verify = useMutation({ mutationFn: (code: string) => call(auditOpsApi.verifyMerchant, { params: { code } }) });
  const allowed = can('audit.verify');
  // A result belongs to the merchant it was asked for; picking another merchant hides it.
  const result = verify.variables === merchant ? verify.data : undefined;

  return (
    <Page id="audit" title={t('nav.audit')}>
      <div className="panel stack">
        <p className="muted">{t('audit.intro')}</p>
        <div className="actions actions--start">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!allowed || verify.isPending}
            onClick={() => verify.mutate(merchant)}
            data-testid="verify-chain"
          >
            {verify.isPending ? t('audit.verifying') : t('audit.verify')}
          </button>
          {allowed ? null : <span className="muted">{t('audit.needsVerify')}</span>}
        </div>
        <ErrorText error={verify.variables === merchant ? verify.error : null} />
      </div>
      {result ? <AuditResult result={result} /> : null}
      {can('audit.view') ? <AuditLog merchant={merchant} /> : null}
    </Page>
  );
};
