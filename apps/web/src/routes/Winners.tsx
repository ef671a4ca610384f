import { WinnersList } from '../features/catalogue/WinnersList';

export default function Winners() {
  return <WinnersList />;
}
