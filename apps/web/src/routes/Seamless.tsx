import { CategoryScreen } from '../features/games/GameScreens';

/** Lazy screen (Seamless): the seamless category's game list, as the other category routes. */
export default function Seamless() {
  return <CategoryScreen />;
}
