import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlayerOverview, playersOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { AdjustDialog } from './AdjustDialog';
import { ReasonDialog } from '../../components/ReasonDialog';
import { playerKeys } from './player-keys';

type Dialog = 'status' | 'kick' | 'reset' | 'adjust' | 'unmask' | null;
type Props = { merchant: string; overview: PlayerOverview; onClear: (clear: PlayerOverview) => void };

/** What staff may do about a player, each only for a role that holds its permission (the server checks it again). */
export const PlayerActions = ({ merchant, overview, onClear }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const qc = useQueryClient();
  const account = overview.player.account;
  const params = { code: merchant, account };
  const locked = overview.player.status === 'LOCKED';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);

  const status = useMutation({
    mutationFn: (reason: string) => call(playersOpsApi.setStatus, { params, body: { status: locked ? 'ACTIVE' : 'LOCKED', reason } }),
    onSuccess: (next) => {
      qc.setQueryData(playerKeys.overview(merchant, account), next);
      setDialog(null);
      setDone(t(next.player.status === 'LOCKED' ? 'players.lock.locked' : 'players.lock.unlocked'));
      return qc.invalidateQueries({ queryKey: playerKeys.player(merchant, account) });
    },
  });
  const kick = useMutation({
    mutationFn: () => call(playersOpsApi.kick, { params }),
    onSuccess: ({ ended }) => {
      setDialog(null);
      setDone(t('players.kick.done', { count: f.number(ended) }));
      return qc.invalidateQueries({ queryKey: playerKeys.sessions(merchant, account) });
    },
  });
  const reset = useMutation({
    mutationFn: () => call(playersOpsApi.resetPassword, { params }),
    onSuccess: ({ channel, expiredMinutes }) => {
      setDialog(null);
      setDone(t(channel === 'email' ? 'players.reset.sentEmail' : 'players.reset.sentSms', { minutes: f.number(expiredMinutes) }));
    },
  });
  const unmask = useMutation({
    mutationFn: (reason: string) => call(playersOpsApi.unmask, { params, body: { reason } }),
    onSuccess: (clear) => {
      setDialog(null);
      onClear(clear);
    },
  });
  const show = (d: Dialog) => {
    for (const m of [status, kick, reset, unmask]) m.reset();
    setDone(null);
    setDialog(d);
  };

  const manage = can('players.manage');
  const adjust = can('balance.adjust');
  const clear = can('players.unmask') && !overview.unmasked;
  if (!manage && !adjust && !clear) return null;
  return (
    <div className="player-actions" data-testid="player-actions">
      <div className="actions actions--start">
        {manage ? (
          <button
            type="button"
            className={locked ? 'btn' : 'btn btn--danger-quiet'}
            onClick={() => show('status')}
            data-testid="player-lock"
          >
            {t(locked ? 'players.actions.unlock' : 'players.actions.lock')}
          </button>
        ) : null}
        {manage ? (
          <button type="button" className="btn" onClick={() => show('kick')} data-testid="player-kick">
            {t('players.actions.kick')}
          </button>
        ) : null}
        {manage ? (
          <button type="button" className="btn" onClick={() => show('reset')} data-testid="player-reset">
            {t('players.actions.reset')}
          </button>
        ) : null}
        {adjust ? (
          <button type="button" className="btn btn--primary" onClick={() => show('adjust')} data-testid="player-adjust">
            {t('players.actions.adjust')}
          </button>
        ) : null}
        {clear ? (
          <button type="button" className="btn" onClick={() => show('unmask')} data-testid="player-unmask">
            {t('players.actions.unmask')}
          </button>
        ) : null}
      </div>
      {done ? (
        <p className="msg msg--ok" role="status" data-testid="player-action-done">
          {done}
        </p>
      ) : null}
      <ReasonDialog
        label={t('players.reason.label')}
        rule={t('players.reason.rule')}
        open={dialog === 'status'}
        title={t(locked ? 'players.lock.unlockTitle' : 'players.lock.title')}
        text={t(locked ? 'players.lock.unlockText' : 'players.lock.text', { account })}
        confirmLabel={t(locked ? 'players.actions.unlock' : 'players.actions.lock')}
        danger={!locked}
        busy={status.isPending}
        error={status.error}
        testId="lock-dialog"
        onSubmit={(reason) => status.mutate(reason)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'kick'}
        title={t('players.kick.title')}
        confirmLabel={t('players.actions.kick')}
        danger
        busy={kick.isPending}
        error={kick.error}
        onConfirm={() => kick.mutate()}
        onClose={() => setDialog(null)}
      >
        <p>{t('players.kick.text', { account })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reset'}
        title={t('players.reset.title')}
        confirmLabel={t('players.reset.submit')}
        busy={reset.isPending}
        error={reset.error}
        onConfirm={() => reset.mutate()}
        onClose={() => setDialog(null)}
      >
        <p>{t('players.reset.text', { account })}</p>
      </ConfirmDialog>
      <ReasonDialog
        label={t('players.reason.label')}
        rule={t('players.reason.rule')}
        open={dialog === 'unmask'}
        title={t('players.unmask.title')}
        text={t('players.unmask.text', { account })}
        confirmLabel={t('players.unmask.submit')}
        busy={unmask.isPending}
        error={unmask.error}
        testId="unmask-dialog"
        onSubmit={(reason) => unmask.mutate(reason)}
        onClose={() => setDialog(null)}
      />
      <AdjustDialog open={dialog === 'adjust'} merchant={merchant} account={account} onClose={() => setDialog(null)} />
    </div>
  );
};
