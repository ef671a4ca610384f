import { WalletBalance } from '../wallet/WalletBalance';
import type { MemberInfo } from '../session/member-api';

/** Header balance: the wallet's sum with hide, refresh and copy-ID (features/wallet). */
export const Balance = ({ member }: { member: MemberInfo }) => <WalletBalance memberId={member.id} variant="header" />;
