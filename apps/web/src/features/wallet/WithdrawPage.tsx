import type { WithdrawalItem } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { api } from '../../shared/api';
import { apiForm, newRequestId, post, useBalance, usePayees, usePaymentPassword, useWalletMutation, useWithdrawals } from './api';
import { Money } from '../../shared/money';
import { Notices } from './Notices';

const Confirm = ({ w }: { w: WithdrawalItem }) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED'>('');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useWalletMutation((form: FormData) => apiForm<WithdrawalItem>(`/wps/withdrawal/${w.id}/confirm`, form));
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
  const [pw, setPw] = useState({ oldPassword: '', newPassword: '' });
  const [payee, setPayee] = useState({ bankName: '', accountNo: '', payeeName: '' });
  const setPwd = useWalletMutation((b: object) => api('/wps/member/paymentPassword', { method: 'PUT', body: b }));
  const addPayee = useWalletMutation((b: object) => post('/wps/member/payee', b));
  const removePayee = useWalletMutation((id: number) => api(`/wps/member/payee/${id}`, { method: 'DELETE' }));
  const isSet = pp.data?.isSet;
  return (
    <details className="wallet-security" open={pp.data ? !isSet || (payees.data?.list.length ?? 0) === 0 : false}>
      <summary>{t('wallet.securitySetup')}</summary>
      <form
        className="form wallet-form"
        onSubmit={(e) => {
          e.preventDefault();
          setPwd.mutate(isSet ? pw : { newPassword: pw.newPassword });
        }}
      >
        <h4>{isSet ? t('wallet.changePaymentPassword') : t('wallet.setPaymentPassword')}</h4>
        {isSet ? (
          <input
            type="password"
            inputMode="numeric"
            placeholder={t('wallet.oldPaymentPassword')}
            value={pw.oldPassword}
            onChange={(e) => setPw({ ...pw, oldPassword: e.target.value })}
          />
        ) : null}
        <input
          type="password"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('wallet.sixDigits')}
          value={pw.newPassword}
          onChange={(e) => setPw({ ...pw, newPassword: e.target.value })}
          data-testid="pp-new"
        />
        <ErrorText error={setPwd.error} />
        {setPwd.isSuccess ? <p className="form-ok">{t('wallet.done')}</p> : null}
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
        onSubmit={(e) => {
          e.preventDefault();
          addPayee.mutate(payee);
        }}
      >
        <h4>{t('wallet.addPayee')}</h4>
        <input
          placeholder={t('wallet.bankName')}
          value={payee.bankName}
          onChange={(e) => setPayee({ ...payee, bankName: e.target.value })}
          required
        />
        <input
          placeholder={t('wallet.accountNo')}
          value={payee.accountNo}
          onChange={(e) => setPayee({ ...payee, accountNo: e.target.value.toUpperCase() })}
          required
        />
        <input
          placeholder={t('wallet.payeeName')}
          value={payee.payeeName}
          onChange={(e) => setPayee({ ...payee, payeeName: e.target.value })}
          required
        />
        <ErrorText error={addPayee.error} />
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
  const [payeeId, setPayeeId] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const request = useWalletMutation((b: object) => post<WithdrawalItem>('/wps/withdrawal', b));
  const list = payees.data?.list ?? [];
  const chosen = payeeId || String(list[0]?.id ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate(
      { payeeId: Number(chosen), amount, paymentPassword: password, requestId: newRequestId() },
      { onSuccess: () => setPassword('') },
    );
  };
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
          <select value={chosen} onChange={(e) => setPayeeId(e.target.value)} required data-testid="withdraw-payee">
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.bankName} {p.accountNoMasked}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('wallet.amount')}</span>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required data-testid="withdraw-amount" />
        </label>
        <label className="field">
          <span>{t('wallet.paymentPassword')}</span>
          <input
            type="password"
            inputMode="numeric"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            data-testid="withdraw-password"
          />
        </label>
        <ErrorText error={request.error} />
        {request.isSuccess ? (
          <p className="form-ok" data-testid="withdraw-done">
            {t('wallet.withdrawSubmitted')}
          </p>
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
