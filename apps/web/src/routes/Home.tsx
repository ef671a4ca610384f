import { HomeLobby } from '../features/catalogue/HomeLobby';

export default function Home() {
  return <HomeLobby />;
}
