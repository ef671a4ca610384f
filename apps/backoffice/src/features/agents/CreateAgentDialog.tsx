import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentsOpsApi, opsCreateAgentBody } from '@wl/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { agentsKeys } from './agents-keys';

type Props = { open: boolean; merchant: string; upline: string | null; onClose: () => void };
type Mode = 'new' | 'promote';

/**
 * A new agent: a new account under an upline (the account open in the tree, or none for a top-level agent) with a
 * password, or an existing player promoted to agent. The server's rules decide the type; its refusals show in place.
 */
export const CreateAgentDialog = ({ open, merchant, upline, onClose }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = useId();
  const [mode, setMode] = useState<Mode>('new');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [up, setUp] = useState(upline ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setUp(upline ?? ''), [upline]);
  const create = useMutation({
    mutationFn: (body: typeof opsCreateAgentBody._input) => call(agentsOpsApi.createAgent, { params: { code: merchant }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: agentsKeys.all(merchant) }),
  });
  const close = () => {
    setAccount('');
    setPassword('');
    setInvalid(false);
    create.reset();
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body =
      mode === 'new'
        ? { mode, account: account.trim().toLowerCase(), password, upline: up.trim().toLowerCase() || null }
        : { mode, account: account.trim().toLowerCase() };
    const ok = opsCreateAgentBody.safeParse(body).success;
    setInvalid(!ok);
    if (ok) create.mutate(body);
  };
  const done = create.data;
  return (
    <Modal open={open} title={t('agents.create.title')} onClose={close} testId="create-agent-dialog">
      {done ? (
        <div className="stack">
          <p className="msg msg--ok" role="status" data-testid="create-agent-done">
            {done.upline
              ? t('agents.create.doneUnder', { account: done.account, upline: done.upline })
              : t('agents.create.doneTop', { account: done.account })}
          </p>
          <div className="actions">
            <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <fieldset className="agents-choice">
            <legend>{t('agents.create.mode')}</legend>
            {(['new', 'promote'] as const).map((m) => (
              <label key={m} className="check">
                <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} data-testid={`create-mode-${m}`} />
                <span>{t(`agents.create.modes.${m}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-account`}>{t('agents.create.account')}</label>
            <input
              id={`${id}-account`}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              data-autofocus
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              aria-invalid={invalid ? true : undefined}
              data-testid="create-account"
            />
            <p className={invalid ? 'field__problem' : 'field__hint'}>
              {mode === 'new' ? t('agents.create.accountRule') : t('agents.create.promoteHint')}
            </p>
          </div>
          {mode === 'new' ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-pw`}>{t('agents.create.password')}</label>
                <input
                  id={`${id}-pw`}
                  type="password"
                  dir="ltr"
                  autoComplete="new-password"
                  maxLength={32}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  data-testid="create-password"
                />
                <p className="field__hint">{t('agents.create.passwordRule')}</p>
              </div>
              <div className="field">
                <label htmlFor={`${id}-up`}>{t('agents.create.upline')}</label>
                <input
                  id={`${id}-up`}
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={64}
                  value={up}
                  onChange={(e) => setUp(e.target.value)}
                  data-testid="create-upline"
                />
                <p className="field__hint">{t('agents.create.uplineHint')}</p>
              </div>
            </>
          ) : null}
          <ErrorText error={create.error} />
          <div className="actions">
            <button type="button" className="btn" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={create.isPending} data-testid="create-submit">
              {t('agents.create.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};
