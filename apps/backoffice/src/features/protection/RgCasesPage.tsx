import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { protectionOpsApi, rgCaseStatuses } from '@wl/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { Pager } from '../../components/Pager';
import { CasesTable } from './CasesTable';
import { CASES_PAGE_SIZE, type CasesState, casesFromParams, hasMoreCases, paramsOfCases } from './cases-state';
import { protectionKeys } from './protection-keys';
import '../../styles/players.css';
import './protection.css';
import { StatusTabs } from '../../components/StatusTabs';

/** The responsible-gambling cases the markers of harm opened: open or closed, highest score first, paged. */
export const RgCasesPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the filter
  const shown = useMemo(() => casesFromParams(params), [text]);
  const go = (s: CasesState) => setParams(paramsOfCases(s));
  const list = useQuery({
    queryKey: protectionKeys.cases(merchant, shown.status, shown.page),
    queryFn: ({ signal }) =>
      call(protectionOpsApi.cases, {
        params: { code: merchant },
        query: { status: shown.status, page: shown.page, size: CASES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

  return (
    <Page id="rgCases" title={t('nav.rgCases')}>
      <p className="muted page__intro">{t('protection.cases.intro')}</p>
      <StatusTabs
        statuses={rgCaseStatuses}
        current={shown.status}
        onSelect={(s) => go({ status: s, page: 1 })}
        label={t('protection.cases.statusFilter')}
        text={(s) => t(`protection.cases.statuses.${s}`)}
        testId="rg-cases"
      />
      <QueryState query={list}>
        {(data) => (
          <div className={list.isPlaceholderData ? 'stack is-stale' : 'stack'}>
            <p className="muted" aria-live="polite" data-testid="rg-cases-total">
              {t('protection.cases.total', { count: f.number(data.total) })}
            </p>
            <CasesTable rows={data.rows} empty={t(`protection.cases.empty.${shown.status}`)} testId="rg-cases-table" />
            <Pager
              page={shown.page}
              hasNext={hasMoreCases(shown.page, data.total)}
              busy={list.isFetching}
              onPage={(page) => go({ ...shown, page })}
              testId="rg-cases-pager"
            />
          </div>
        )}
      </QueryState>
    </Page>
  );
};
