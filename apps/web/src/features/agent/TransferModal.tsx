import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';

/** Transfer to a downline (the wallet's call): amount in the currency's units, one request id per attempt. */
export const TransferModal = ({ account, onClose }: { account: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [amount, setAmount] = useState('');
  const send = useMutation({
    mutationFn: (v: { account: string; amount: string }) =>
      call(walletApi.toDownline, { body: { requestId: crypto.randomUUID(), transfers: [{ account: v.account, amount: v.amount }] } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['wallet'] });
      setAmount('');
      onClose();
    },
  });
  return (
    <Modal open={account !== null} title={t('agent.transferTitle', { account: account ?? '' })} onClose={onClose} testId="transfer-modal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (account) send.mutate({ account, amount });
        }}
      >
        <label>
          {t('wallet.amount')}
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required data-testid="transfer-amount" />
        </label>
        <ErrorText error={send.error} />
        <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="transfer-submit">
          {t('agent.transfer')}
        </button>
      </form>
    </Modal>
  );
};
