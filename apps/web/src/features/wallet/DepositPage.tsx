import { zodResolver } from '@hookform/resolvers/zod';
import { type BodyOf, type DepositForm, depositForm, depositsApi } from '@wl/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/datetime';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { VerificationLink } from '../../components/VerificationLink';
import { call } from '../../shared/client';
import { Money } from '../../shared/money';
import { newRequestId, useChannels, useDeposits, useWalletMutation } from './api';
import { FieldError } from './FieldError';
import { Notices } from './Notices';

/**
 * depositv2: pick a channel; a gateway opens its payment page, a bank transfer sends the payer name and proof.
 * `offer`: what the member centre shows above the form (the invitation to set a deposit limit).
 */
export const DepositPage = ({ offer }: { offer?: ReactNode }) => {
  const { t } = useTranslation();
  const channels = useChannels();
  const deposits = useDeposits();
  const [code, setCode] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // A file input cannot be emptied from code: a new one replaces it after a sent deposit.
  const [proofRound, setProofRound] = useState(0);
  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === code) ?? list[0];
  const form = useForm<DepositForm>({
    resolver: zodResolver(depositForm),
    defaultValues: { kind: 'GATEWAY', amount: '', payerName: '' },
  });
  const { errors } = form.formState;
  const kind = channel?.kind;
  // The rules depend on the channel's kind: a bank transfer also needs the payer's name.
  useEffect(() => {
    if (kind) form.setValue('kind', kind);
  }, [kind, form]);
  const gateway = useWalletMutation((body: BodyOf<typeof depositsApi.gateway>) => call(depositsApi.gateway, { body }));
  const manual = useWalletMutation((body: FormData) => call(depositsApi.manual, { body }));
  const submit = form.handleSubmit(async (v) => {
    if (!channel) return;
    if (channel.kind === 'GATEWAY') {
      const d = await gateway.mutateAsync({ channelCode: channel.code, amount: v.amount, requestId: newRequestId() }).catch(() => null);
      if (d?.payUrl) window.location.assign(d.payUrl);
      return;
    }
    const data = new FormData();
    data.set('channelCode', channel.code);
    data.set('amount', v.amount);
    data.set('payerName', v.payerName);
    data.set('requestId', newRequestId());
    for (const f of files) data.append('proof', f);
    manual.mutate(data, {
      onSuccess: () => {
        form.reset({ kind: channel.kind, amount: '', payerName: '' });
        setFiles([]);
        setProofRound((n) => n + 1);
      },
    });
  });
  return (
    <div className="wallet-page" data-testid="deposit-page">
      <Notices />
      {offer}
      <div className="chips" role="tablist">
        {list.map((c) => (
          <button
            key={c.code}
            type="button"
            role="tab"
            aria-selected={c.code === channel?.code}
            className={`chip${c.code === channel?.code ? ' chip--on' : ''}`}
            onClick={() => setCode(c.code)}
            data-testid={`channel-${c.code}`}
          >
            {c.name}
          </button>
        ))}
      </div>
      {channel ? (
        <form className="form wallet-form" onSubmit={submit}>
          <p className="muted">
            {t('wallet.limits')}: <Money minor={channel.minAmount} /> – <Money minor={channel.maxAmount} />
          </p>
          {channel.bankInfo ? (
            <dl className="bank-info" data-testid="bank-info">
              <dt>{t('wallet.bankName')}</dt>
              <dd>{channel.bankInfo.bankName}</dd>
              <dt>{t('wallet.accountName')}</dt>
              <dd>{channel.bankInfo.accountName}</dd>
              <dt>{t('wallet.accountNo')}</dt>
              <dd>
                <bdi>{channel.bankInfo.accountNo}</bdi>
              </dd>
            </dl>
          ) : null}
          <label className="field">
            <span>{t('wallet.amount')}</span>
            <input inputMode="decimal" {...form.register('amount')} required data-testid="deposit-amount" />
          </label>
          <FieldError code={errors.amount?.message} />
          {channel.kind === 'BANK' ? (
            <>
              <label className="field">
                <span>{t('wallet.payerName')}</span>
                <input {...form.register('payerName')} required maxLength={64} data-testid="deposit-payer" />
              </label>
              <FieldError code={errors.payerName?.message} />
              <label className="field">
                <span>{t('wallet.proof')}</span>
                <input
                  key={proofRound}
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 3))}
                  data-testid="deposit-proof"
                />
              </label>
            </>
          ) : null}
          <ErrorText error={gateway.error ?? manual.error} />
          <VerificationLink error={gateway.error ?? manual.error} />
          {manual.isSuccess ? (
            <FormMessage tone="success" testId="deposit-done">
              {t('wallet.depositSubmitted')}
            </FormMessage>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={gateway.isPending || manual.isPending} data-testid="deposit-submit">
            {channel.kind === 'GATEWAY' ? t('wallet.payNow') : t('wallet.submit')}
          </button>
        </form>
      ) : null}
      <h3>{t('wallet.recentDeposits')}</h3>
      <ul className="record-list" data-testid="deposit-list">
        {(deposits.data?.list ?? []).map((d) => (
          <li key={d.id} className="record" data-testid={`deposit-${d.id}`}>
            <Money minor={d.amount} />
            <span className={`status status--${d.status.toLowerCase()}`}>{t(`wallet.depositStatus.${d.status}`)}</span>
            <DateTime value={d.createdAt} className="muted" />
          </li>
        ))}
      </ul>
    </div>
  );
};
