import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { riskOpsApi } from '@wl/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { RiskCasesTable } from './RiskCasesTable';
import { casesFromParams, RISK_PAGE_SIZE, riskKeys } from './risk-keys';
import './risk.css';
import { StatusTabs } from '../../components/StatusTabs';

const statuses = ['OPEN', 'CLOSED'] as const;

/** The risk cases screening and the fraud rules opened: open or closed, oldest first, paged. */
export const RiskCasesPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the filter
  const shown = useMemo(() => casesFromParams(params), [text]);
  const go = (status: (typeof statuses)[number], page: number) =>
    setParams({ ...(status === 'OPEN' ? {} : { status }), ...(page === 1 ? {} : { page: String(page) }) });
  const list = useQuery({
    queryKey: riskKeys.cases(merchant, shown.status, shown.page),
    queryFn: ({ signal }) =>
      call(riskOpsApi.cases, {
        params: { code: merchant },
        query: { status: shown.status, page: shown.page, size: RISK_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

  return (
    <Page id="riskCases" title={t('nav.riskCases')}>
      <p className="muted page__intro">{t('risk.cases.intro')}</p>
      <StatusTabs
        statuses={statuses}
        current={shown.status}
        onSelect={(s) => go(s, 1)}
        label={t('risk.cases.statusFilter')}
        text={(s) => t(`risk.cases.statuses.${s}`)}
        testId="risk-cases"
      />
      <QueryState query={list}>
        {(data) => (
          <div className={list.isPlaceholderData ? 'stack is-stale' : 'stack'}>
            <p className="muted" aria-live="polite" data-testid="risk-cases-total">
              {t('risk.cases.total', { count: f.number(data.total) })}
            </p>
            <RiskCasesTable rows={data.rows} empty={t(`risk.cases.empty.${shown.status}`)} />
            <Pager
              page={shown.page}
              hasNext={shown.page * RISK_PAGE_SIZE < data.total}
              busy={list.isFetching}
              onPage={(page) => go(shown.status, page)}
              testId="risk-cases-pager"
            />
          </div>
        )}
      </QueryState>
    </Page>
  );
};
