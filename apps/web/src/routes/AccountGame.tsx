import { AccountGames } from '../features/catalogue/AccountGames';

/** Lazy screen (AccountGame): /favorite and /recent. */
export default function AccountGame() {
  return <AccountGames />;
}
