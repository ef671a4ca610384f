import { BetRecordsPage } from './BetRecordsPage';
import { ProfitPage } from './ProfitPage';

/** The member-centre pages the records feature owns (loaded on demand: the proof check brings the game engine). */
export default function RecordsPage({ page }: { page: string }) {
  if (page === 'personalHistoryCopy') return <BetRecordsPage />;
  if (page === 'personalProfit') return <ProfitPage />;
  return null;
}
