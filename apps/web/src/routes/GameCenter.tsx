import { GameCentre } from '../features/catalogue/GameCentre';

/** Lazy screen (GameCenter): /sports, /esports, /lott, /elott. */
export default function GameCenter() {
  return <GameCentre />;
}
