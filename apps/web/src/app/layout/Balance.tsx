import { WalletBalance } from '../../features/wallet/WalletBalance';
import type { MemberInfo } from '../../shared/session';

/** Header balance: the wallet's sum with hide, refresh and copy-ID (features/wallet). */
export const Balance = ({ member }: { member: MemberInfo }) => <WalletBalance memberId={member.id} variant="header" />;
