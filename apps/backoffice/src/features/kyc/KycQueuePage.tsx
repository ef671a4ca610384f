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
      <div className="tabs kyc-tabs" role="tablist" aria-label={t('kyc.queue.statusFilter')}>
        {queueTabs.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={shown.status === s}
            className={shown.status === s ? 'tab tab--current' : 'tab'}
            onClick={() => go({ status: s, page: 1 })}
            data-testid={`kyc-status-${s.toLowerCase()}`}
          >
            {t(`kyc.queue.tabs.${s}`)}
          </button>
        ))}
      </div>
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
