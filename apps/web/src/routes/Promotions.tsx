import { PromotionsScreen } from '../features/promotions/PromotionsScreen';

/** Lazy screen (Promotions): the promotions page with its filters and details. */
export default function Promotions() {
  return <PromotionsScreen />;
}
