import { formatMinor } from '@wl/contracts';
import type { BaccaratResult, DiceResult, HouseRound, SpinResult } from '@wl/house-games';
import { useTranslation } from 'react-i18next';
import { BaccaratView } from './BaccaratView';
import { DiceView } from './DiceView';
import { FairnessPanel } from './FairnessPanel';
import { GameRules } from './GameRules';
import type { FairCommitment } from './fairness';
import { SlotView } from './SlotView';
import './house-games.css';

type Props = {
  commitment: FairCommitment;
  /** The settled round once the server answers it; null while waiting for the player's bet. */
  round: HouseRound | null;
  /** Rendering an engine result that no server produced (unit tests): labelled so it is never mistaken for play. */
  preview?: boolean;
};

/**
 * A house game's play area: the result of the round and its fairness proof. The seamless play API (stake, balance,
 * round) is wired in a later issue; this screen only renders what it is given.
 */
export const HouseGameScreen = ({ commitment, round, preview = false }: Props) => {
  const { t } = useTranslation();
  return (
    <section className="hg" aria-labelledby="hg-title" data-testid={`house-game-${commitment.game}`}>
      <header className="hg__head">
        <h2 id="hg-title" className="hg__title">
          {t(`houseGames.${commitment.game}.title`)}
        </h2>
        {preview ? (
          <span className="hg__preview" data-testid="house-preview">
            {t('houseGames.preview')}
          </span>
        ) : null}
      </header>
      <div className="hg__body">
        <div className="hg__play">
          {round ? (
            <>
              {commitment.game === 'slot' ? <SlotView result={round.outcome as SpinResult} /> : null}
              {commitment.game === 'dice' ? <DiceView result={round.outcome as DiceResult} /> : null}
              {commitment.game === 'baccarat' ? <BaccaratView result={round.outcome as BaccaratResult} /> : null}
              <dl className="hg-facts hg-totals">
                <dt>{t('houseGames.stake')}</dt>
                <dd data-testid="house-stake">{formatMinor(round.stake)}</dd>
                <dt>{t('houseGames.payout')}</dt>
                <dd data-testid="house-payout">{formatMinor(round.payout)}</dd>
              </dl>
            </>
          ) : (
            <p className="hg__waiting">{t('houseGames.waiting')}</p>
          )}
        </div>
        <FairnessPanel commitment={commitment} round={round} />
      </div>
      <GameRules game={commitment.game} />
    </section>
  );
};
