import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Money on the wire: integer minor units as a string (formatMinor turns it into text). */
export const minorString = z.string().regex(/^-?\d+$/);
/** An amount a person typed, as a decimal ("1250.50") or a number; the server parses it exactly or refuses it. */
export const amountInput = z.union([z.string().max(40), z.number()]);
/** The client's unique id of a money request: replays with the same id answer the first result. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/);

export const walletBalanceValue = z.object({
  sumBalance: minorString,
  currencyCode: z.string(),
  currencySymbol: z.string(),
  decimals: z.number().int(),
  balance: z.array(
    z.object({
      accountTypeId: z.number().int(),
      wallet: z.string(),
      /** The wallet as a person knows it: the vendor's name in the asked language, as the history names it (null for the main wallet). */
      name: z.string().nullable(),
      availBalance: minorString,
      /** A move with this transfer-wallet vendor is still open: the vendor's status decides it (issue 28). */
      pending: z.boolean().optional(),
    }),
  ),
});
export type WalletBalanceValue = z.infer<typeof walletBalanceValue>;

export const fundsConsolidatedValue = z.object({
  balance: minorString,
  mainBalance: minorString,
  vendorBalance: minorString,
  pendingWithdrawal: minorString,
  pendingDeposit: minorString,
  currencySymbol: z.string(),
  decimals: z.number().int(),
  unreadNotices: z.number().int(),
});
export type FundsConsolidatedValue = z.infer<typeof fundsConsolidatedValue>;

/** A recall: what came back to the main wallet, and the vendors still holding money it could not bring back yet. */
export const recallValue = z.object({ recalled: minorString, pending: z.array(z.string()) });

export const merchantWalletValue = z.object({ isSingle: z.boolean(), vendors: z.array(z.string()) });

export const walletTransferBody = z.object({
  from: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  to: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  amount: amountInput,
  requestId: requestIdSchema,
});
export const uplineTransferBody = z.object({
  amount: amountInput,
  requestId: requestIdSchema,
  toAccount: z.string().min(1).max(64).optional(),
});
export const downlineTransferBody = z.object({
  requestId: requestIdSchema,
  transfers: z
    .array(z.object({ account: z.string().min(1).max(64), amount: amountInput }))
    .min(1)
    .max(20),
});
export const moneyMoveValue = z.object({ transferId: z.number().int(), replayed: z.boolean(), balance: minorString });
export type MoneyMoveValue = z.infer<typeof moneyMoveValue>;

export const downlineValue = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      account: z.string(),
      nickname: z.string().nullable(),
      type: z.number().int(),
      depth: z.number().int(),
    }),
  ),
});

export const historyTypes = ['ALL', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'GAME', 'ADJUST', 'PROMOTION'] as const;
type HistoryType = (typeof historyTypes)[number];
/**
 * Every ledger transfer kind a member's history can show, with the history filter it falls under (null: listed under
 * "All" only). Each kind has a text in every pack (wallet.kind.<kind>).
 */
export const historyTypeOfKind = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  WITHDRAWAL_PAYOUT: null,
  WITHDRAWAL_RETURN: 'WITHDRAWAL',
  WITHDRAWAL_REFUND: 'WITHDRAWAL',
  TRANSFER_UPLINE: 'TRANSFER',
  TRANSFER_DOWNLINE: 'TRANSFER',
  WALLET_TRANSFER: 'TRANSFER',
  VENDOR_SYNC: 'GAME',
  ADJUST: 'ADJUST',
  GAME_BET: 'GAME',
  JACKPOT_CONTRIBUTION: null,
  JACKPOT_WIN: 'GAME',
  JACKPOT_REVERSAL: null,
  GAME_WIN: 'GAME',
  GAME_ROLLBACK: 'GAME',
  LOTTERY_BET: 'GAME',
  LOTTERY_WIN: 'GAME',
  LOTTERY_REFUND: 'GAME',
  BET: 'GAME',
  WIN: 'GAME',
  ROLLBACK: 'GAME',
  PROMOTION: 'PROMOTION',
  COMMISSION: 'PROMOTION',
  REFERRAL_REWARD: 'PROMOTION',
  BONUS: 'PROMOTION',
  BONUS_FORFEIT: 'PROMOTION',
  REBATE: 'PROMOTION',
  POINTS_CASH: 'PROMOTION',
} as const satisfies Record<string, Exclude<HistoryType, 'ALL'> | null>;
export type LedgerKind = keyof typeof historyTypeOfKind;
export const ledgerKinds = Object.keys(historyTypeOfKind) as LedgerKind[];
export const historyRanges = ['today', 'yesterday', '7d', '30d'] as const;
export const memTransQuery = z.object({
  type: z.enum(historyTypes).default('ALL'),
  range: z.enum(historyRanges).default('7d'),
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
});
export const memTransItem = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  kind: z.string(),
  type: z.enum(historyTypes),
  wallet: z.string(),
  /** The wallet as a person knows it: the vendor's name in the asked language (null for the main wallet). */
  walletName: z.string().nullable(),
  amount: minorString,
  balanceBefore: minorString,
  balanceAfter: minorString,
  ref: z.string().nullable(),
  time: z.string(),
});
export type MemTransItem = z.infer<typeof memTransItem>;
export const memTransValue = z.object({
  list: z.array(memTransItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const depositStatuses = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED'] as const;
export const paymentChannel = z.object({
  code: z.string(),
  kind: z.enum(['BANK', 'GATEWAY']),
  name: z.string(),
  minAmount: minorString,
  maxAmount: minorString,
  bankInfo: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;
export const depositChannelsValue = z.array(paymentChannel);
export const gatewayDepositBody = z.object({
  channelCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  amount: amountInput,
  requestId: requestIdSchema,
});
/** Manual deposits are multipart: these fields plus one to three proof images. */
export const manualDepositFields = z.object({
  channelCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  amount: amountInput,
  requestId: requestIdSchema,
  payerName: z.string().trim().min(1).max(64),
});
export const depositItem = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  amount: minorString,
  status: z.enum(depositStatuses),
  payUrl: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositItem = z.infer<typeof depositItem>;
export const depositListValue = z.object({ list: z.array(depositItem) });
/** A deposit as its creator and the operators see it: who, the payer's name and the stored proof images. */
export const depositDetail = depositItem.extend({
  account: z.string(),
  payerName: z.string().nullable(),
  proofFileIds: z.array(z.number()),
});
export type DepositDetail = z.infer<typeof depositDetail>;
/** The gateway's confirmation answers the deposit's state after it was applied. */
export const gatewayWebhookValue = z.object({ status: z.enum(depositStatuses) });

/** A payee's bank account number: digits and capitals, as banks print it. */
export const payeeAccountNoPattern = /^[0-9A-Z]{6,34}$/;
export const payeeBody = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountNo: z.string().regex(payeeAccountNoPattern),
  payeeName: z.string().trim().min(2).max(64),
});
export const payeeItem = payeeBody.extend({ id: z.number().int(), accountNoMasked: z.string() }).omit({ accountNo: true });
export const payeeListValue = z.object({ list: z.array(payeeItem) });
export type PayeeItem = z.infer<typeof payeeItem>;

/** Six digits, like the original product's payment password. */
export const paymentPasswordPattern = /^\d{6}$/;
export const paymentPasswordSchema = z.string().regex(paymentPasswordPattern);
export const paymentPasswordBody = z.object({ oldPassword: z.string().max(64).optional(), newPassword: paymentPasswordSchema });
export const paymentPasswordVerifyBody = z.object({ password: z.string().min(1).max(64) });
export const paymentPasswordState = z.object({ isSet: z.boolean() });

export const withdrawalStatuses = [
  'PENDING',
  'PAID',
  'REJECTED',
  'RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
  'FORCED_RECEIVED',
  'REFUNDED',
  'FAILED',
] as const;
export const withdrawalBody = z.object({
  payeeId: z.number().int().positive(),
  amount: amountInput,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema,
});
export const withdrawalOutcomes = ['RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED'] as const;
/** Receipt confirmation is multipart (proof images for NOT_RECEIVED); these are its fields. */
export const withdrawalConfirmFields = z.object({ outcome: z.enum(withdrawalOutcomes), receivedAmount: amountInput.optional() });
export const withdrawalItem = z.object({
  id: z.number().int(),
  amount: minorString,
  status: z.enum(withdrawalStatuses),
  receivedAmount: minorString.nullable(),
  remainingAmount: minorString.nullable(),
  payee: z.object({ bankName: z.string(), accountNoMasked: z.string(), payeeName: z.string() }),
  reason: z.string().nullable(),
  paidAt: z.string().nullable(),
  autoReceiptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;
export const withdrawalListValue = z.object({ list: z.array(withdrawalItem) });
/** A new request answers the withdrawal and whether it was a replay of the same request id. */
export const withdrawalRequestValue = withdrawalItem.extend({ replayed: z.boolean().optional() });
/** A withdrawal as operators see it: with the member's account. */
export const withdrawalDetail = withdrawalItem.extend({ account: z.string() });
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

export const noticeKinds = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_REJECTED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_FAILED',
  'WITHDRAWAL_REFUNDED',
] as const;
export const memberNoticeItem = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  amount: minorString.nullable(),
  refId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const noticeListValue = z.object({ list: z.array(memberNoticeItem), unread: z.number().int() });
export type MemberNoticeItem = z.infer<typeof memberNoticeItem>;
export const noticesReadBody = z.object({ ids: z.array(z.number().int().positive()).max(200).optional() });
