import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/QueryState';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { DocumentsTable } from './DocumentsTable';
import { IdentityDetails } from './IdentityDetails';
import { LevelBadge } from './KycBadges';
import { usePlayerKyc } from './use-kyc';
import './kyc.css';

/** The player's verification tab: the level and what it means, the identity details, the documents (each reviewable). */
export const KycTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const kyc = usePlayerKyc(merchant, account);
  const { currency } = useMerchantFacts();
  return (
    <QueryState query={kyc}>
      {(v) => (
        <div className="kyc-tab stack" data-testid="kyc-tab">
          <p className="muted">{t('kyc.tab.intro')}</p>
          <div className="kyc-grid kyc-grid--even">
            <section className="panel" aria-labelledby="kyc-tab-level" data-testid="kyc-tab-level">
              <h2 id="kyc-tab-level">{t('kyc.tab.level')}</h2>
              <p className="kyc-level-big">
                <LevelBadge level={v.level} />
              </p>
              <p className="muted">{t(`kyc.levelHints.${v.level}`)}</p>
              <dl className="facts kyc-deposits">
                <div>
                  <dt>{t('kyc.tab.deposits')}</dt>
                  <dd className="num" data-testid="kyc-tab-deposits">
                    <bdi>{formatMoney(v.depositsTotal, currency)}</bdi>
                  </dd>
                </div>
              </dl>
            </section>
            <IdentityDetails details={v.details} />
          </div>
          <section className="stack" aria-labelledby="kyc-tab-docs">
            <h2 id="kyc-tab-docs">{t('kyc.documents')}</h2>
            <DocumentsTable documents={v.documents} empty={t('kyc.tab.noDocuments')} testId="kyc-player-documents" />
          </section>
        </div>
      )}
    </QueryState>
  );
};
