import { SeamlessCentre } from '../features/catalogue/SeamlessCentre';

/** Lazy screen (Seamless): the games of the vendors on the seamless wallet. */
export default function Seamless() {
  return <SeamlessCentre />;
}
