import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (GameListCenter); content arrives with its feature issue. */
export default function GameListCenter() {
  return <CategoryScreen />;
}
