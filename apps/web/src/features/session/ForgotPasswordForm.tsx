import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { accountsApi, type ForgotPasswordFormValues, forgotPasswordForm } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { SmsCodeField } from './SmsCodeField';
import { completeLogin } from './auth-api';
import { FormSubmit } from './FormSubmit';
import { MethodTabs } from './MethodTabs';

type Method = 'email' | 'sms';
const empty: ForgotPasswordFormValues = { username: '', email: '', mobileNum: '', code: '', newPassword: '', confirmNewPassword: '' };

/** Forgot password by e-mail (username + e-mail → confirmation) or by mobile (code + new password → signed in). */
export const ForgotPasswordForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { modules } = useSystem();
  const methods: Method[] = ['email', ...(modules.PWRESETSMS3 !== false && modules.CHNGPASSVERIF3 !== false ? ['sms' as const] : [])];
  const [method, setMethod] = useState<Method>('email');
  const [sentTo, setSentTo] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // One problem at a time (the schema's first); it stays until the next submit.
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordForm(method)),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const { register, control, getValues, clearErrors, formState } = form;
  const problem = (f: keyof ForgotPasswordFormValues) => {
    const key = formState.errors[f]?.message;
    return key ? t(key) : null;
  };

  const send = async (v: ForgotPasswordFormValues) => {
    try {
      if (method === 'email') {
        await call(accountsApi.forgotByEmail, { body: { username: v.username.trim(), email: v.email.trim() } });
        setSentTo(true);
      } else {
        const value = await call(accountsApi.resetPassword, {
          body: {
            method: 'sms',
            mobileNum: v.mobileNum,
            code: v.code,
            newPassword: v.newPassword,
            confirmNewPassword: v.confirmNewPassword,
          },
        });
        await completeLogin(qc, value);
        onSignedIn();
      }
    } catch (err) {
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    setError(null);
    return form.handleSubmit(send)(e);
  };

  const text = (f: keyof ForgotPasswordFormValues, type = 'text', auto = 'off') => {
    const p = problem(f);
    return (
      <label className="field" htmlFor={`forgot-${f}`}>
        <span>{t(`auth.field_${f}`)}</span>
        <input id={`forgot-${f}`} type={type} autoComplete={auto} {...register(f)} aria-invalid={Boolean(p)} />
        {p ? <small className="form-error">{p}</small> : null}
      </label>
    );
  };
  if (sentTo)
    return (
      <FormMessage tone="success" testId="forgot-email-sent">
        {t('auth.forgotEmailSent')}
      </FormMessage>
    );
  const busy = formState.isSubmitting;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forgot-form">
      {methods.length > 1 ? (
        <MethodTabs
          methods={methods}
          value={method}
          onPick={(m) => {
            setMethod(m);
            clearErrors();
          }}
          label={(m) => t(m === 'email' ? 'auth.byEmail' : 'auth.byMobile')}
        />
      ) : null}
      {method === 'email' ? (
        <>
          {text('username', 'text', 'username')}
          {text('email', 'email', 'email')}
        </>
      ) : (
        <>
          {text('mobileNum', 'tel', 'tel')}
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <SmsCodeField
                id="forgot-code"
                value={field.value}
                onChange={field.onChange}
                error={problem('code')}
                send={() => call(accountsApi.forgotBySms, { body: { mobileNum: getValues('mobileNum') } })}
              />
            )}
          />
          {text('newPassword', 'password', 'new-password')}
          {text('confirmNewPassword', 'password', 'new-password')}
        </>
      )}
      <FormSubmit error={error} busy={busy} />
    </form>
  );
};
