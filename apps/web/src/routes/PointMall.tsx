import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (PointMall); content arrives with its feature issue. */
export default function PointMall() {
  return <CategoryScreen />;
}
