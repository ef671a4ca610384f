import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (Seamless); content arrives with its feature issue. */
export default function Seamless() {
  return <CategoryScreen />;
}
