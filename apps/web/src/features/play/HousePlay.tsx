import type { HouseGame } from '@wl/house-games';
import { BaccaratGame } from './BaccaratGame';
import { DiceGame } from './DiceGame';
import { SlotGame } from './SlotGame';
import { WebGameUi } from './WebGameUi';
import './house-games.css';

/**
 * One house game played for real, drawn with the shared game components (packages/game-ui): the seed hash is shown
 * before each round, the round is played on the server (stake and payout through the seamless wallet) and presented
 * on the game's pace, and its proof can be verified here.
 */
export const HousePlay = ({ game, token, back }: { game: HouseGame; token: string; back: string }) => (
  <section className="play play--house" data-testid="screen-house" aria-labelledby="play-title">
    <div data-testid={`house-game-${game}`}>
      <WebGameUi>
        {game === 'slot' ? <SlotGame token={token} back={back} /> : null}
        {game === 'dice' ? <DiceGame token={token} back={back} /> : null}
        {game === 'baccarat' ? <BaccaratGame token={token} back={back} /> : null}
      </WebGameUi>
    </div>
  </section>
);
