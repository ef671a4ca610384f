import { formatMinor } from '@wl/contracts';
import type { BaccaratResult, DiceResult, HouseRound, SpinResult } from '@wl/house-games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BaccaratView } from './BaccaratView';
import { DiceView } from './DiceView';
import { FairnessPanel } from '../../components/FairnessPanel';
import { GameRules } from './GameRules';
import type { FairCommitment } from '../../lib/fairness';
import { SlotView } from './SlotView';
import './house-games.css';

type Props = {
  commitment: FairCommitment;
  /** The settled round once the server answers it; null while waiting for the player's bet. */
  round: HouseRound | null;
  /** Rendering an engine result that no server produced (unit tests): labelled so it is never mistaken for play. */
  preview?: boolean;
  /** The bet panel of the game page, above the result. */
  controls?: ReactNode;
  /** The game page titles the screen itself (its h1 and back button); the screen then drops its own heading. */
  headless?: boolean;
};

/**
 * A house game's play area: the bet panel it is given, the result of the round and its fairness proof. It only
 * renders what it is given; the game page (features/play) talks to the server.
 */
export const HouseGameScreen = ({ commitment, round, preview = false, controls, headless = false }: Props) => {
  const { t } = useTranslation();
  return (
    <section className="hg" aria-labelledby={headless ? undefined : 'hg-title'} data-testid={`house-game-${commitment.game}`}>
      <header className={headless ? 'visually-hidden' : 'hg__head'}>
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
          {controls}
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
