import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositsApi, type MoneyMoveValue, type QueryOf, walletApi, withdrawalsApi } from '@wl/contracts';
import { useBalance } from '../../shared/balance';
import { useLang } from '../../shared/language';
import { useMemberQuery } from '../../shared/member-query';
import { walletKeys } from '../../shared/query-keys';

export { useBalance, walletKeys };

/** A fresh id per submission: the server answers a repeat of the same id with the first result. */
export const newRequestId = () => crypto.randomUUID();

export const useFunds = () => useMemberQuery(walletKeys.funds(), walletApi.consolidated);
export const useMerchantWallet = () => useMemberQuery(walletKeys.merchantWallet(), walletApi.merchantWallet);
/** The transaction history names wallets in the interface language: the language is part of its key. */
export const useHistory = (q: QueryOf<typeof walletApi.memTransDet>) => {
  const lang = useLang();
  return useMemberQuery([...walletKeys.history(q), lang], walletApi.memTransDet, { query: q });
};
export const useChannels = () => useMemberQuery(walletKeys.channels(), depositsApi.channels);
export const useDeposits = () => useMemberQuery(walletKeys.deposits(), depositsApi.list);
export const usePayees = () => useMemberQuery(walletKeys.payees(), withdrawalsApi.payees);
export const usePaymentPassword = () => useMemberQuery(walletKeys.paymentPassword(), withdrawalsApi.paymentPassword);
export const useWithdrawals = () => useMemberQuery(walletKeys.withdrawals(), withdrawalsApi.list);
export const useNotices = () => useMemberQuery(walletKeys.notices(), withdrawalsApi.notices, undefined, { refetchInterval: 30_000 });
export const useDownline = (enabled: boolean) => useMemberQuery(walletKeys.downline(), walletApi.downline, undefined, { enabled });

/** A wallet mutation: on success every wallet query (balance, history, lists, notices) is refreshed. */
export const useWalletMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: walletKeys.all }) });
};

export type { MoneyMoveValue };
