import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReconciliationDay, type ReconciliationValue, reconciliationColumns, vendorProtocolsApi } from '@wl/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '../../components/CsvExportButton';
import { type Column, DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { hasNextPage, type ReconView, reconExportUrl, reconQueryOf, totalsOf, typedRange } from './recon-params';
import { vendorProtocolKeys } from './vendor-protocols-keys';

type Props = { merchant: string; vendor: string; onClose: () => void };
type Line = ReconciliationDay | (Omit<ReconciliationDay, 'openRounds' | 'openStake'> & { openRounds: ''; openStake: '' });

/**
 * One vendor's reconciliation: a range of days (the last 7 unless chosen) counted in the merchant's zone or in UTC,
 * each day's figures beside the vendor's statement, a page of a month at a time, the totals when the range is on one
 * page, and its CSV (every day, with a reason for the audit record) for a role that may export.
 */
export const ReconciliationPanel = ({ merchant, vendor, onClose }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const canExport = useCan()('reports.export');
  const facts = useMerchantFacts();
  const [view, setView] = useState<ReconView>({ range: null, tz: null, page: 1 });
  const [exported, setExported] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  // Opened from a row far above: bring the panel into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per vendor opened
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'start' }), [vendor]);
  const recon = useQuery({
    queryKey: vendorProtocolKeys.reconciliation(merchant, vendor, view),
    queryFn: ({ signal }) =>
      call(vendorProtocolsApi.reconciliation, { params: { code: merchant, vassalage: vendor }, query: reconQueryOf(view), signal }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<Line>[] = [
    { key: 'day', header: t('vendorProtocols.recon.col.day'), cell: (d) => <span className="vp-ltr">{d.day}</span> },
    ...(Object.keys(reconciliationColumns) as (keyof typeof reconciliationColumns)[]).map((k) => ({
      key: k,
      header: t(`vendorProtocols.recon.col.${k}`),
      numeric: true,
      cell: (d: Line) => (d[k] === '' ? '' : reconciliationColumns[k] === 'money' ? formatMoney(d[k], null) : f.number(Number(d[k]))),
    })),
  ];
  const linesOf = (v: ReconciliationValue): Line[] =>
    v.totalDays <= v.pageSize && v.days.length > 0
      ? [...v.days, { day: t('vendorProtocols.recon.total'), ...totalsOf(v.days), openRounds: '', openStake: '' }]
      : v.days;
  const go = (patch: Partial<ReconView>) => setView((cur) => ({ ...cur, page: 1, ...patch }));

  return (
    <section ref={ref} className="panel stack vp-recon" aria-labelledby={`${id}-title`} data-testid="vp-recon">
      <header className="vp-recon__head">
        <h2 id={`${id}-title`}>{t('vendorProtocols.recon.title', { vendor })}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      <p className="muted">{t('vendorProtocols.recon.intro')}</p>
      <QueryState query={recon}>
        {(v) => {
          // The merchant's zone: its facts, else the zone the server counted in when none was asked for.
          const merchantZone = facts.zone ?? (view.tz === null ? v.tz : 'UTC');
          return (
            <div className="stack">
              <div className="vp-recon__range">
                <button
                  type="button"
                  className="btn btn--small vp-recon__prev"
                  onClick={() => go({ range: v.previous })}
                  data-testid="vp-recon-previous"
                >
                  <span aria-hidden="true" className="pager__arrow">
                    ‹
                  </span>
                  {t('vendorProtocols.recon.previous')}
                </button>
                <div className="field vp-recon__from">
                  <label htmlFor={`${id}-from`}>{t('vendorProtocols.recon.from')}</label>
                  <input
                    id={`${id}-from`}
                    type="date"
                    value={v.from}
                    max={v.to}
                    onChange={(e) => {
                      const r = typedRange(v, { from: e.target.value }, v.today);
                      if (r) go({ range: r });
                    }}
                    data-testid="vp-recon-from"
                  />
                </div>
                <div className="field vp-recon__to">
                  <label htmlFor={`${id}-to`}>{t('vendorProtocols.recon.to')}</label>
                  <input
                    id={`${id}-to`}
                    type="date"
                    value={v.to}
                    min={v.from}
                    max={v.today}
                    onChange={(e) => {
                      const r = typedRange(v, { to: e.target.value }, v.today);
                      if (r) go({ range: r });
                    }}
                    data-testid="vp-recon-to"
                  />
                </div>
                <button
                  type="button"
                  className="btn btn--small vp-recon__next"
                  disabled={!v.next}
                  onClick={() => v.next && go({ range: typedRange(v.next, {}, v.today) ?? { from: v.next.from, to: v.today } })}
                  data-testid="vp-recon-next"
                >
                  {t('vendorProtocols.recon.next')}
                  <span aria-hidden="true" className="pager__arrow">
                    ›
                  </span>
                </button>
                <div className="field vp-recon__zone">
                  <label htmlFor={`${id}-zone`}>{t('vendorProtocols.recon.zone')}</label>
                  <select
                    id={`${id}-zone`}
                    value={v.tz}
                    onChange={(e) =>
                      // A range up to today starts again from today there (today may be another day in the other zone).
                      go({
                        range: v.to === v.today ? null : { from: v.from, to: v.to },
                        tz: e.target.value === merchantZone ? null : e.target.value,
                      })
                    }
                    data-testid="vp-recon-zone"
                  >
                    <option value={merchantZone}>{t('vendorProtocols.recon.merchantZone', { zone: merchantZone })}</option>
                    {merchantZone === 'UTC' ? null : <option value="UTC">{t('vendorProtocols.recon.utc')}</option>}
                  </select>
                </div>
                {canExport ? (
                  <div className="vp-recon__export">
                    <CsvExportButton
                      urlOf={(reason) => reconExportUrl(merchant, vendor, v, reason)}
                      fallbackName={`reconciliation-${merchant}-${vendor}-${v.from}-${v.to}.csv`}
                      texts={{
                        button: t('vendorProtocols.recon.export.button'),
                        title: t('vendorProtocols.recon.export.title'),
                        text: t('vendorProtocols.recon.export.text', { vendor, from: v.from, to: v.to, zone: v.tz }),
                        label: t('vendorProtocols.recon.export.label'),
                        rule: t('vendorProtocols.recon.export.rule'),
                        submit: t('vendorProtocols.recon.export.submit'),
                      }}
                      testId="vp-recon-export"
                      dialogTestId="vp-recon-export-dialog"
                      onDone={setExported}
                    />
                  </div>
                ) : null}
              </div>
              <p className="muted">{t('vendorProtocols.recon.amountsIn', { currency: v.currency, zone: v.tz })}</p>
              {exported ? (
                <p className="msg msg--ok" role="status" data-testid="vp-recon-exported">
                  {t('vendorProtocols.recon.export.done', { name: exported })}
                </p>
              ) : null}
              <DataTable
                caption={t('vendorProtocols.recon.title', { vendor })}
                columns={columns}
                rows={linesOf(v)}
                rowKey={(d) => d.day}
                empty={t('vendorProtocols.recon.empty')}
                rowClass={(d) => (d.openRounds === '' ? 'vp-total' : undefined)}
                testId="vp-recon-table"
              />
              <Pager
                page={v.page}
                hasNext={hasNextPage(v)}
                busy={recon.isFetching}
                onPage={(page) => setView((cur) => ({ ...cur, page }))}
              />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
};
