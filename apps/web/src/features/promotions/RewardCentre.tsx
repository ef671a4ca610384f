import type { RewardItem } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Icon } from '../../components/icons';
import { useDateFormat } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { claimReward, usePromoMutation, useRewardCentre } from './api';
import './promotions.css';

const sourceIcon: Record<RewardItem['source'], string> = {
  PROMOTION: 'promo',
  RAFFLE: 'reward',
  MISSION: 'record',
  VIP_UPGRADE: 'vip',
  VIP_MONTHLY: 'vip',
  MANUAL: 'reward',
};

const Reward = ({ r }: { r: RewardItem }) => {
  const { t } = useTranslation();
  const f = useDateFormat();
  const claim = usePromoMutation(claimReward);
  const waiting = r.status === 'AVAILABLE';
  return (
    <li className={`reward reward--${r.status.toLowerCase()}`} data-testid="reward" data-status={r.status}>
      <span className="reward__icon">
        <Icon name={sourceIcon[r.source]} />
      </span>
      <div className="reward__body">
        <strong className="reward__title">{r.title}</strong>
        <span className="muted reward__meta">
          {t(`rewards.source.${r.source}`)} ·{' '}
          {r.turnoverX100 > 0 ? t('rewards.turnover', { n: r.turnoverX100 / 100 }) : t('rewards.noTurnover')}
        </span>
        <span className="muted reward__meta">
          {waiting
            ? t('rewards.expires', { date: f.dateTime(r.expiresAt) })
            : r.status === 'CLAIMED' && r.claimedAt
              ? t('rewards.claimedAt', { date: f.dateTime(r.claimedAt) })
              : t('rewards.expired')}
        </span>
        <ErrorText error={claim.error} />
      </div>
      <div className="reward__side">
        <span className="reward__amount">
          <Money minor={r.amount} />
        </span>
        {waiting ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={claim.isPending}
            onClick={() => claim.mutate(r.id)}
            data-testid="reward-claim"
          >
            {t('rewards.claim')}
          </button>
        ) : (
          <span className={`chip reward__state reward__state--${r.status.toLowerCase()}`}>{t(`rewards.status.${r.status}`)}</span>
        )}
      </div>
    </li>
  );
};

/**
 * The reward centre (rewardCenter): every reward waiting to be claimed — promotion bonuses, raffle prizes, mission
 * and VIP bonuses — with its expiry and wagering, a claim button each, the rebate claimable now (on its own page),
 * and the last 30 days of claimed and expired rewards below.
 */
export const RewardCentre = () => {
  const { t } = useTranslation();
  const { data, isPending, error } = useRewardCentre();
  if (error) return <ErrorText error={error} />;
  if (isPending || !data)
    return (
      <ul className="reward-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="reward reward--skeleton skeleton-block" />
        ))}
      </ul>
    );
  const waiting = data.items.filter((i) => i.status === 'AVAILABLE');
  const past = data.items.filter((i) => i.status !== 'AVAILABLE');
  return (
    <div className="reward-centre" data-testid="reward-centre">
      <p className="reward-centre__count" data-testid="reward-count">
        {t('rewards.count', { count: data.count })}
      </p>
      {data.rebate ? (
        <div className="reward reward--rebate" data-testid="reward-rebate">
          <span className="reward__icon">
            <Icon name="rebate" />
          </span>
          <div className="reward__body">
            <strong className="reward__title">{t('rewards.rebate')}</strong>
            <span className="muted reward__meta">{t('rewards.rebateHint')}</span>
          </div>
          <div className="reward__side">
            <span className="reward__amount">
              <Money minor={data.rebate.amount} />
            </span>
            <Link to="/member/manualRebate" className="btn btn--primary btn--sm">
              {t('rewards.claim')}
            </Link>
          </div>
        </div>
      ) : null}
      {waiting.length === 0 && !data.rebate ? (
        <EmptyState text={t('rewards.none')}>
          <Link to="/promotions" className="btn btn--sm">
            {t('rewards.seePromotions')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="reward-list" data-testid="reward-list">
          {waiting.map((r) => (
            <Reward key={r.id} r={r} />
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <>
          <h3 className="reward-centre__past">{t('rewards.history')}</h3>
          <ul className="reward-list reward-list--past">
            {past.map((r) => (
              <Reward key={r.id} r={r} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};
