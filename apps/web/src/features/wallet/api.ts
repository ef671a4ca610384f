import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepositItem,
  FundsConsolidatedValue,
  MemTransItem,
  MoneyMoveValue,
  WalletBalanceValue,
  WithdrawalItem,
} from '@wl/contracts';
import { ApiError, api, apiHeaders } from '../../lib/api';
import { useToken } from '../session/member-api';

/** Query keys of the wallet's resources (one factory, so a money move refreshes everything it touches). */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
  funds: () => ['wallet', 'funds'] as const,
  merchantWallet: () => ['wallet', 'merchantWallet'] as const,
  history: (q: object) => ['wallet', 'history', q] as const,
  channels: () => ['wallet', 'channels'] as const,
  deposits: () => ['wallet', 'deposits'] as const,
  payees: () => ['wallet', 'payees'] as const,
  paymentPassword: () => ['wallet', 'paymentPassword'] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  notices: () => ['wallet', 'notices'] as const,
  downline: () => ['wallet', 'downline'] as const,
};

/** A fresh id per submission: the server answers a repeat of the same id with the first result. */
export const newRequestId = () => crypto.randomUUID();

const useAuthed = <T>(key: readonly unknown[], path: string, opts: { query?: Record<string, string | number>; enabled?: boolean; refetchInterval?: number } = {}) => {
  const token = useToken();
  return useQuery({
    queryKey: [...key, token],
    queryFn: () => api<T>(path, { query: opts.query }),
    enabled: Boolean(token) && opts.enabled !== false,
    staleTime: 10_000,
    refetchInterval: opts.refetchInterval,
  });
};

export const useBalance = () => useAuthed<WalletBalanceValue>(walletKeys.balance(), '/wps/v2/wallets/balance', { query: { typeId: 0 } });
export const useFunds = () => useAuthed<FundsConsolidatedValue>(walletKeys.funds(), '/wps/member/info/funds/consolidated');
export const useMerchantWallet = () => useAuthed<{ isSingle: boolean; vendors: string[] }>(walletKeys.merchantWallet(), '/wps/relay/GCS_merchantWallet');
export const useHistory = (q: { type: string; range: string; pageNo: number; pageSize: number }) =>
  useAuthed<{ list: MemTransItem[]; total: number; totalPages: number; pageNo: number }>(walletKeys.history(q), '/wps/relay/ODSFE2_MemTransDet', { query: q });
export type Channel = { code: string; kind: 'BANK' | 'GATEWAY'; name: string; minAmount: string; maxAmount: string; bankInfo: { bankName: string; accountName: string; accountNo: string } | null };
export const useChannels = () => useAuthed<Channel[]>(walletKeys.channels(), '/wps/deposit/channels');
export const useDeposits = () => useAuthed<{ list: DepositItem[] }>(walletKeys.deposits(), '/wps/deposit/list');
export type Payee = { id: number; bankName: string; payeeName: string; accountNoMasked: string };
export const usePayees = () => useAuthed<{ list: Payee[] }>(walletKeys.payees(), '/wps/member/payee');
export const usePaymentPassword = () => useAuthed<{ isSet: boolean }>(walletKeys.paymentPassword(), '/wps/member/paymentPassword');
export const useWithdrawals = () => useAuthed<{ list: WithdrawalItem[] }>(walletKeys.withdrawals(), '/wps/withdrawal/list');
export type Notice = { id: number; kind: string; amount: string | null; refId: number | null; read: boolean; createdAt: string };
export const useNotices = () => useAuthed<{ list: Notice[]; unread: number }>(walletKeys.notices(), '/wps/wallet/notices', { refetchInterval: 30_000 });
export const useDownline = (enabled: boolean) =>
  useAuthed<{ list: { id: number; account: string; nickname: string | null; depth: number }[] }>(walletKeys.downline(), '/wps/wallet/downline', { enabled });

/** Multipart calls (proof images); same headers and error handling as api(). */
export const apiForm = async <T>(path: string, form: FormData): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: apiHeaders(), body: form });
  } catch {
    throw new ApiError('system.unavailable', 0);
  }
  const payload = (await res.json().catch(() => null)) as { success?: boolean; value?: T; code?: string; message?: string } | null;
  if (!payload?.success) throw new ApiError(payload?.code ?? 'system.error', res.status, payload?.message, payload?.value);
  return payload.value as T;
};

/** A wallet mutation: on success every wallet query (balance, history, lists, notices) is refreshed. */
export const useWalletMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: walletKeys.all }) });
};

export const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body });
export type { MoneyMoveValue };
