import { useQuery } from '@tanstack/react-query';
import { riskOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { RuleCard } from './RuleCard';
import { riskKeys } from './risk-keys';
import './risk.css';

/** The fraud rules with this merchant's settings: read with kyc.view, changed with staff.manage. */
export const RiskRulesPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canEdit = useCan()('staff.manage');
  const rules = useQuery({
    queryKey: riskKeys.rules(merchant),
    queryFn: ({ signal }) => call(riskOpsApi.rules, { params: { code: merchant }, signal }),
  });
  return (
    <Page id="riskRules" title={t('nav.riskRules')}>
      <p className="muted page__intro">{t('risk.rules.intro')}</p>
      {canEdit ? null : <p className="msg">{t('risk.rules.readOnly')}</p>}
      <QueryState query={rules}>
        {(list) => (
          <div className="risk-rules" data-testid="risk-rules">
            {list.map((rule) => (
              <RuleCard key={rule.code} merchant={merchant} rule={rule} canEdit={canEdit} />
            ))}
          </div>
        )}
      </QueryState>
    </Page>
  );
};
