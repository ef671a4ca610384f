import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (GameCenter); content arrives with its feature issue. */
export default function GameCenter() {
  return <CategoryScreen />;
}
