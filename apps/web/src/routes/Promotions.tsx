import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (Promotions); content arrives with its feature issue. */
export default function Promotions() {
  return <CategoryScreen />;
}
