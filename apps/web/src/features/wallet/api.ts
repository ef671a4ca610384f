import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DepositItem, type MoneyMoveValue, type QueryOf, type WithdrawalItem, walletApi } from '@wl/contracts';
import { api, apiForm } from '../../shared/api';

export { apiForm };
import { useBalance } from '../../shared/balance';
import { useMemberQuery } from '../../shared/member-query';
import { walletKeys } from '../../shared/query-keys';
import { useToken } from '../../shared/session';

export { useBalance, walletKeys };

/** A fresh id per submission: the server answers a repeat of the same id with the first result. */
export const newRequestId = () => crypto.randomUUID();

const useAuthed = <T>(
  key: readonly unknown[],
  path: string,
  opts: { query?: Record<string, string | number>; enabled?: boolean; refetchInterval?: number } = {},
) => {
  const token = useToken();
  return useQuery({
    queryKey: [...key, token],
    queryFn: () => api<T>(path, { query: opts.query }),
    enabled: Boolean(token) && opts.enabled !== false,
    staleTime: 10_000,
    refetchInterval: opts.refetchInterval,
  });
};

export const useFunds = () => useMemberQuery(walletKeys.funds(), walletApi.consolidated);
export const useMerchantWallet = () => useMemberQuery(walletKeys.merchantWallet(), walletApi.merchantWallet);
export const useHistory = (q: QueryOf<typeof walletApi.memTransDet>) =>
  useMemberQuery(walletKeys.history(q), walletApi.memTransDet, { query: q });
export type Channel = {
  code: string;
  kind: 'BANK' | 'GATEWAY';
  name: string;
  minAmount: string;
  maxAmount: string;
  bankInfo: { bankName: string; accountName: string; accountNo: string } | null;
};
export const useChannels = () => useAuthed<Channel[]>(walletKeys.channels(), '/wps/deposit/channels');
export const useDeposits = () => useAuthed<{ list: DepositItem[] }>(walletKeys.deposits(), '/wps/deposit/list');
export type Payee = { id: number; bankName: string; payeeName: string; accountNoMasked: string };
export const usePayees = () => useAuthed<{ list: Payee[] }>(walletKeys.payees(), '/wps/member/payee');
export const usePaymentPassword = () => useAuthed<{ isSet: boolean }>(walletKeys.paymentPassword(), '/wps/member/paymentPassword');
export const useWithdrawals = () => useAuthed<{ list: WithdrawalItem[] }>(walletKeys.withdrawals(), '/wps/withdrawal/list');
export type Notice = { id: number; kind: string; amount: string | null; refId: number | null; read: boolean; createdAt: string };
export const useNotices = () =>
  useAuthed<{ list: Notice[]; unread: number }>(walletKeys.notices(), '/wps/wallet/notices', { refetchInterval: 30_000 });
export const useDownline = (enabled: boolean) => useMemberQuery(walletKeys.downline(), walletApi.downline, undefined, { enabled });

/** A wallet mutation: on success every wallet query (balance, history, lists, notices) is refreshed. */
export const useWalletMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: walletKeys.all }) });
};

export const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body });
export type { MoneyMoveValue };
