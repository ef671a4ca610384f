import { MemberCenter as Centre } from '../features/member/MemberCenter';

/** Lazy screen: /member and /member/<page>. */
export default function MemberCenter() {
  return <Centre />;
}
