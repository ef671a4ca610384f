import { agentRanges, type ContractKindName, type ContractView } from '@wl/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { type RangeChoice, useBills, useDownline, useOverview, usePnl, useRevenue } from './api';
import { OfferModal, TransferModal } from './ContractModal';
import { AccountSearch, Loading, Report, ReportTable, Signed, signClass } from './Report';
import './agent.css';

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The range chips of every report, with a chosen range (two dates, at most 93 days). */
export const RangePicker = ({ value, onChange, testId }: { value: RangeChoice; onChange: (r: RangeChoice) => void; testId: string }) => {
  const { t } = useTranslation();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  return (
    <div className="agent-range">
      <fieldset className="chips" aria-label={t('wallet.range')}>
        {agentRanges.map((r) => (
          <button
            key={r}
            type="button"
            className={`chip${r === value.range ? ' chip--on' : ''}`}
            aria-pressed={r === value.range}
            onClick={() => onChange(r === 'custom' ? { range: r, from: from || undefined, to: to || undefined } : { range: r })}
            data-testid={`${testId}-${r}`}
          >
            {t(`agent.range.${r}`)}
          </button>
        ))}
      </fieldset>
      {value.range === 'custom' ? (
        <form
          className="agent-range__custom"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ range: 'custom', from, to });
          }}
        >
          <label>
            {t('agent.from')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid={`${testId}-from`} required />
          </label>
          <label>
            {t('agent.to')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid={`${testId}-to`} required />
          </label>
          <button type="submit" className="btn btn--sm">
            {t('agent.apply')}
          </button>
        </form>
      ) : null}
    </div>
  );
};

const Figure = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
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
            <span className={signClass(f.profitLoss)}>
              <Money minor={f.profitLoss} sign />
            </span>
          </Figure>
        </dl>
      ) : null}
      {f && f.teamSize === 0 ? <EmptyState /> : null}
    </section>
  );
};

const contractLabel = (t: (k: string) => string, c: { kind: ContractKindName; status: string; topRateBp: number }) =>
  `${t(`agent.kind.${c.kind}`)} ${rate(c.topRateBp)}${c.status === 'OFFERED' ? ` (${t('agent.status.OFFERED')})` : ''}`;

/** downlineManagmentView: direct or all downlines, search, drill down, transfer and contract offers. */
export const DownlinePage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'thisMonth' });
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [kind, setKind] = useState<'all' | 'agent' | 'member'>('all');
  const [search, setSearch] = useState('');
  const [trail, setTrail] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const parent = trail.at(-1);
  const { data, isPending, error } = useDownline({
    ...(range.range === 'custom' ? range : { range: range.range }),
    scope,
    kind,
    pageNo,
    pageSize: 20,
    ...(search ? { search } : {}),
    ...(parent ? { parent } : {}),
  });
  const reset = () => setPageNo(1);
  return (
    <section className="agent-page" data-testid="agent-downline">
      <div className="agent-filters">
        <RangePicker
          value={range}
          onChange={(r) => {
            setRange(r);
            reset();
          }}
          testId="downline-range"
        />
        <select
          value={scope}
          aria-label={t('agent.scope')}
          onChange={(e) => {
            setScope(e.target.value as 'direct' | 'all');
            reset();
          }}
          data-testid="downline-scope"
        >
          <option value="direct">{t('agent.scopeDirect')}</option>
          <option value="all">{t('agent.scopeAll')}</option>
        </select>
        <select
          value={kind}
          aria-label={t('agent.accountType')}
          onChange={(e) => {
            setKind(e.target.value as 'all' | 'agent' | 'member');
            reset();
          }}
          data-testid="downline-kind"
        >
          <option value="all">{t('agent.allTypes')}</option>
          <option value="agent">{t('agent.typeAgent')}</option>
          <option value="member">{t('agent.typeMember')}</option>
        </select>
        <AccountSearch
          onSearch={(v) => {
            setSearch(v);
            reset();
          }}
          testId="downline-search"
        />
      </div>
      {trail.length > 0 ? (
        <nav className="agent-trail" aria-label={t('agent.drillDown')}>
          <button
            type="button"
            className="link"
            onClick={() => {
              setTrail([]);
              reset();
            }}
          >
            {t('agent.myTeam')}
          </button>
          {trail.map((a, i) => (
            <span key={a}>
              {' › '}
              <button
                type="button"
                className="link"
                onClick={() => {
                  setTrail(trail.slice(0, i + 1));
                  reset();
                }}
              >
                <bdi>{a}</bdi>
              </button>
            </span>
          ))}
        </nav>
      ) : null}
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="downline"
        pageNo={pageNo}
        onPage={setPageNo}
        note={<p className="muted">{t('agent.ownPlayNote')}</p>}
        totals={(d) => [
          { label: t('agent.accounts'), value: d.total },
          { label: t('agent.validBet'), value: <Money minor={d.totals.validBet} /> },
          { label: t('agent.deposits'), value: <Money minor={d.totals.deposit} /> },
          { label: t('agent.profitLoss'), value: <Signed minor={d.totals.profitLoss} /> },
        ]}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(r) => r.id}
            testId="downline-table"
            rowTestId={(r) => `downline-row-${r.account}`}
            columns={[
              {
                label: t('agent.account'),
                cell: (r) => (
                  <>
                    <bdi>{r.account}</bdi>
                    <small className="muted">
                      {' '}
                      {r.isAgent ? t('agent.typeAgent') : t('agent.typeMember')} ·{' '}
                      {t(`agent.accountStatus.${r.status === 'ACTIVE' ? 'ACTIVE' : 'OTHER'}`)}
                      {r.teamSize > 0 ? ` · ${t('agent.teamOf', { count: r.teamSize })}` : ''}
                    </small>
                  </>
                ),
              },
              { label: t('agent.level'), cell: (r) => r.level },
              { label: t('agent.balance'), cell: (r) => <Money minor={r.balance} /> },
              { label: t('agent.validBet'), cell: (r) => <Money minor={r.validBet} /> },
              { label: t('agent.profitLoss'), cell: (r) => <Signed minor={r.profitLoss} /> },
              { label: t('agent.lastLogin'), cell: (r) => (r.lastLoginAt ? <DateTime value={r.lastLoginAt} /> : '—') },
              {
                label: t('agent.contracts'),
                className: () => 'agent-wrap',
                cell: (r) => (r.contracts.length ? r.contracts.map((c) => contractLabel(t, c)).join(', ') : '—'),
              },
              {
                label: t('agent.actions'),
                cell: (r) => (
                  <div className="agent-actions">
                    {r.teamSize > 0 ? (
                      <button
                        type="button"
                        className="btn btn--sm"
                        onClick={() => {
                          setTrail([...trail, r.account]);
                          reset();
                        }}
                        data-testid={`drill-${r.account}`}
                      >
                        {t('agent.drill')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn--sm"
                      onClick={() => setTransferTo(r.account)}
                      data-testid={`transfer-${r.account}`}
                    >
                      {t('agent.transfer')}
                    </button>
                    {r.isAgent && r.level === 1 ? (
                      <button
                        type="button"
                        className="btn btn--sm btn--primary"
                        onClick={() => setOfferTo(r.account)}
                        data-testid={`offer-${r.account}`}
                      >
                        {t('agent.contract')}
                      </button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
        )}
      />
      <OfferModal account={offerTo} onClose={() => setOfferTo(null)} />
      <TransferModal account={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
};

/** palStatementsAgentCopy: profit and loss per downline or per level over a range. */
export const PnlPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'thisWeek' });
  const [by, setBy] = useState<'member' | 'level'>('member');
  const [pageNo, setPageNo] = useState(1);
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
        <RangePicker
          value={range}
          onChange={(r) => {
            setRange(r);
            setPageNo(1);
          }}
          testId="pnl-range"
        />
        <select
          value={by}
          aria-label={t('agent.groupBy')}
          onChange={(e) => {
            setBy(e.target.value as 'member' | 'level');
            setPageNo(1);
          }}
          data-testid="pnl-by"
        >
          <option value="member">{t('agent.byMember')}</option>
          <option value="level">{t('agent.byLevel')}</option>
        </select>
        <AccountSearch
          testId="pnl-search"
          onSearch={(v) => {
            setSearch(v);
            setPageNo(1);
          }}
        />
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

/** agentDailyWages2, agentHourSalary, agentRealtimeSalary, agentDividendRecordCopy2: records and the open period. */
export const BillsPage = ({ kind }: { kind: ContractKindName }) => {
  const { t } = useTranslation();
  const [side, setSide] = useState<'mine' | 'downline'>('mine');
  const [status, setStatus] = useState<'' | 'PAID' | 'PART_PAID' | 'INSUFFICIENT' | 'EXPIRED'>('');
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, error } = useBills({ kind, side, pageNo, pageSize: 20, ...(status ? { status } : {}) });
  const c = data?.current;
  return (
    <section className="agent-page" data-testid={`agent-bills-${kind}`}>
      {c ? (
        <div className="agent-progress" data-testid="bills-current">
          <h3>
            {t('agent.currentPeriod', { period: '' })}
            <bdi dir="ltr">{c.period}</bdi>
          </h3>
          <dl className="agent-figures">
            <Figure label={kind === 'DIVIDEND' ? t('agent.netLoss') : t('agent.validBet')} testId="cur-base">
              <Money minor={c.base} />
            </Figure>
            <Figure label={t('agent.activeMembers')} testId="cur-active">
              {c.active}
            </Figure>
            <Figure label={t('agent.rate')} testId="cur-rate">
              {rate(c.rateBp)}
            </Figure>
            <Figure label={t('agent.estimate')} testId="cur-estimate">
              <Money minor={c.estimate} />
            </Figure>
            <Figure label={t('agent.periodEnds')} testId="cur-ends">
              <DateTime value={c.endsAt} />
            </Figure>
          </dl>
        </div>
      ) : null}
      <div className="agent-filters">
        <fieldset className="chips" aria-label={t('agent.side')}>
          {(['mine', 'downline'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`chip${s === side ? ' chip--on' : ''}`}
              aria-pressed={s === side}
              onClick={() => {
                setSide(s);
                setPageNo(1);
              }}
              data-testid={`bills-side-${s}`}
            >
              {t(`agent.side_${s}`)}
            </button>
          ))}
        </fieldset>
        <select
          value={status}
          aria-label={t('agent.statusLabel')}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPageNo(1);
          }}
        >
          <option value="">{t('agent.allStatuses')}</option>
          {(['PAID', 'PART_PAID', 'INSUFFICIENT', 'EXPIRED'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`agent.bill.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="bills"
        pageNo={pageNo}
        onPage={setPageNo}
        totals={(d) => [
          { label: t('agent.records'), value: d.total },
          { label: t('agent.amount'), value: <Money minor={d.totals.amount} /> },
          { label: t('agent.paid'), value: <Money minor={d.totals.paid} />, testId: 'bills-paid' },
        ]}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(b) => b.id}
            testId="bills-table"
            rowTestId={(b) => `bill-${b.id}`}
            columns={[
              { label: t('agent.period'), cell: (b) => <bdi dir="ltr">{b.period}</bdi> },
              ...(side === 'downline'
                ? [{ label: t('agent.account'), cell: (b: (typeof rows)[number]) => <bdi>{b.agentAccount}</bdi> }]
                : []),
              { label: kind === 'DIVIDEND' ? t('agent.netLoss') : t('agent.validBet'), cell: (b) => <Money minor={b.base} /> },
              { label: t('agent.activeMembers'), cell: (b) => b.active },
              { label: t('agent.rate'), cell: (b) => rate(b.rateBp) },
              { label: t('agent.amount'), cell: (b) => <Money minor={b.amount} /> },
              { label: t('agent.paid'), cell: (b) => <Money minor={b.paid} /> },
              { label: t('agent.statusLabel'), cell: (b) => <span data-testid="bill-status">{t(`agent.bill.${b.status}`)}</span> },
            ]}
          />
        )}
      />
    </section>
  );
};

export { tiersText };
