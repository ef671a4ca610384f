import { useTranslation } from 'react-i18next';
import { FairnessPanel } from '../../components/FairnessPanel';
import { useMoney } from '../../shared/money';
import { isClientSeed, newClientSeed } from './bets';
import type { HouseSession } from './house-session';

/**
 * Below the game: the player's client seed and the hash of the coming round (both before the round), then the shown
 * round's stake, payout and revealed seed with the in-browser verify. A round's seed appears with its result, never
 * while its reels still turn.
 */
export const ProvablyFair = ({ session }: { session: HouseSession }) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { shown, current, clientSeed, setClientSeed, commit, round } = session;
  const seedOk = isClientSeed(clientSeed);
  const commitment = shown?.commitment ?? current;
  return (
    <section className="play-proof" aria-label={t('houseGames.fair.title')}>
      <div className="play-proof__next">
        <label className="field">
          <span>{t('houseGames.fair.clientSeed')}</span>
          <span className="bet-panel__seed">
            <input
              value={clientSeed}
              onChange={(e) => setClientSeed(e.target.value.trim())}
              maxLength={64}
              aria-invalid={!seedOk}
              disabled={round.busy}
              data-testid="bet-client-seed"
              dir="ltr"
            />
            <button type="button" className="btn btn--sm" onClick={() => setClientSeed(newClientSeed())} disabled={round.busy}>
              {t('play.newSeed')}
            </button>
          </span>
        </label>
        {!seedOk ? (
          <p className="form-error" role="alert">
            {t('play.errors.clientSeed')}
          </p>
        ) : null}
        <p className="bet-panel__hash">
          <span>{t('play.nextHash')}</span>{' '}
          <code className="hg-mono" data-testid="house-next-hash">
            {commit.isFetching || round.busy ? '…' : (current?.serverSeedHash ?? '…')}
          </code>
        </p>
      </div>
      {shown ? (
        <dl className="hg-facts hg-totals">
          <dt>{t('houseGames.stake')}</dt>
          <dd data-testid="house-stake">{fmt(shown.value.stake)}</dd>
          <dt>{t('houseGames.payout')}</dt>
          <dd data-testid="house-payout">{fmt(shown.value.payout)}</dd>
        </dl>
      ) : null}
      {commitment ? <FairnessPanel commitment={commitment} round={shown?.round ?? null} /> : null}
    </section>
  );
};
