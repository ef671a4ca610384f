import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type LoginFormValues, loginForm, sessionApi, type VerificationMethod } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { Captcha, useCaptcha } from './Captcha';
import { PhoneSignIn } from './PhoneSignIn';
import { SmsCodeField } from './SmsCodeField';
import { SocialSignIn } from './SocialSignIn';
import { VerifyForm } from './VerifyForm';
import { type LoginValue, completeLogin, loginCall, rememberUsername, rememberedUsername } from './auth-api';
import { openAuthDialog } from '../../shared/auth-dialog';
import type { MemberInfo } from '../../shared/session';
import { FormSubmit } from './FormSubmit';

type Props = { onSuccess: (member: MemberInfo | null) => void; idPrefix: string; channel?: 'member' | 'agent' };
type Mode = 'username' | 'sms';

/**
 * Login: username + password (captcha once the server asks), mobile + SMS code (MOBILEVERCODELOGIN3), or by phone
 * through the merchant's phone-authentication service. A new IP may need extra verification; a default or expired
 * password opens the forced change.
 */
export const LoginForm = ({ onSuccess, idPrefix, channel = 'member' }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { flags } = useSystem();
  const [mode, setMode] = useState<Mode>('username');
  const [byPhone, setByPhone] = useState(false);
  const captcha = useCaptcha();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<{ ticket: string; methods: VerificationMethod[]; forced: boolean } | null>(null);
  // Problems show on submit and stay until the next submit (one at a time, the schema's first).
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginForm({ mode, needCaptcha })),
    defaultValues: { username: rememberedUsername(), password: '', captcha: '', remember: rememberedUsername() !== '' },
    reValidateMode: 'onSubmit',
  });
  const { register, control, setValue, getValues, formState } = form;
  const problem = formState.errors;
  const showSms = channel === 'member' && flags.showVerCodeLogin;

  const finish = async (value: LoginValue) => {
    const member = await completeLogin(qc, value);
    onSuccess(member);
    // Spec section 4: a default or expired password (not for SMS or social) must be changed before anything else.
    if (value.forceChangePassword) openAuthDialog('forceChange');
  };

  /** A sign-in's answer: finished, or the new-IP verification it asks for first. */
  const answered = async (value: LoginValue) => {
    if (value.verification) setPending({ ...value.verification, forced: value.forceChangePassword });
    else await finish(value);
  };

  const send = async (v: LoginFormValues) => {
    try {
      const username = v.username.trim();
      const value = await loginCall({
        username,
        password: v.password,
        type: mode,
        channel,
        ...(needCaptcha && mode === 'username' ? { captcha: v.captcha, captchaId: captcha.captchaId } : {}),
      });
      rememberUsername(v.remember && mode === 'username' ? username : null);
      await answered(value);
    } catch (err) {
      const asks = err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha === true;
      // A captcha that went with a failed try is used up on the server (whatever failed): always draw a new one.
      if (asks || (needCaptcha && mode === 'username')) {
        setValue('captcha', '');
        captcha.renew();
      }
      if (asks) setNeedCaptcha(true);
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    setError(null);
    return form.handleSubmit(send)(e);
  };

  if (pending) return <VerifyForm ticket={pending.ticket} methods={pending.methods} onDone={finish} />;
  if (byPhone) return <PhoneSignIn idPrefix={idPrefix} onLogin={answered} onBack={() => setByPhone(false)} />;

  const field = (name: string) => `${idPrefix}-${name}`;
  const text = (name: keyof LoginFormValues) => {
    const key = problem[name]?.message;
    return key ? t(key) : null;
  };
  const shown = (name: keyof LoginFormValues) => {
    const message = text(name);
    return message ? <small className="form-error">{message}</small> : null;
  };
  const busy = formState.isSubmitting;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {showSms ? (
        <div className="tabs" role="tablist">
          {(['username', 'sms'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={`tab${mode === m ? ' tab--on' : ''}`}
              onClick={() => {
                setMode(m);
                setValue('password', '');
                setError(null);
              }}
              data-testid={`${idPrefix}-tab-${m}`}
            >
              {t(m === 'sms' ? 'auth.tabSms' : 'auth.tabUsername')}
            </button>
          ))}
        </div>
      ) : null}
      <label className="field" htmlFor={field('username')}>
        <span>{t(mode === 'sms' ? 'auth.mobile' : 'auth.username')}</span>
        <input
          id={field('username')}
          autoComplete={mode === 'sms' ? 'tel' : 'username'}
          inputMode={mode === 'sms' ? 'tel' : undefined}
          {...register('username')}
          aria-invalid={Boolean(problem.username)}
          data-autofocus
        />
        {shown('username')}
      </label>
      {mode === 'sms' ? (
        <Controller
          control={control}
          name="password"
          render={({ field: f }) => (
            <SmsCodeField
              id={field('code')}
              value={f.value}
              onChange={f.onChange}
              error={text('password')}
              send={() => call(sessionApi.smsCode, { query: { mobileNum: getValues('username').trim() } })}
            />
          )}
        />
      ) : (
        <label className="field" htmlFor={field('password')}>
          <span>{t('auth.password')}</span>
          <input
            id={field('password')}
            type="password"
            autoComplete="current-password"
            {...register('password')}
            aria-invalid={Boolean(problem.password)}
          />
          {shown('password')}
        </label>
      )}
      {needCaptcha && mode === 'username' ? (
        <Controller
          control={control}
          name="captcha"
          render={({ field: f }) => (
            <Captcha
              id={field('captcha')}
              round={captcha.round}
              value={f.value}
              onChange={f.onChange}
              onId={captcha.onId}
              error={text('captcha')}
            />
          )}
        />
      ) : null}
      {mode === 'username' ? (
        <label className="check">
          <input type="checkbox" {...register('remember')} />
          <span>{t('auth.rememberMe')}</span>
        </label>
      ) : null}
      <FormSubmit error={error} busy={busy} label={t('nav.login')} />
      {channel === 'member' ? <SocialSignIn onPhone={() => setByPhone(true)} /> : null}
    </form>
  );
};
