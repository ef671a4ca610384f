import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffStepValue, staffApi, staffPasswordBody } from '@wl/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../shared/api';
import { call } from '../../shared/client';

/** The server's rule for the new password (staffPassword), and the repeat that must match it. */
const schema = staffPasswordBody
  .extend({ repeat: z.string() })
  .refine((v) => v.next === v.repeat, { path: ['repeat'], message: 'mismatch' });
type Values = z.input<typeof schema>;

type Props = { token: string; onStep: (value: StaffStepValue) => void; onExpired: (err: unknown) => void };

/** The forced password change of a first sign-in (or after a reset): current, new, repeated. */
export const PasswordChangeForm = ({ token, onStep, onExpired }: Props) => {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { current: '', next: '', repeat: '' } });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async ({ current, next }) => {
    setError(null);
    try {
      onStep(await call(staffApi.password, { body: { current, next } }, { token }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onExpired(err);
      setError(err);
    }
  });

  return (
    <form className="form" onSubmit={send} noValidate data-testid="signin-password">
      <p className="muted">{t('signin.passwordIntro')}</p>
      <TextField
        label={t('signin.currentPassword')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        data-autofocus
        registration={form.register('current')}
        problem={errors.current ? t('signin.passwordRequired') : null}
      />
      <TextField
        label={t('signin.newPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={t('signin.passwordRule')}
        registration={form.register('next')}
        problem={errors.next ? t('signin.passwordRule') : null}
      />
      <TextField
        label={t('signin.repeatPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        registration={form.register('repeat')}
        problem={errors.repeat ? t('signin.passwordMismatch') : null}
      />
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} data-testid="signin-password-submit">
        {isSubmitting ? t('common.working') : t('signin.changePassword')}
      </button>
    </form>
  );
};
