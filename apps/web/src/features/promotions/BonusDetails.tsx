import type { BonusView } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { useDateFormat } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { useBonusDetails } from './api';
import './promotions.css';
import { ProgressBar } from '../../components/ProgressBar';

/** Turnover done as a share of the requirement, in tenths of a percent (never NaN, never above 100 %). */
const progressOf = (b: BonusView) => {
  const required = BigInt(b.turnoverRequired);
  if (required === 0n) return 1000;
  const done = BigInt(b.turnoverDone);
  return Number((done * 1000n) / required);
};

const Bonus = ({ b }: { b: BonusView }) => {
  const { t } = useTranslation();
  const f = useDateFormat();
  const permille = b.status === 'COMPLETED' ? 1000 : progressOf(b);
  return (
    <li className={`bonus bonus--${b.status.toLowerCase()}`} data-testid="bonus" data-status={b.status}>
      <div className="bonus__head">
        <strong>{b.title}</strong>
        <span className={`chip bonus__state bonus__state--${b.status.toLowerCase()}`}>{t(`bonus.status.${b.status}`)}</span>
      </div>
      <div className="bonus__figures">
        <span>
          {t('bonus.amount')} <Money minor={b.amount} />
        </span>
        <span className="muted">
          {t('bonus.granted')} <bdi>{f.date(b.grantedAt)}</bdi>
        </span>
      </div>
      <ProgressBar className="progress" permille={permille} label={t('bonus.progress')} />
      <div className="bonus__figures" data-testid="bonus-progress">
        <span>
          <Money minor={b.turnoverDone} /> / <Money minor={b.turnoverRequired} />
        </span>
        <span className="muted">
          {b.status === 'ACTIVE' ? (
            <>
              {t('bonus.left')} <Money minor={b.turnoverLeft} />
            </>
          ) : b.status === 'FORFEITED' ? (
            <>
              {t('bonus.forfeited')} <Money minor={b.forfeited} />
            </>
          ) : (
            t('bonus.done')
          )}
        </span>
      </div>
      {b.status === 'ACTIVE' ? <p className="muted bonus__rule">{t(`bonus.early${b.earlyWithdrawal}`)}</p> : null}
    </li>
  );
};

/**
 * Bonus details (bonusDetails): what a withdrawal may take now, and each claimed bonus with its wagering: turnover
 * done of the required, what is left, and what withdrawing early does (refused, or the bonus is forfeited).
 */
export const BonusDetails = () => {
  const { t } = useTranslation();
  const { data, isPending, error } = useBonusDetails();
  if (error) return <ErrorText error={error} />;
  if (isPending || !data) return <div className="bonus-summary skeleton-block" aria-busy="true" />;
  const s = data.summary;
  return (
    <div className="bonus-details" data-testid="bonus-details">
      <div className={`bonus-summary ${s.locked ? 'bonus-summary--locked' : ''}`} data-testid="bonus-summary">
        <div>
          <span className="muted">{t('bonus.balance')}</span>
          <strong>
            <Money minor={s.balance} />
          </strong>
        </div>
        <div>
          <span className="muted">{t('bonus.withdrawable')}</span>
          <strong data-testid="bonus-withdrawable">
            <Money minor={s.withdrawable} />
          </strong>
        </div>
        <div>
          <span className="muted">{t('bonus.turnoverLeft')}</span>
          <strong>
            <Money minor={s.turnoverLeft} />
          </strong>
        </div>
        <p className="bonus-summary__note" data-testid="bonus-note">
          {s.locked ? t('bonus.lockedNote') : s.forfeitOnWithdrawal !== '0' ? t('bonus.forfeitNote') : t('bonus.freeNote')}
        </p>
      </div>
      {data.list.length === 0 ? (
        <EmptyState text={t('bonus.none')}>
          <Link to="/member/rewardCenter" className="btn btn--sm">
            {t('bonus.toRewards')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="bonus-list">
          {data.list.map((b) => (
            <Bonus key={b.id} b={b} />
          ))}
        </ul>
      )}
    </div>
  );
};
