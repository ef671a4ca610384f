import { supportApi } from '@wl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAs } from '../../shared/client';
import { LanguageSelect } from '../../shared/LanguageSelect';
import type { ConsoleSession } from './console-session';
import { useErrorText } from './use-error-text';

/** The console's sign-in form: a staff member's own agent account. */
export const ConsoleLogin = ({ onSignedIn }: { onSignedIn: (s: ConsoleSession) => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => callAs('', supportApi.staffLogin, { body: { username, password } }),
    onSuccess: (v) => onSignedIn({ token: v.token, chatUrl: v.chatUrl, name: v.staff.displayName }),
  });
  return (
    <main className="console" data-testid="support-console">
      <form
        className="console__login"
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate();
        }}
      >
        <h1>{t('console.title')}</h1>
        <LanguageSelect />
        <label className="field">
          <span>{t('console.username')}</span>
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" data-testid="console-username" />
        </label>
        <label className="field">
          <span>{t('console.password')}</span>
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            data-testid="console-password"
          />
        </label>
        {login.isError ? (
          <p className="form-error" role="alert">
            {errorText(login.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={login.isPending} data-testid="console-signin">
          {t('console.signIn')}
        </button>
      </form>
    </main>
  );
};
