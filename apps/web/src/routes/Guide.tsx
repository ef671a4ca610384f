import { BeginnerGuide } from '../features/help/BeginnerGuide';

export default function Guide() {
  return <BeginnerGuide />;
}
