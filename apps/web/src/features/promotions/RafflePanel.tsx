import type { PromotionDetail, RaffleDrawView } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Money } from '../../shared/money';
import { drawRaffle, usePromoMutation } from './api';

const Draw = ({ d }: { d: RaffleDrawView }) => {
  const { t } = useTranslation();
  const won = d.amount !== null && d.amount !== '0';
  return (
    <li className={`raffle-draw ${won ? 'raffle-draw--won' : ''}`} data-testid="raffle-draw">
      <strong>
        {t('promotions.raffle.drawN', { n: d.nonce })}: {won ? <Money minor={d.amount} /> : t('promotions.raffle.noPrize')}
      </strong>
      <dl className="raffle-proof">
        <dt>{t('promotions.raffle.seedHash')}</dt>
        <dd>
          <code>{d.seedHash}</code>
        </dd>
        <dt>{t('promotions.raffle.seed')}</dt>
        <dd>
          <code data-testid="raffle-seed">{d.seed}</code>
        </dd>
        <dt>{t('promotions.raffle.roll')}</dt>
        <dd>
          <code>{d.roll}</code>
        </dd>
      </dl>
    </li>
  );
};

/**
 * A raffle (provably fair): the prizes and their chances, the hash of the next draw's secret seed shown before the
 * draw, then each draw with its seed revealed: sha256(seed) is the hash shown, and the roll HMAC-SHA256(seed,
 * "<member id>:<draw number>") picks the prize by weight.
 */
export const RafflePanel = ({ p, canDraw }: { p: PromotionDetail; canDraw: boolean }) => {
  const { t } = useTranslation();
  const draw = usePromoMutation(drawRaffle);
  const total = p.prizes.reduce((s, x) => s + x.weight, 0) || 1;
  const last = draw.data?.draw;
  return (
    <div className="raffle" data-testid="raffle">
      <table className="raffle-prizes">
        <thead>
          <tr>
            <th>{t('promotions.raffle.prize')}</th>
            <th>{t('promotions.raffle.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {p.prizes.map((x) => (
            <tr key={`${x.amount}:${x.weight}`}>
              <td>{x.amount === '0' ? t('promotions.raffle.noPrize') : <Money minor={x.amount} />}</td>
              <td>
                <bdi>{((x.weight / total) * 100).toFixed(1)}%</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {last ? (
        <p className="raffle-result" role="status" data-testid="raffle-result">
          {last.amount && last.amount !== '0' ? (
            <>
              {t('promotions.raffle.won')} <Money minor={last.amount} />
            </>
          ) : (
            t('promotions.raffle.lost')
          )}
        </p>
      ) : null}
      {p.raffle?.next && canDraw ? (
        <>
          <p className="muted raffle-commit">
            {t('promotions.raffle.commitment', { n: p.raffle.next.nonce })}{' '}
            <code data-testid="raffle-next-hash">{p.raffle.next.seedHash}</code>
          </p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={draw.isPending}
            onClick={() => draw.mutate(p.id)}
            data-testid="raffle-draw-btn"
          >
            {t('promotions.actions.RAFFLE')}
          </button>
        </>
      ) : null}
      <ErrorText error={draw.error} />
      {p.raffle && p.raffle.draws.length > 0 ? (
        <ul className="raffle-draws">
          {[...p.raffle.draws].reverse().map((d) => (
            <Draw key={d.nonce} d={d} />
          ))}
        </ul>
      ) : null}
    </div>
  );
};
