import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BodyOf,
  type PayeeForm,
  type PaymentPasswordForm,
  payeeForm,
  paymentPasswordForm,
  type WithdrawalForm,
  type WithdrawalItem,
  withdrawalForm,
  withdrawalsApi,
} from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useRecall } from '../../shared/recall';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { VerificationLink } from '../../components/VerificationLink';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { Money } from '../../shared/money';
import { newRequestId, useBalance, usePayees, usePaymentPassword, useWalletMutation, useWithdrawals } from './api';
import { FieldError } from './FieldError';
import { Notices } from './Notices';

const Confirm = ({ w }: { w: WithdrawalItem }) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED'>('');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useWalletMutation((body: FormData) => call(withdrawalsApi.confirm, { params: { id: w.id }, body }));
  const go = (outcome: string) => {
    const form = new FormData();
    form.set('outcome', outcome);
    if (outcome === 'PARTLY_RECEIVED') form.set('receivedAmount', received);
    for (const f of files) form.append('proof', f);
    send.mutate(form);
  };
  return (
    <div className="confirm" data-testid={`confirm-${w.id}`}>
      <p className="muted">{t('wallet.confirmPrompt')}</p>
      <div className="confirm__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => go('RECEIVED')} data-testid="confirm-received">
          {t('wallet.received')}
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setMode('NOT_RECEIVED')} data-testid="confirm-not-received">
          {t('wallet.notReceived')}
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setMode('PARTLY_RECEIVED')} data-testid="confirm-partly">
          {t('wallet.partlyReceived')}
        </button>
      </div>
      {mode === 'PARTLY_RECEIVED' ? (
        <label className="field">
          <span>{t('wallet.receivedAmount')}</span>
          <input inputMode="decimal" value={received} onChange={(e) => setReceived(e.target.value)} data-testid="confirm-received-amount" />
        </label>
      ) : null}
      {mode ? (
        <>
          <label className="field">
            <span>{t('wallet.proof')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 3))}
              data-testid="confirm-proof"
            />
          </label>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => go(mode)}
            disabled={send.isPending}
            data-testid="confirm-send"
          >
            {t('wallet.submit')}
          </button>
        </>
      ) : null}
      <ErrorText error={send.error} />
    </div>
  );
};

const Security = () => {
  const { t } = useTranslation();
  const pp = usePaymentPassword();
  const payees = usePayees();
  const pw = useForm<PaymentPasswordForm>({
    resolver: zodResolver(paymentPasswordForm),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const noPayee = { bankName: '', accountNo: '', payeeName: '' };
  const payee = useForm<PayeeForm>({ resolver: zodResolver(payeeForm), defaultValues: noPayee });
  const setPwd = useWalletMutation((body: BodyOf<typeof withdrawalsApi.setPaymentPassword>) =>
    call(withdrawalsApi.setPaymentPassword, { body }),
  );
  const addPayee = useWalletMutation((body: BodyOf<typeof withdrawalsApi.addPayee>) => call(withdrawalsApi.addPayee, { body }));
  const removePayee = useWalletMutation((id: number) => call(withdrawalsApi.removePayee, { params: { id } }));
  const isSet = pp.data?.isSet;
  const accountNo = payee.register('accountNo');
  return (
    <details className="wallet-security" open={pp.data ? !isSet || (payees.data?.list.length ?? 0) === 0 : false}>
      <summary>{t('wallet.securitySetup')}</summary>
      <form
        className="form wallet-form"
        onSubmit={pw.handleSubmit((v) =>
          // Emptied after success: the saved password is not left in the page.
          setPwd.mutate(isSet ? v : { newPassword: v.newPassword }, { onSuccess: () => pw.reset({ oldPassword: '', newPassword: '' }) }),
        )}
      >
        <h4>{isSet ? t('wallet.changePaymentPassword') : t('wallet.setPaymentPassword')}</h4>
        {isSet ? (
          <input type="password" inputMode="numeric" placeholder={t('wallet.oldPaymentPassword')} {...pw.register('oldPassword')} />
        ) : null}
        <input
          type="password"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('wallet.sixDigits')}
          {...pw.register('newPassword')}
          data-testid="pp-new"
        />
        <FieldError code={pw.formState.errors.oldPassword?.message ?? pw.formState.errors.newPassword?.message} />
        <ErrorText error={setPwd.error} />
        {setPwd.isSuccess ? (
          <FormMessage tone="success" testId="pp-done">
            {t('wallet.done')}
          </FormMessage>
        ) : null}
        <button type="submit" className="btn btn--sm" data-testid="pp-save">
          {t('wallet.save')}
        </button>
      </form>
      <ul className="record-list">
        {(payees.data?.list ?? []).map((p) => (
          <li key={p.id} className="record">
            <span>
              {p.bankName} <bdi>{p.accountNoMasked}</bdi> · {p.payeeName}
            </span>
            <button type="button" className="link-btn" onClick={() => removePayee.mutate(p.id)}>
              {t('wallet.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="form wallet-form"
        onSubmit={payee.handleSubmit((v) => addPayee.mutate(v, { onSuccess: () => payee.reset(noPayee) }))}
      >
        <h4>{t('wallet.addPayee')}</h4>
        <input placeholder={t('wallet.bankName')} {...payee.register('bankName')} required />
        <input
          placeholder={t('wallet.accountNo')}
          {...accountNo}
          onChange={(e) => {
            // Account numbers are kept in capitals as they are typed (banks print them so).
            e.target.value = e.target.value.toUpperCase();
            return accountNo.onChange(e);
          }}
          required
        />
        <input placeholder={t('wallet.payeeName')} {...payee.register('payeeName')} required />
        <FieldError
          code={
            payee.formState.errors.bankName?.message ??
            payee.formState.errors.accountNo?.message ??
            payee.formState.errors.payeeName?.message
          }
        />
        <ErrorText error={addPayee.error} />
        {addPayee.isSuccess ? (
          <FormMessage tone="success" testId="payee-done">
            {t('wallet.done')}
          </FormMessage>
        ) : null}
        <button type="submit" className="btn btn--sm">
          {t('wallet.add')}
        </button>
      </form>
    </details>
  );
};

/** withdraw: payee accounts and payment password, the request, and confirming receipt after payout. */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const balance = useBalance();
  const payees = usePayees();
  const withdrawals = useWithdrawals();
  // What a transfer-wallet vendor still holds comes back first, so "available" is the member's whole balance.
  const recall = useRecall();
  useEffect(() => void recall(), [recall]);
  const form = useForm<WithdrawalForm>({
    resolver: zodResolver(withdrawalForm),
    defaultValues: { payeeId: '', amount: '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const payeeField = useController({ control: form.control, name: 'payeeId' });
  const request = useWalletMutation((body: BodyOf<typeof withdrawalsApi.request>) => call(withdrawalsApi.request, { body }));
  const list = payees.data?.list ?? [];
  // Until the member picks one, the first payee is the choice (as the select shows it).
  const first = payees.data?.list[0]?.id;
  useEffect(() => {
    const current = form.getValues('payeeId');
    if (first !== undefined && !payees.data?.list.some((p) => String(p.id) === current)) form.setValue('payeeId', String(first));
  }, [first, payees.data, form]);
  const submit = form.handleSubmit((v) =>
    request.mutate(
      { payeeId: Number(v.payeeId), amount: v.amount, paymentPassword: v.paymentPassword, requestId: newRequestId() },
      // Emptied after success (the payee stays): a second request needs a new amount, not a second click.
      { onSuccess: () => form.reset({ payeeId: v.payeeId, amount: '', paymentPassword: '' }) },
    ),
  );
  return (
    <div className="wallet-page" data-testid="withdraw-page">
      <Notices />
      <p>
        {t('wallet.available')}: <Money minor={balance.data?.balance[0]?.availBalance} />
      </p>
      <Security />
      <form className="form wallet-form" onSubmit={submit}>
        <label className="field">
          <span>{t('wallet.payee')}</span>
          <select {...payeeField.field} required data-testid="withdraw-payee">
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.bankName} {p.accountNoMasked}
              </option>
            ))}
          </select>
        </label>
        <FieldError code={errors.payeeId?.message} />
        <label className="field">
          <span>{t('wallet.amount')}</span>
          <input inputMode="decimal" {...form.register('amount')} required data-testid="withdraw-amount" />
        </label>
        <FieldError code={errors.amount?.message} />
        <label className="field">
          <span>{t('wallet.paymentPassword')}</span>
          <input type="password" inputMode="numeric" {...form.register('paymentPassword')} required data-testid="withdraw-password" />
        </label>
        <FieldError code={errors.paymentPassword?.message} />
        <ErrorText error={request.error} />
        <VerificationLink error={request.error} />
        {request.isSuccess ? (
          <FormMessage tone="success" testId="withdraw-done">
            {t('wallet.withdrawSubmitted')}
          </FormMessage>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={request.isPending || list.length === 0} data-testid="withdraw-submit">
          {t('wallet.withdraw')}
        </button>
      </form>
      <h3>{t('wallet.recentWithdrawals')}</h3>
      <ul className="record-list" data-testid="withdrawal-list">
        {(withdrawals.data?.list ?? []).map((w) => (
          <li key={w.id} className="record record--block" data-testid={`withdrawal-${w.id}`}>
            <div className="record__row">
              <Money minor={w.amount} />
              <span className={`status status--${w.status.toLowerCase()}`} data-testid="withdrawal-status">
                {t(`wallet.withdrawalStatus.${w.status}`)}
              </span>
            </div>
            {w.remainingAmount && w.status === 'PARTLY_RECEIVED' ? (
              <p className="muted">
                {t('wallet.receivedAmount')}: <Money minor={w.receivedAmount} /> · {t('wallet.remaining')}:{' '}
                <Money minor={w.remainingAmount} />
              </p>
            ) : null}
            {w.status === 'PAID' ? <Confirm w={w} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
};
