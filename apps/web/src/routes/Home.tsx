import { HomeLobby } from '../features/home/HomeLobby';

export default function Home() {
  return <HomeLobby />;
}
