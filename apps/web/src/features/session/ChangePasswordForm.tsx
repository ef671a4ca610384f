import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { accountsApi, type ChangePasswordFormValues, changePasswordForm } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { qk } from '../../shared/query-keys';
import { useSystem } from '../../shared/system';
import { RuleField } from './RuleField';
import { FormSubmit } from './FormSubmit';

const empty: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const fields = Object.keys(empty) as (keyof ChangePasswordFormValues)[];

/** PUT /wps/member/password (enc): old, new (the merchant's password rule), confirmation. Success reloads member info. */
export const ChangePasswordForm = ({ onDone, idPrefix = 'cp' }: { onDone: () => void; idPrefix?: string }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { info } = useSystem();
  const rule = info?.register.password;
  const [error, setError] = useState<unknown>(null);
  // One problem at a time (the schema's first); it stays until the next submit.
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordForm(rule)),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;

  const send = async (values: ChangePasswordFormValues) => {
    try {
      await call(accountsApi.changePassword, { body: values });
      form.reset(empty);
      await qc.invalidateQueries({ queryKey: qk.member.all });
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    setError(null);
    return form.handleSubmit(send)(e);
  };
  const busy = formState.isSubmitting;

  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {fields.map((k) => (
        <RuleField
          key={k}
          id={`${idPrefix}-${k}`}
          label={t(`auth.${k}`)}
          type="password"
          autoComplete={k === 'oldPassword' ? 'current-password' : 'new-password'}
          registration={register(k)}
          problem={formState.errors[k]?.message}
          rule={rule}
          autoFocus={k === 'oldPassword'}
        />
      ))}
      <FormSubmit error={error} busy={busy} />
    </form>
  );
};
