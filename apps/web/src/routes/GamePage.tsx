import { GamePage as Page } from '../features/play/GamePage';

/** Lazy screen: the game page of a launched game (house games played here, other vendors framed). */
export default function GamePage() {
  return <Page />;
}
