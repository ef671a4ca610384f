import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReportKind, reportGroupingsOf, reportKinds, reportsOpsApi } from '@wl/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { StatusTabs } from '../../components/StatusTabs';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { useCan } from '../../shared/me';
import { DrillDown } from './DrillDown';
import { RangePicker } from './RangePicker';
import { ReportChart } from './ReportChart';
import { ReportExport } from './ReportExport';
import { ReportTable } from './ReportTable';
import { ReportTotals } from './ReportTotals';
import { RetentionTable } from './RetentionTable';
import { chartPoints, chartSpecOf } from './report-charts';
import { rowNameOf } from './report-columns';
import { reportFormat } from './report-format';
import { reportKeys } from './report-keys';
import { isPaged, OTHER_ZONES, paramsOfView, REPORT_PAGE_SIZE, type ReportView, reportQueryOf, viewFromParams } from './report-params';
import { todayIn } from './report-range';
import './reports.css';

/**
 * The reports: pick one (GGR and NGR, payments, first-time depositors, retention, player P&L, agents, promotions),
 * its range of days in an explicit zone and its grouping; see its totals against the period before, a chart and the
 * same rows as a table; open any row (or bar) to the rows under it; export it as CSV with a reason.
 */
export const ReportsPage = () => {
  const { t, i18n } = useTranslation();
  const merchant = useActiveMerchant();
  const facts = useMerchantFacts();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [drill, setDrill] = useState<{ key: string; name: string } | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const merchantZone = facts.zone ?? 'UTC';
  const text = params.toString();
  // The zone first (today is a day in it), then the view: a view's zone is the merchant's unless it names another.
  const asked = viewFromParams(params, todayIn(merchantZone, Date.now())).tz;
  const zone = asked ?? merchantZone;
  const today = todayIn(zone, Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the view
  const view = useMemo(() => viewFromParams(params, today), [text, today]);
  const go = (patch: Partial<ReportView>) => {
    setExported(null);
    setParams(paramsOfView({ ...view, page: 1, ...patch }, today));
  };
  const paged = isPaged(view);
  const report = useQuery({
    queryKey: reportKeys.view(merchant, view),
    queryFn: ({ signal }) =>
      call(reportsOpsApi.report, {
        params: { code: merchant, report: view.report },
        query: { ...reportQueryOf(view), ...(paged ? { page: view.page, pageSize: REPORT_PAGE_SIZE } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const dir = i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr';
  const groupings = reportGroupingsOf[view.report];
  // The periods beside the range, once the answer is for this range (not the last one kept on screen).
  const current = report.data && !report.isPlaceholderData ? report.data : null;

  return (
    <Page
      id="reports"
      title={t('nav.reports')}
      actions={can('reports.export') ? <ReportExport merchant={merchant} view={view} onDone={setExported} /> : null}
    >
      <StatusTabs<ReportKind>
        statuses={reportKinds}
        current={view.report}
        onSelect={(r) => go({ report: r, groupBy: reportGroupingsOf[r][0] ?? null })}
        label={t('reports.picker')}
        text={(r) => t(`reports.kinds.${r}`)}
        testId="report-tab"
        className="report-tabs"
      />
      <p className="muted page__intro">{t(`reports.about.${view.report}`)}</p>
      {exported ? (
        <p className="msg msg--ok" role="status" data-testid="report-exported">
          {t('reports.export.done', { name: exported })}
        </p>
      ) : null}
      <RangePicker
        range={view.range}
        today={today}
        zone={zone}
        merchantZone={merchantZone}
        otherZones={view.report === 'retention' ? [] : OTHER_ZONES}
        previous={current?.previous ?? null}
        next={current?.next ?? null}
        onRange={(range) => go({ range })}
        onZone={(tz) => go({ tz })}
      />
      {groupings.length > 1 && view.groupBy ? (
        <div className="report-group">
          <span className="muted">{t('reports.groupBy')}</span>
          <StatusTabs
            statuses={groupings}
            current={view.groupBy}
            onSelect={(g) => go({ groupBy: g })}
            label={t('reports.groupBy')}
            text={(g) => t(`reports.keys.${g}`)}
            testId="report-group"
          />
        </div>
      ) : null}
      <QueryState query={report}>
        {(data) => {
          const format = reportFormat(i18n.language, data.currency, data.tz);
          const byDay = data.groupBy === 'day';
          const spec = chartSpecOf(data.report, data.groupBy);
          const named = data.rows.map((r) => ({ ...r, label: rowNameOf(r, data.groupBy, t('reports.unnamed')).name }));
          const points = chartPoints(spec, named, { from: data.from, to: data.to }, byDay);
          const pick = (key: string) => {
            if (!key) return;
            const row = named.find((r) => r.key === key);
            setDrill({ key, name: byDay ? format.day(key) : (row?.label ?? key) });
          };
          return (
            <div
              className={report.isPlaceholderData ? 'stack report is-stale' : 'stack report'}
              data-testid="report"
              data-report={data.report}
              data-group={data.groupBy ?? ''}
            >
              <p className="report__scope" data-testid="report-scope">
                {t('reports.scope', { from: format.day(data.from), to: format.day(data.to) })}{' '}
                <bdi dir="ltr" className="report__zone">
                  {data.tz}
                </bdi>
              </p>
              <ReportTotals value={data} format={format} />
              {data.rows.length > 0 ? (
                <ReportChart
                  spec={spec}
                  points={points}
                  byDay={byDay}
                  dir={dir}
                  format={format}
                  title={t(`reports.kinds.${data.report}`)}
                  onPick={pick}
                />
              ) : null}
              {data.report === 'retention' ? (
                <RetentionTable value={data} format={format} onPick={(r) => pick(r.key)} />
              ) : (
                <ReportTable value={data} format={format} onPick={(r) => pick(r.key)} />
              )}
              {paged ? (
                <Pager
                  page={view.page}
                  hasNext={view.page * REPORT_PAGE_SIZE < data.total}
                  busy={report.isFetching}
                  onPage={(page) => go({ page })}
                  testId="report-pager"
                />
              ) : null}
              <DrillDown
                key={drill?.key ?? ''}
                merchant={merchant}
                view={view}
                row={drill}
                format={format}
                onClose={() => setDrill(null)}
              />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
};
