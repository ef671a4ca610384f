import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import type { ViewerState } from '../../shared/session';
import { type BodyOf, walletApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { newRequestId, useBalance, useDownline, useMerchantWallet, useWalletMutation } from './api';
import { useMoney } from '../../shared/money';
import { useWalletName } from '../../shared/balance';

/** A transfer form's amount. */
const AmountField = ({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId: string }) => {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('wallet.amount')}</span>
      <input inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} required data-testid={testId} />
    </label>
  );
};

/** A transfer form's end: why it failed or that it is done, and its submit (`<testId>-done`, `<testId>-submit`). */
const TransferSubmit = ({ state, testId }: { state: { error: unknown; isSuccess: boolean; isPending: boolean }; testId: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <ErrorText error={state.error} />
      {state.isSuccess ? (
        <FormMessage tone="success" testId={`${testId}-done`}>
          {t('wallet.done')}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={state.isPending} data-testid={`${testId}-submit`}>
        {t('wallet.transfer')}
      </button>
    </>
  );
};

/** transferFund: every wallet's balance, and moving funds between the main wallet and a vendor wallet. */
export const TransferFund = () => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const balance = useBalance();
  const mw = useMerchantWallet();
  const walletName = useWalletName();
  const [from, setFrom] = useState('MAIN');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const move = useWalletMutation((body: BodyOf<typeof walletApi.walletTransfer>) => call(walletApi.walletTransfer, { body }));
  const wallets = balance.data?.balance ?? [];
  const vendors = mw.data?.vendors ?? [];
  const target = to || vendors[0] || '';
  const vendorOptions = vendors.map((v) => (
    <option key={v} value={v}>
      {walletName(v)}
    </option>
  ));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate({ from, to: from === 'MAIN' ? target : 'MAIN', amount, requestId: newRequestId() }, { onSuccess: () => setAmount('') });
  };
  return (
    <div className="wallet-page" data-testid="transfer-fund">
      <ul className="wallet-cards">
        {wallets.map((w) => (
          <li key={w.wallet} className="wallet-card" data-testid={`wallet-${w.wallet}`}>
            <span className="muted">{walletName(w.wallet, w.name)}</span>
            <bdi className="wallet-card__amount">{fmt(w.availBalance)}</bdi>
          </li>
        ))}
      </ul>
      {mw.data?.isSingle ? (
        <p className="muted">{t('wallet.singleWallet')}</p>
      ) : (
        <form className="form wallet-form" onSubmit={submit}>
          <label className="field">
            <span>{t('wallet.from')}</span>
            <select value={from} onChange={(e) => setFrom(e.target.value)} data-testid="fund-from">
              <option value="MAIN">{t('wallet.mainWallet')}</option>
              {vendorOptions}
            </select>
          </label>
          {from === 'MAIN' ? (
            <label className="field">
              <span>{t('wallet.to')}</span>
              <select value={target} onChange={(e) => setTo(e.target.value)} data-testid="fund-to">
                {vendorOptions}
              </select>
            </label>
          ) : null}
          <AmountField value={amount} onChange={setAmount} testId="fund-amount" />
          <TransferSubmit state={move} testId="fund" />
        </form>
      )}
    </div>
  );
};

/** transferUpline: members and agents send to their upline; agents also send to one or several downlines. */
export const TransferUpline = ({ viewer }: { viewer: ViewerState }) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const balance = useBalance();
  const isAgent = viewer.kind === 'agent';
  const downline = useDownline(isAgent);
  const [amount, setAmount] = useState('');
  const up = useWalletMutation((body: BodyOf<typeof walletApi.toUpline>) => call(walletApi.toUpline, { body }));
  const [picked, setPicked] = useState<Record<string, string>>({});
  const down = useWalletMutation((body: BodyOf<typeof walletApi.toDownline>) => call(walletApi.toDownline, { body }));
  const sendUp = (e: FormEvent) => {
    e.preventDefault();
    up.mutate({ amount, requestId: newRequestId() }, { onSuccess: () => setAmount('') });
  };
  const sendDown = (e: FormEvent) => {
    e.preventDefault();
    const transfers = Object.entries(picked)
      .filter(([, a]) => a.trim() !== '')
      .map(([account, a]) => ({ account, amount: a }));
    if (transfers.length > 0) down.mutate({ requestId: newRequestId(), transfers }, { onSuccess: () => setPicked({}) });
  };
  return (
    <div className="wallet-page" data-testid="transfer-upline">
      <p>
        {t('wallet.available')}: <bdi data-testid="transfer-available">{fmt(balance.data?.balance[0]?.availBalance)}</bdi>
      </p>
      <form className="form wallet-form" onSubmit={sendUp}>
        <h3>{t('wallet.toUpline')}</h3>
        <AmountField value={amount} onChange={setAmount} testId="upline-amount" />
        <TransferSubmit state={up} testId="upline" />
      </form>
      {isAgent ? (
        <form className="form wallet-form" onSubmit={sendDown} data-testid="downline-form">
          <h3>{t('wallet.toDownline')}</h3>
          {downline.data?.list.length ? (
            <ul className="downline-list">
              {downline.data.list.map((m) => (
                <li key={m.id}>
                  <label className="field downline-row">
                    <span>
                      <bdi>{m.account}</bdi> {m.nickname ? <span className="muted">({m.nickname})</span> : null}
                    </span>
                    <input
                      inputMode="decimal"
                      placeholder={t('wallet.amount')}
                      value={picked[m.account] ?? ''}
                      onChange={(e) => setPicked({ ...picked, [m.account]: e.target.value })}
                      data-testid={`downline-amount-${m.account}`}
                    />
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
          <TransferSubmit state={down} testId="downline" />
        </form>
      ) : null}
    </div>
  );
};
