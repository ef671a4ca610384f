import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { Icon } from '../../components/icons';
import { Money } from '../../shared/money';
import { useRankProgress } from './api';
import './loyalty.css';
import { ProgressBar } from '../../components/ProgressBar';

/**
 * The member's VIP rank (MCSFE_getPlayerRankProgress) on the account page: the level reached, the progress to the
 * next one (both thresholds: cumulative deposit and valid bet, what is still missing of each), and the ladder with
 * each level's upgrade and monthly bonus (paid into the reward centre).
 */
export const VipCard = () => {
  const { t } = useTranslation();
  const { data, error } = useRankProgress();
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  if (data.levels.length === 0) return null;
  return (
    <section className="loyalty-section vip-card" data-testid="vip-card">
      <div className="vip-card__head">
        <span className="vip-card__badge" aria-hidden="true">
          <Icon name="vip" />
        </span>
        <div>
          <strong data-testid="vip-level">{data.hasVip ? t('vip.level', { level: data.level, name: data.name }) : t('vip.none')}</strong>
          <span className="muted vip-card__totals">
            {t('vip.deposited')} <Money minor={data.deposited} /> · {t('vip.validBet')} <Money minor={data.validBet} />
          </span>
        </div>
      </div>
      {data.next ? (
        <div className="vip-card__next" data-testid="vip-next">
          <span>{t('vip.next', { level: data.next.level, name: data.next.name })}</span>
          <ProgressBar className="loyalty-progress" permille={data.next.permille} label={t('vip.progress')} />
          <span className="muted">
            {t('vip.depositLeft')} <Money minor={data.next.depositLeft} /> · {t('vip.validBetLeft')}{' '}
            <Money minor={data.next.validBetLeft} />
          </span>
        </div>
      ) : (
        <p className="muted">{t('vip.top')}</p>
      )}
      <details className="loyalty-details">
        <summary>{t('vip.ladder')}</summary>
        <DataTable
          cards
          testId="vip-levels"
          rows={data.levels}
          rowKey={(l) => l.level}
          rowClassName={(l) => (l.reached ? 'vip-row--reached' : undefined)}
          columns={[
            {
              label: t('vip.levelCol'),
              cell: (l) => (
                <>
                  {t('vip.level', { level: l.level, name: l.name })}{' '}
                  {l.reached ? <span className="chip loyalty-chip loyalty-chip--on">{t('vip.reached')}</span> : null}
                </>
              ),
            },
            { label: t('vip.minDeposit'), cell: (l) => <Money minor={l.minDeposit} /> },
            { label: t('vip.minValidBet'), cell: (l) => <Money minor={l.minValidBet} /> },
            { label: t('vip.upgradeBonus'), cell: (l) => <Money minor={l.upgradeBonus} /> },
            { label: t('vip.monthlyBonus'), cell: (l) => <Money minor={l.monthlyBonus} /> },
          ]}
        />
      </details>
    </section>
  );
};
