import type { MissionPeriod, MissionView } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { claimMission, useLeaderboard, useLoyaltyMutation, useMissions } from './api';
import './loyalty.css';
import { ChipTabs } from './ChipTabs';
import { useChipTabs } from './use-chip-tabs';
import { ProgressBar } from '../../components/ProgressBar';

const tabs = ['DAILY', 'WEEKLY', 'leaderboard'] as const;
type Tab = (typeof tabs)[number];
const amountConditions = new Set(['VALID_BET', 'DEPOSIT']);

/** A count or an amount, as the mission's condition counts it. */
const Quantity = ({ m, value }: { m: MissionView; value: string }) =>
  amountConditions.has(m.condition) ? <Money minor={value} /> : <bdi>{value}</bdi>;

const MissionCard = ({ m, onClaim, pending }: { m: MissionView; onClaim: (m: MissionView) => void; pending: boolean }) => {
  const { t } = useTranslation();
  const target = BigInt(m.target);
  const permille = target > 0n ? Number((BigInt(m.progress) * 1000n) / target) : 1000;
  return (
    <li className="mission-card" data-testid="mission" data-code={m.code} data-status={m.status}>
      <div className="mission-card__head">
        <strong className="mission-card__title">{m.title}</strong>
        <span className={`chip loyalty-chip ${m.status === 'CLAIMABLE' ? 'loyalty-chip--on' : ''}`}>
          {t(`missions.status.${m.status}`)}
        </span>
      </div>
      <p className="muted mission-card__rule">
        {t(`missions.condition.${m.condition}`, { category: m.category ? t(`records.category.${m.category}`) : t('missions.anyGame') })}
      </p>
      <ProgressBar className="loyalty-progress" permille={permille} label={m.title} />
      <div className="mission-card__foot">
        <span data-testid="mission-progress">
          <Quantity m={m} value={m.progress} /> / <Quantity m={m} value={m.target} />
        </span>
        <span>
          {t('missions.reward')} <Money minor={m.reward} />
        </span>
        {m.status === 'CLAIMABLE' ? (
          <button type="button" className="btn btn--primary" disabled={pending} onClick={() => onClaim(m)} data-testid="mission-claim">
            {t('missions.claim')}
          </button>
        ) : (
          <button type="button" className="btn" disabled>
            {m.status === 'CLAIMED' ? t('missions.status.CLAIMED') : t('missions.claim')}
          </button>
        )}
      </div>
    </li>
  );
};

const Missions = ({ period }: { period: MissionPeriod }) => {
  const { t } = useTranslation();
  const { data, error } = useMissions();
  const claim = useLoyaltyMutation(claimMission);
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  const list = data.list.filter((m) => m.period === period);
  const p = data.periods.find((x) => x.period === period);
  return (
    <section className="loyalty-section" data-testid={`missions-${period}`}>
      {p ? (
        <p className="muted loyalty-note">
          {t('missions.endsAt')} <DateTime value={p.endsAt} />
        </p>
      ) : null}
      {claim.data ? (
        <FormMessage tone="success" testId="mission-claimed">
          {t('missions.claimed')} <Money minor={claim.data.reward.amount} />
        </FormMessage>
      ) : null}
      <ErrorText error={claim.error} />
      {list.length === 0 ? (
        <EmptyState text={t('missions.none')} />
      ) : (
        <ul className="mission-list">
          {list.map((m) => (
            <MissionCard
              key={`${m.id}-${m.periodStart}`}
              m={m}
              pending={claim.isPending}
              onClaim={(x) => claim.mutate({ missionId: x.id, periodStart: x.periodStart })}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

const Leaderboard = () => {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const { data, error } = useLeaderboard(period, true);
  return (
    <section className="loyalty-section" data-testid="leaderboard">
      <div className="loyalty-section__head">
        <h3>{data ? t(`missions.metric.${data.metric}`) : t('missions.tabs.leaderboard')}</h3>
        <label className="loyalty-filter">
          <span className="muted">{t('missions.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as MissionPeriod)} data-testid="leaderboard-period">
            <option value="DAILY">{t('missions.tabs.DAILY')}</option>
            <option value="WEEKLY">{t('missions.tabs.WEEKLY')}</option>
          </select>
        </label>
      </div>
      {error ? <ErrorText error={error} /> : null}
      {!data ? (
        <div className="loyalty-skeleton" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <EmptyState text={t('missions.boardEmpty')} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="history-table">
              <thead>
                <tr>
                  <th>{t('missions.rank')}</th>
                  <th>{t('missions.account')}</th>
                  <th>{t(`missions.metric.${data.metric}`)}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((e) => (
                  <tr key={e.rank} className={e.me ? 'leaderboard__me' : undefined} data-testid="leaderboard-row">
                    <td>
                      <bdi>{e.rank}</bdi>
                    </td>
                    <td>
                      <bdi>{e.account}</bdi>
                      {e.me ? <span className="chip loyalty-chip loyalty-chip--on">{t('missions.you')}</span> : null}
                    </td>
                    <td>
                      <Money minor={e.value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted loyalty-note" data-testid="leaderboard-mine">
            {data.mine ? t('missions.yourRank', { rank: data.mine.rank }) : t('missions.notRanked')}
          </p>
        </>
      )}
    </section>
  );
};

/**
 * Missions and the leaderboard (missionLeaderboard): this day's and this week's missions with progress bars and
 * claim buttons (the reward goes to the wallet through the reward centre), and the period's leaderboard.
 */
export const MissionLeaderboard = () => {
  const { t } = useTranslation();
  const row = useChipTabs<Tab>(tabs, 'DAILY');
  const { data } = useMissions();
  const count = (p: MissionPeriod) => data?.list.filter((m) => m.period === p && m.status === 'CLAIMABLE').length ?? 0;
  return (
    <div className="loyalty-page" data-testid="mission-page">
      <ChipTabs
        {...row}
        ariaLabel={t('member.pages.missionLeaderboard')}
        testIdPrefix="missions-tab"
        label={(x) => (
          <>
            {t(`missions.tabs.${x}`)}
            {x !== 'leaderboard' && count(x) > 0 ? <span className="badge">{count(x)}</span> : null}
          </>
        )}
      />
      <div role="tabpanel">{row.tab === 'leaderboard' ? <Leaderboard /> : <Missions period={row.tab} />}</div>
    </div>
  );
};
