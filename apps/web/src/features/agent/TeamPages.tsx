import { type betStatuses, type gameCategories, historyRanges, teamMoneyTypes } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetFilterFields } from '../../components/BetFilterFields';
import { SafeHtml } from '../../components/SafeHtml';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { usePageNo } from '../../shared/page-no';
import { type RangeChoice, useAgentAnnouncements, useTeamBets, useTeamMoney } from './api';
import { RangePicker } from './RangePicker';
import { AccountSearch, Chips, Report, ReportTable, Signed } from './Report';
import './agent.css';

const PAGE_SIZE = 20;
/** Levels offered by the downline transactions filter (deeper ones are still in "all levels"). */
const LEVELS = [1, 2, 3, 4, 5] as const;

/** agentAnnouncement: what the merchant tells its agents, newest first, searchable and paged. */
export const AgentAnnouncementsPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { pageNo, setPageNo, paged } = usePageNo();
  const { data, isPending, error } = useAgentAnnouncements({ pageNo, pageSize: 10, ...(search ? { search } : {}) });
  return (
    <section className="agent-page" data-testid="agent-announcements">
      <div className="agent-filters">
        <AccountSearch testId="ann-search" placeholder={t('agent.searchText')} onSearch={paged(setSearch)} />
      </div>
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="ann"
        pageNo={pageNo}
        onPage={setPageNo}
        totals={(d) => [{ label: t('agent.announcements'), value: d.total, testId: 'ann-total' }]}
        table={(rows) => (
          <ul className="agent-notices" data-testid="ann-list">
            {rows.map((n) => (
              <li key={n.id} className="agent-notice" data-testid={`ann-${n.id}`}>
                <h3>{n.title}</h3>
                <p className="muted">
                  <DateTime value={n.startsAt ?? n.createdAt} />
                  {n.endsAt ? (
                    <>
                      {' – '}
                      <DateTime value={n.endsAt} />
                    </>
                  ) : null}
                </p>
                <SafeHtml html={n.content} className="agent-notice__body" />
              </li>
            ))}
          </ul>
        )}
      />
    </section>
  );
};

/** personalHistoryCopy (team betting): the bets of the team or of one downline, with the member record's filters. */
export const TeamBetsPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<(typeof historyRanges)[number]>('7d');
  const [category, setCategory] = useState<(typeof gameCategories)[number] | ''>('');
  const [status, setStatus] = useState<(typeof betStatuses)[number]>('all');
  const [account, setAccount] = useState('');
  const { pageNo, setPageNo, paged: reset } = usePageNo();
  const { data, isPending, error } = useTeamBets({
    range,
    status,
    pageNo,
    pageSize: PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(account ? { account } : {}),
  });
  return (
    <section className="agent-page" data-testid="agent-team-bets">
      <div className="agent-filters">
        <Chips
          values={historyRanges}
          value={range}
          label={(r) => t(`wallet.historyRange.${r}`)}
          onChange={reset(setRange)}
          testId="tb-range"
        />
        <BetFilterFields category={category} status={status} onCategory={reset(setCategory)} onStatus={reset(setStatus)} testId="tb" />
        <AccountSearch testId="tb-account" onSearch={reset(setAccount)} />
      </div>
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="tb"
        pageNo={pageNo}
        onPage={setPageNo}
        totals={(d) => [
          { label: t('records.count'), value: d.totals.count, testId: 'tb-count' },
          { label: t('records.stake'), value: <Money minor={d.totals.stake} /> },
          { label: t('records.payout'), value: <Money minor={d.totals.payout} /> },
          { label: t('agent.profitLoss'), value: <Signed minor={d.totals.net} />, testId: 'tb-net' },
          { label: t('records.pendingStake'), value: <Money minor={d.totals.pendingStake} /> },
        ]}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(r) => r.txId}
            testId="tb-table"
            rowTestId={(r) => `tb-row-${r.account}`}
            columns={[
              {
                label: t('agent.account'),
                cell: (r) => (
                  <>
                    <bdi>{r.account}</bdi>
                    <small className="muted">{t('agent.levelN', { n: r.level })}</small>
                  </>
                ),
              },
              { label: t('records.placedAt'), cell: (r) => <DateTime value={r.placedAt} /> },
              {
                label: t('records.game'),
                cell: (r) => (
                  <>
                    <bdi>{r.gameName || r.gameCode}</bdi>
                    <small className="muted">
                      {' · '}
                      <bdi>{r.vendorName}</bdi>
                    </small>
                  </>
                ),
              },
              { label: t('records.stake'), cell: (r) => <Money minor={r.stake} /> },
              { label: t('records.payout'), cell: (r) => (r.payout === null ? '—' : <Money minor={r.payout} />) },
              { label: t('records.net'), cell: (r) => (r.net === null ? '—' : <Signed minor={r.net} />) },
              {
                label: t('records.result'),
                cell: (r) => <span className={`status status--${r.result.toLowerCase()}`}>{t(`records.resultOf.${r.result}`)}</span>,
              },
            ]}
          />
        )}
      />
    </section>
  );
};

/** agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of downlines. */
export const TeamMoneyPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'thisMonth' });
  const [type, setType] = useState<(typeof teamMoneyTypes)[number]>('all');
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [account, setAccount] = useState('');
  const { pageNo, setPageNo, paged: reset } = usePageNo();
  const { data, isPending, error } = useTeamMoney({
    ...(range.range === 'custom' ? range : { range: range.range }),
    type,
    pageNo,
    pageSize: PAGE_SIZE,
    ...(level ? { level } : {}),
    ...(account ? { account } : {}),
  });
  const statusText = (r: { type: string; status: string; amount: string }) =>
    r.type === 'deposit'
      ? t(`wallet.depositStatus.${r.status}`)
      : r.type === 'withdrawal'
        ? t(`wallet.withdrawalStatus.${r.status}`)
        : r.amount.startsWith('-')
          ? t('agent.money.sent')
          : t('agent.money.received');
  return (
    <section className="agent-page" data-testid="agent-team-money">
      <div className="agent-filters">
        <RangePicker value={range} onChange={reset(setRange)} testId="tm-range" />
        <select
          value={type}
          aria-label={t('agent.money.type')}
          onChange={(e) => reset(setType)(teamMoneyTypes.find((x) => x === e.target.value) ?? 'all')}
          data-testid="tm-type"
        >
          {teamMoneyTypes.map((x) => (
            <option key={x} value={x}>
              {t(`agent.money.types.${x}`)}
            </option>
          ))}
        </select>
        <select
          value={level ?? ''}
          aria-label={t('agent.level')}
          onChange={(e) => reset(setLevel)(e.target.value ? Number(e.target.value) : undefined)}
          data-testid="tm-level"
        >
          <option value="">{t('agent.scopeAll')}</option>
          {LEVELS.map((n) => (
            <option key={n} value={n}>
              {t('agent.levelN', { n })}
            </option>
          ))}
        </select>
        <AccountSearch testId="tm-account" onSearch={reset(setAccount)} />
      </div>
      <Report
        data={data}
        pending={isPending && (range.range !== 'custom' || Boolean(range.from && range.to))}
        error={error}
        testId="tm"
        pageNo={pageNo}
        onPage={setPageNo}
        totals={(d) => [
          { label: t('agent.records'), value: d.total, testId: 'tm-count' },
          { label: t('agent.deposits'), value: <Money minor={d.totals.deposit} />, testId: 'tm-deposit' },
          { label: t('agent.withdrawals'), value: <Money minor={d.totals.withdrawal} /> },
          { label: t('agent.money.transferIn'), value: <Money minor={d.totals.transferIn} /> },
          { label: t('agent.money.transferOut'), value: <Money minor={d.totals.transferOut} /> },
        ]}
        note={<p className="muted">{t('agent.money.totalsNote')}</p>}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(r) => r.id}
            testId="tm-table"
            rowTestId={(r) => `tm-row-${r.type}`}
            columns={[
              { label: t('records.date'), cell: (r) => <DateTime value={r.time} /> },
              { label: t('agent.account'), cell: (r) => <bdi>{r.account}</bdi> },
              { label: t('agent.level'), cell: (r) => r.level },
              { label: t('agent.money.type'), cell: (r) => t(`agent.money.types.${r.type}`) },
              { label: t('agent.amount'), cell: (r) => (r.type === 'transfer' ? <Signed minor={r.amount} /> : <Money minor={r.amount} />) },
              { label: t('agent.statusLabel'), cell: (r) => statusText(r) },
              { label: t('agent.money.counterparty'), cell: (r) => (r.counterparty ? <bdi>{r.counterparty}</bdi> : '—') },
            ]}
          />
        )}
      />
    </section>
  );
};
