import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentsOpsApi, type OpsTreeNode } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { agentsKeys } from './agents-keys';

type Props = { merchant: string; node: OpsTreeNode; onClose: () => void };

/** Moves an account and its whole team under another upline (or to the top): the new upline, then a confirmation. */
export const MoveDialog = ({ merchant, node, onClose }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = useId();
  const [upline, setUpline] = useState('');
  const [confirming, setConfirming] = useState(false);
  const target = upline.trim().toLowerCase() || null;
  const move = useMutation({
    mutationFn: () => call(agentsOpsApi.move, { params: { code: merchant }, body: { account: node.account, upline: target } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: agentsKeys.all(merchant) });
      onClose();
    },
  });
  if (confirming)
    return (
      <ConfirmDialog
        open
        title={t('agents.move.confirmTitle')}
        confirmLabel={t('agents.move.confirm')}
        danger
        busy={move.isPending}
        error={move.error}
        onConfirm={() => move.mutate()}
        onClose={() => setConfirming(false)}
      >
        <p data-testid="move-confirm-text">
          {target
            ? t('agents.move.confirmText', { account: node.account, upline: target, n: node.teamSize })
            : t('agents.move.confirmTop', { account: node.account, n: node.teamSize })}
        </p>
      </ConfirmDialog>
    );
  return (
    <Modal open title={t('agents.move.title', { account: node.account })} onClose={onClose} testId="move-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <p className="muted">{t('agents.move.text', { n: node.teamSize })}</p>
        <div className="field">
          <label htmlFor={`${id}-up`}>{t('agents.move.upline')}</label>
          <input
            id={`${id}-up`}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            data-autofocus
            value={upline}
            onChange={(e) => setUpline(e.target.value)}
            data-testid="move-upline"
          />
          <p className="field__hint">{t('agents.move.uplineHint')}</p>
        </div>
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" data-testid="move-next">
            {t('agents.move.next')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
