import { useQuery } from '@tanstack/react-query';
import { regulatorOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { ExportPanel } from './ExportPanel';
import { KeyPanel } from './KeyPanel';
import { RecentExports } from './RecentExports';
import { regulatorKeys } from './regulator-keys';
import './regulator.css';

/**
 * Regulator exports (issue 32): pick a kind, a range of the merchant's days, a threshold and a reason; the CSV and its
 * signature file download together. Beside it, the signing key's fingerprint and the openssl line that verifies a
 * file, and the merchant's recent exports from the audit log.
 */
export const RegulatorExportsPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const overview = useQuery({
    queryKey: regulatorKeys.overview(merchant),
    queryFn: ({ signal }) => call(regulatorOpsApi.overview, { params: { code: merchant }, signal }),
  });
  const [files, setFiles] = useState<{ csv: string; sig: string } | null>(null);
  return (
    <Page id="regulator" title={t('nav.regulator')}>
      <p className="muted page__intro">{t('regulator.intro')}</p>
      <QueryState query={overview}>
        {(o) => (
          <div className="regulator">
            <div className="regulator__grid">
              <ExportPanel merchant={merchant} overview={o} onFiles={setFiles} />
              <KeyPanel merchant={merchant} signingKey={o.key} files={files} />
            </div>
            <RecentExports rows={o.recent} />
          </div>
        )}
      </QueryState>
    </Page>
  );
};
