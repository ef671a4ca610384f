import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { Pager } from '../../components/Pager';
import { KycQueueTable } from './KycQueueTable';
import { hasMoreDocuments, paramsOfQueue, type QueueState, queueFromParams, queueTabs } from './kyc-state';
import { OpenNextButton } from './OpenNextButton';
import { useKycQueue } from './use-kyc';
import '../../styles/players.css';
import './kyc.css';
import { StatusTabs } from '../../components/StatusTabs';

/** The documents players sent for verification, by status (pending first), oldest first, paged; "open next". */
export const KycQueuePage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const merchant = useActiveMerchant();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the filter
  const shown = useMemo(() => queueFromParams(params), [text]);
  const go = (s: QueueState) => setParams(paramsOfQueue(s));
  const list = useKycQueue(merchant, shown);

  return (
    <Page id="kyc" title={t('nav.kyc')} actions={can('kyc.decide') ? <OpenNextButton merchant={merchant} /> : null}>
      <p className="muted page__intro">{t('kyc.queue.intro')}</p>
      <StatusTabs
        statuses={queueTabs}
        current={shown.status}
        onSelect={(s) => go({ status: s, page: 1 })}
        label={t('kyc.queue.statusFilter')}
        text={(s) => t(`kyc.queue.tabs.${s}`)}
        testId="kyc-status"
        className="kyc-tabs"
      />
      <QueryState query={list}>
        {(data) => (
          <div className={list.isPlaceholderData ? 'stack is-stale' : 'stack'}>
            <p className="muted" aria-live="polite" data-testid="kyc-total">
              {t('kyc.queue.total', { n: f.number(data.total) })}
            </p>
            <KycQueueTable rows={data.rows} empty={t(`kyc.queue.empty.${shown.status}`)} />
            <Pager
              page={shown.page}
              hasNext={hasMoreDocuments(shown.page, data.total)}
              busy={list.isFetching}
              onPage={(page) => go({ ...shown, page })}
              testId="kyc-pager"
            />
          </div>
        )}
      </QueryState>
    </Page>
  );
};
