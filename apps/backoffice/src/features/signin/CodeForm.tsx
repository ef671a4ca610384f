import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffStepValue, staffApi, staffTotpBody } from '@wl/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../shared/api';
import { call } from '../../shared/client';

type Values = z.input<typeof staffTotpBody>;

type Props = {
  token: string;
  onStep: (value: StaffStepValue) => void;
  /** The sign-in session ran out (or was refused): back to the password step with why. */
  onExpired: (err: unknown) => void;
  submitLabel: string;
};

/** Six digits from the authenticator app: the first one confirms a new enrolment, later ones sign in. */
export const CodeForm = ({ token, onStep, onExpired, submitLabel }: Props) => {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<Values>({ resolver: zodResolver(staffTotpBody), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (body) => {
    setError(null);
    try {
      onStep(await call(staffApi.totp, { body }, { token }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onExpired(err);
      setError(err);
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  return (
    <form className="form" onSubmit={send} noValidate data-testid="signin-code">
      <TextField
        label={t('signin.code')}
        hint={t('signin.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="field--otp"
        data-autofocus
        registration={form.register('code', { setValueAs: (v: string) => v.replace(/\s+/g, '') })}
        problem={errors.code ? t('signin.codeInvalid') : null}
      />
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} data-testid="signin-code-submit">
        {isSubmitting ? t('common.working') : submitLabel}
      </button>
    </form>
  );
};
