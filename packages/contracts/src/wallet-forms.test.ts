import { describe, expect, it } from 'vitest';
import { amountText, depositForm, payeeForm, paymentPasswordForm, withdrawalForm } from './wallet-forms';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);

describe('money form rules', () => {
  it('an amount is a positive decimal with one point and no separators, as the server parses it', () => {
    for (const ok of ['150', '1250.50', ' 5.25 ', '0.01']) expect(amountText.safeParse(ok).success, ok).toBe(true);
    expect(codeOf(amountText.safeParse(''))).toBe('input.empty');
    for (const bad of ['abc', '0', '-5', '1e3', '1.2.3', '1,250.50', '0,01', '10,50'])
      expect(codeOf(amountText.safeParse(bad)), bad).toBe('wallet.amount_invalid');
  });

  it('a bank deposit needs the payer name; a gateway deposit does not', () => {
    expect(depositForm.safeParse({ kind: 'GATEWAY', amount: '150', payerName: '' }).success).toBe(true);
    expect(codeOf(depositForm.safeParse({ kind: 'BANK', amount: '150', payerName: ' ' }))).toBe('input.empty');
    expect(depositForm.safeParse({ kind: 'BANK', amount: '150', payerName: 'Ali Khan' }).success).toBe(true);
  });

  it('a withdrawal names a payee, an amount and the payment password', () => {
    expect(withdrawalForm.safeParse({ payeeId: '3', amount: '100', paymentPassword: '246810' }).success).toBe(true);
    expect(codeOf(withdrawalForm.safeParse({ payeeId: '', amount: '100', paymentPassword: '246810' }))).toBe('wallet.payee_not_found');
    expect(codeOf(withdrawalForm.safeParse({ payeeId: '3', amount: '100', paymentPassword: '' }))).toBe('input.empty');
  });

  it('the payment password is six digits; a payee account number is digits and capitals', () => {
    expect(paymentPasswordForm.safeParse({ oldPassword: '', newPassword: '246810' }).success).toBe(true);
    for (const bad of ['12345', '1234567', 'abcdef'])
      expect(codeOf(paymentPasswordForm.safeParse({ oldPassword: '', newPassword: bad }))).toBe('request_param_err');
    expect(payeeForm.safeParse({ bankName: 'HBL', accountNo: 'PK36SCBL0000001123456702', payeeName: 'Ali Khan' }).success).toBe(true);
    expect(codeOf(payeeForm.safeParse({ bankName: 'HBL', accountNo: 'pk36-01', payeeName: 'Ali Khan' }))).toBe('request_param_err');
  });
});
