import { GameListCentre } from '../features/catalogue/GameListCentre';

/** Lazy screen (GameListCenter): /live, /fish, /rng, /pvp. */
export default function GameListCenter() {
  return <GameListCentre />;
}
