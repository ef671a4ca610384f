import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (Lottery); content arrives with its feature issue. */
export default function Lottery() {
  return <CategoryScreen />;
}
