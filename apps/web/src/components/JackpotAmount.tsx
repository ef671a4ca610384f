import { useTranslation } from 'react-i18next';
import { type JackpotGame, useJackpotOf, useJackpots } from '../shared/jackpots';
import { useMoney } from '../shared/money';

/** A jackpot game's pool on its tile or its page: the money in it now. Nothing for a game that feeds no pool. */
export const JackpotAmount = ({ game, className = 'jackpot-amount' }: { game: JackpotGame; className?: string }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const pool = useJackpotOf(game);
  if (!pool) return null;
  return (
    <span className={className} data-testid="jackpot-amount" data-pool={pool.poolId}>
      <span className="jackpot-amount__label">{t('catalogue.jackpot.label')}</span> <bdi>{money(pool.amount)}</bdi>
    </span>
  );
};

/** Every pool with its amount: shown above the JP (jackpot) sub-type's games. */
export const JackpotPools = ({ vendor }: { vendor?: string }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useJackpots().data?.list.filter((p) => !vendor || p.vendor === vendor) ?? [];
  if (list.length === 0) return null;
  return (
    <section className="jackpot-pools" data-testid="jackpot-pools" aria-label={t('catalogue.jackpot.pools')}>
      {list.map((p) => (
        <div key={p.poolId} className="jackpot-pools__item" data-testid="jackpot-pool" data-pool={p.poolId}>
          <span className="jackpot-pools__name">{p.name}</span>
          <bdi className="jackpot-pools__amount">{money(p.amount)}</bdi>
        </div>
      ))}
    </section>
  );
};
