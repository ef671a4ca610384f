import { z } from 'zod';
import { parseToMinor } from './money';
import { payeeAccountNoPattern, paymentPasswordPattern } from './wallet';

/**
 * The rules of the money forms (deposit, withdrawal, payee, payment password) as the web checks them before sending.
 * Each message is the error code the server would answer for the same input, so the text a person reads is the same
 * whether the browser or the server refused it. The server keeps its own body schemas (wallet.ts) and the last word:
 * limits, the currency's decimals and balances are only known there.
 */

/** An amount as typed: a positive decimal with one point and no separators or exponent (as the server parses it). */
export const amountText = z
  .string()
  .trim()
  .min(1, 'input.empty')
  .refine((text) => {
    const v = /e/i.test(text) ? null : parseToMinor(text, 20);
    return v !== null && v > 0n;
  }, 'wallet.amount_invalid');

const payerName = z.string().trim().min(1, 'input.empty').max(64, 'request_param_err');

/** Deposit: a gateway needs the amount; a bank transfer also the payer's name (the proof images travel beside). */
export const depositForm = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('GATEWAY'), amount: amountText, payerName: z.string() }),
  z.object({ kind: z.literal('BANK'), amount: amountText, payerName }),
]);
export type DepositForm = z.input<typeof depositForm>;

/** Withdrawal request: the payee chosen, the amount and the payment password. */
export const withdrawalForm = z.object({
  payeeId: z.string().regex(/^[1-9]\d*$/, 'wallet.payee_not_found'),
  amount: amountText,
  paymentPassword: z.string().min(1, 'input.empty').max(64, 'wallet.payment_password_wrong'),
});
export type WithdrawalForm = z.input<typeof withdrawalForm>;

const payeeText = z.string().trim().min(2, 'request_param_err').max(64, 'request_param_err');

/** A payee bank account, by the server's payee rules (the web upper-cases the account number as it is typed). */
export const payeeForm = z.object({
  bankName: payeeText,
  accountNo: z.string().regex(payeeAccountNoPattern, 'request_param_err'),
  payeeName: payeeText,
});
export type PayeeForm = z.input<typeof payeeForm>;

/** Setting the payment password: six digits; changing it also needs the old one (checked by the server). */
export const paymentPasswordForm = z.object({
  oldPassword: z.string().max(64, 'wallet.payment_password_wrong'),
  newPassword: z.string().regex(paymentPasswordPattern, 'request_param_err'),
});
export type PaymentPasswordForm = z.input<typeof paymentPasswordForm>;
