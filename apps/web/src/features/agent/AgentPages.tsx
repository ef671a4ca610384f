import type { ContractView } from '@wl/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Money } from '../../shared/money';
import { usePageNo } from '../../shared/page-no';
import { type RangeChoice, useOverview, usePnl, useRevenue } from './api';
import { RangePicker } from './RangePicker';
import { AccountSearch, Loading, Report, ReportTable, Signed } from './Report';
import './agent.css';
import { rate } from './rate';

/** One labelled figure of a figures list (the team overview, the open period of a bill). */
export const Figure = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <div className="agent-figure" data-testid={testId}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** agentTeamOverview: team size, new and active members, deposits, withdrawals, valid bet and P&L for a range. */
export const TeamOverviewPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'today' });
  const { data, isPending, error } = useOverview(range);
  const f = data?.figures;
  return (
    <section className="agent-page" data-testid="agent-overview">
      <RangePicker value={range} onChange={setRange} testId="overview-range" />
      <Loading pending={isPending && range.range !== 'custom'} error={error} />
      {data ? (
        <p className="muted">
          <bdi dir="ltr">{data.from === data.to ? data.from : `${data.from} – ${data.to}`}</bdi> · {data.timeZone}
        </p>
      ) : null}
      {f ? (
        <dl className="agent-figures">
          <Figure label={t('agent.teamSize')} testId="ov-team">
            {f.teamSize}
            <small className="muted">
              {' '}
              ({t('agent.direct')}: {f.directCount})
            </small>
          </Figure>
          <Figure label={t('agent.newMembers')} testId="ov-new">
            {f.newMembers}
          </Figure>
          <Figure label={t('agent.activeMembers')} testId="ov-active">
            {f.activeMembers}
          </Figure>
          <Figure label={t('agent.deposits')} testId="ov-deposit">
            <Money minor={f.deposit} />
          </Figure>
          <Figure label={t('agent.withdrawals')} testId="ov-withdrawal">
            <Money minor={f.withdrawal} />
          </Figure>
          <Figure label={t('agent.validBet')} testId="ov-valid">
            <Money minor={f.validBet} />
          </Figure>
          <Figure label={t('agent.bonus')} testId="ov-bonus">
            <Money minor={f.bonus} />
          </Figure>
          <Figure label={t('agent.rebate')} testId="ov-rebate">
            <Money minor={f.rebate} />
          </Figure>
          <Figure label={t('agent.profitLoss')} testId="ov-pl">
            <Signed minor={f.profitLoss} />
          </Figure>
        </dl>
      ) : null}
      {f && f.teamSize === 0 ? <EmptyState /> : null}
    </section>
  );
};

/** palStatementsAgentCopy: profit and loss per downline or per level over a range. */
export const PnlPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'thisWeek' });
  const [by, setBy] = useState<'member' | 'level'>('member');
  const { pageNo, setPageNo, paged } = usePageNo();
  const [search, setSearch] = useState('');
  const { data, isPending, error } = usePnl({
    ...(range.range === 'custom' ? range : { range: range.range }),
    by,
    pageNo,
    pageSize: 20,
    ...(search ? { search } : {}),
  });
  return (
    <section className="agent-page" data-testid="agent-pnl">
      <div className="agent-filters">
        <RangePicker value={range} onChange={paged(setRange)} testId="pnl-range" />
        <select
          value={by}
          aria-label={t('agent.groupBy')}
          onChange={(e) => paged(setBy)(e.target.value as 'member' | 'level')}
          data-testid="pnl-by"
        >
          <option value="member">{t('agent.byMember')}</option>
          <option value="level">{t('agent.byLevel')}</option>
        </select>
        <AccountSearch testId="pnl-search" onSearch={paged(setSearch)} />
      </div>
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="pnl"
        pageNo={pageNo}
        onPage={setPageNo}
        table={(rows) =>
          data ? (
            <ReportTable
              rows={rows}
              rowKey={(r) => r.key}
              testId="pnl-table"
              rowTestId={(r) => `pnl-row-${r.key}`}
              footLabel={t('records.total')}
              columns={[
                {
                  label: by === 'member' ? t('agent.account') : t('agent.level'),
                  cell: (r) => (by === 'member' ? <bdi>{r.key}</bdi> : t('agent.levelN', { n: r.level })),
                },
                { label: t('agent.members'), cell: (r) => r.members, foot: data.totals.members },
                { label: t('agent.validBet'), cell: (r) => <Money minor={r.validBet} />, foot: <Money minor={data.totals.validBet} /> },
                { label: t('records.payout'), cell: (r) => <Money minor={r.payout} />, foot: <Money minor={data.totals.payout} /> },
                { label: t('agent.bonus'), cell: (r) => <Money minor={r.bonus} />, foot: <Money minor={data.totals.bonus} /> },
                { label: t('agent.rebate'), cell: (r) => <Money minor={r.rebate} />, foot: <Money minor={data.totals.rebate} /> },
                {
                  label: t('agent.profitLoss'),
                  cell: (r) => <Signed minor={r.profitLoss} />,
                  foot: (
                    <span data-testid="pnl-total">
                      <Signed minor={data.totals.profitLoss} />
                    </span>
                  ),
                },
              ]}
            />
          ) : null
        }
      />
    </section>
  );
};

/** agentRevenueReport: my income by day (salary, dividend, rebate). */
export const RevenuePage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'thisMonth' });
  const { data, isPending, error } = useRevenue(range);
  return (
    <section className="agent-page" data-testid="agent-revenue">
      <RangePicker value={range} onChange={setRange} testId="revenue-range" />
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="revenue"
        totals={(d) => [
          { label: t('agent.salary'), value: <Money minor={d.totals.salary} /> },
          { label: t('agent.dividend'), value: <Money minor={d.totals.dividend} /> },
          { label: t('agent.rebate'), value: <Money minor={d.totals.rebate} /> },
          { label: t('records.total'), value: <Money minor={d.totals.total} />, testId: 'revenue-total' },
        ]}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(r) => r.day}
            testId="revenue-table"
            columns={[
              { label: t('records.date'), cell: (r) => <bdi dir="ltr">{r.day}</bdi> },
              { label: t('agent.salary'), cell: (r) => <Money minor={r.salary} /> },
              { label: t('agent.dividend'), cell: (r) => <Money minor={r.dividend} /> },
              { label: t('agent.rebate'), cell: (r) => <Money minor={r.rebate} /> },
              { label: t('records.total'), cell: (r) => <Money minor={r.total} /> },
            ]}
          />
        )}
      />
    </section>
  );
};

const tiersText = (c: ContractView, t: (k: string, o?: object) => string) =>
  c.tiers.map((x) => t('agent.tierLine', { rate: rate(x.rateBp), active: x.active, min: x.min })).join(' · ');

export { tiersText };
