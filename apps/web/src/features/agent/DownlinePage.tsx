import type { ContractKindName } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { usePageNo } from '../../shared/page-no';
import { rate } from './rate';
import { type RangeChoice, useDownline } from './api';
import { OfferModal } from './OfferModal';
import { TransferModal } from './TransferModal';
import { RangePicker } from './RangePicker';
import { AccountSearch, Report, ReportTable, Signed } from './Report';
import './agent.css';

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
  const { pageNo, setPageNo, paged } = usePageNo();
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
  return (
    <section className="agent-page" data-testid="agent-downline">
      <div className="agent-filters">
        <RangePicker value={range} onChange={paged(setRange)} testId="downline-range" />
        <select
          value={scope}
          aria-label={t('agent.scope')}
          onChange={(e) => paged(setScope)(e.target.value as 'direct' | 'all')}
          data-testid="downline-scope"
        >
          <option value="direct">{t('agent.scopeDirect')}</option>
          <option value="all">{t('agent.scopeAll')}</option>
        </select>
        <select
          value={kind}
          aria-label={t('agent.accountType')}
          onChange={(e) => paged(setKind)(e.target.value as 'all' | 'agent' | 'member')}
          data-testid="downline-kind"
        >
          <option value="all">{t('agent.allTypes')}</option>
          <option value="agent">{t('agent.typeAgent')}</option>
          <option value="member">{t('agent.typeMember')}</option>
        </select>
        <AccountSearch onSearch={paged(setSearch)} testId="downline-search" />
      </div>
      {trail.length > 0 ? (
        <nav className="agent-trail" aria-label={t('agent.drillDown')}>
          <button type="button" className="link" onClick={() => paged(setTrail)([])}>
            {t('agent.myTeam')}
          </button>
          {trail.map((a, i) => (
            <span key={a}>
              {' › '}
              <button type="button" className="link" onClick={() => paged(setTrail)(trail.slice(0, i + 1))}>
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
                        onClick={() => paged(setTrail)([...trail, r.account])}
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
