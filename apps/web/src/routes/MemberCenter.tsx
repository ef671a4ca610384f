import { MemberCenter as Centre } from '../app/MemberCenter';

/** Lazy screen: /member and /member/<page>. */
export default function MemberCenter() {
  return <Centre />;
}
