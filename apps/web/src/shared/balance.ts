import { walletApi } from '@wl/contracts';
import { useMemberQuery } from './member-query';
import { walletKeys } from './query-keys';

/** The member's balances (sum and per wallet); the header, the member centre and the game pages share this query. */
export const useBalance = () => useMemberQuery(walletKeys.balance(), walletApi.balance, { query: { typeId: 0 } });
