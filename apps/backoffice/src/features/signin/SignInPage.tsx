import { useQueryClient } from '@tanstack/react-query';
import { type StaffStepValue, staffApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { call } from '../../shared/client';
import { useToken } from '../../shared/me';
import { setToken } from '../../shared/token';
import { CodeForm } from './CodeForm';
import { CredentialsForm } from './CredentialsForm';
import { EnrolPanel } from './EnrolPanel';
import { PasswordChangeForm } from './PasswordChangeForm';
import { progressOf, type SignInStep, stepOf } from './sign-in-steps';

const STEPS = ['signin.stepPassword', 'signin.stepCode', 'signin.stepNewPassword'] as const;
const TITLES: Record<SignInStep['kind'], string> = {
  credentials: 'signin.title',
  enrol: 'signin.enrolTitle',
  totp: 'signin.totpTitle',
  password: 'signin.passwordTitle',
  active: 'signin.title',
};
const stepClass = (n: number, current: number) =>
  n === current ? 'steps__item steps__item--current' : n < current ? 'steps__item steps__item--done' : 'steps__item';

/**
 * Sign-in in the steps the server asks for: password, then enrolling an authenticator (first time) or its code,
 * then a forced password change when due. The token stays in this page until the session is active; only then is it
 * stored and the shell opened.
 */
export const SignInPage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const stored = useToken();
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const [expired, setExpired] = useState<{ error: unknown; n: number } | null>(null);

  if (stored && step.kind === 'credentials') return <Navigate to="/" replace />;

  const onStep = (value: StaffStepValue) => {
    const next = stepOf(value);
    if (next.kind === 'active') {
      qc.clear();
      setToken(next.token);
      navigate('/', { replace: true });
      return;
    }
    setStep(next);
  };
  const onExpired = (error: unknown) => {
    setExpired((e) => ({ error, n: (e?.n ?? 0) + 1 }));
    setStep({ kind: 'credentials' });
  };
  const startOver = () => {
    // The half-signed-in session is ended on the server too; its answer does not matter.
    if (step.kind !== 'credentials') call(staffApi.logout, {}, { token: step.token }).catch(() => undefined);
    setStep({ kind: 'credentials' });
  };
  const current = progressOf(step);

  return (
    <div className="signin" data-testid="screen-signin" data-step={step.kind}>
      <div className="signin__card">
        <header className="signin__head">
          <div>
            <p className="signin__product">{t('app.title')}</p>
            <h1>{t(TITLES[step.kind])}</h1>
          </div>
          <LanguageSwitch />
        </header>
        <ol className="steps" aria-label={t('signin.progress')}>
          {STEPS.map((key, i) => (
            <li key={key} className={stepClass(i + 1, current)} aria-current={i + 1 === current ? 'step' : undefined}>
              <span className="steps__n">{i + 1}</span>
              {t(key)}
            </li>
          ))}
        </ol>
        {step.kind === 'credentials' ? <CredentialsForm key={expired?.n ?? 0} onStep={onStep} notice={expired?.error} /> : null}
        {step.kind === 'enrol' ? (
          <>
            <EnrolPanel secret={step.secret} uri={step.uri} />
            <CodeForm token={step.token} onStep={onStep} onExpired={onExpired} submitLabel={t('signin.confirmEnrol')} />
          </>
        ) : null}
        {step.kind === 'totp' ? (
          <>
            <p className="muted">{t('signin.totpIntro')}</p>
            <CodeForm token={step.token} onStep={onStep} onExpired={onExpired} submitLabel={t('signin.verify')} />
          </>
        ) : null}
        {step.kind === 'password' ? <PasswordChangeForm token={step.token} onStep={onStep} onExpired={onExpired} /> : null}
        {step.kind !== 'credentials' ? (
          <button type="button" className="btn btn--link" onClick={startOver}>
            {t('signin.startOver')}
          </button>
        ) : null}
      </div>
    </div>
  );
};
