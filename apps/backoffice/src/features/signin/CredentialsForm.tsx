import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffStepValue, staffApi, staffLoginBody } from '@wl/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { call } from '../../shared/client';

type Values = z.input<typeof staffLoginBody>;

/** The merchant code typed last time, so the next sign-in on this browser starts with it. */
const LAST_MERCHANT = 'bo.signin.merchant';
const lastMerchant = () => {
  try {
    return localStorage.getItem(LAST_MERCHANT) ?? '';
  } catch {
    return '';
  }
};

/** Step 1: merchant code (empty for platform staff), username and password. */
export const CredentialsForm = ({ onStep, notice }: { onStep: (value: StaffStepValue) => void; notice?: unknown }) => {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(notice ?? null);
  const form = useForm<Values>({
    resolver: zodResolver(staffLoginBody),
    defaultValues: { merchant: lastMerchant(), username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    setError(null);
    const merchant = values.merchant?.trim().toUpperCase() ?? '';
    try {
      const step = await call(staffApi.login, { body: { ...values, merchant: merchant || undefined } });
      try {
        localStorage.setItem(LAST_MERCHANT, merchant);
      } catch {
        // private mode: nothing to remember
      }
      onStep(step);
    } catch (err) {
      setError(err);
      form.setValue('password', '');
    }
  });

  return (
    <form className="form" onSubmit={send} noValidate data-testid="signin-credentials">
      <TextField
        label={t('signin.merchant')}
        hint={t('signin.merchantHint')}
        autoComplete="organization"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        className="field--code"
        registration={form.register('merchant', { setValueAs: (v: string) => v.trim().toUpperCase() })}
        problem={errors.merchant ? t('signin.merchantInvalid') : null}
      />
      <TextField
        label={t('signin.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        data-autofocus
        registration={form.register('username')}
        problem={errors.username ? t('signin.usernameRequired') : null}
      />
      <TextField
        label={t('signin.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        registration={form.register('password')}
        problem={errors.password ? t('signin.passwordRequired') : null}
      />
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} data-testid="signin-submit">
        {isSubmitting ? t('common.working') : t('signin.submit')}
      </button>
    </form>
  );
};
