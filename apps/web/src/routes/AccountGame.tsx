import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (AccountGame); content arrives with its feature issue. */
export default function AccountGame() {
  return <CategoryScreen />;
}
