import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentPasswordFormValues, agentAuthApi, agentPasswordForm } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { RuleField } from './RuleField';
import { FormSubmit } from './FormSubmit';

const empty: AgentPasswordFormValues = { username: '', oldPassword: '', newPassword: '', confirmNewPassword: '' };
const fields = Object.keys(empty) as (keyof AgentPasswordFormValues)[];
const autoComplete = {
  username: 'username',
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmNewPassword: 'new-password',
};

/**
 * POST /wps/agent/password (enc), from the logged-out /agent page: account, old password, new password (the
 * merchant's rule), confirmation. A success is shown as such and the form starts again empty.
 */
export const AgentPasswordForm = ({ idPrefix = 'agent-cp' }: { idPrefix?: string }) => {
  const { t } = useTranslation();
  const { info } = useSystem();
  const rule = info?.register.password;
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // One problem at a time (the schema's first); it stays until the next submit.
  const form = useForm<AgentPasswordFormValues>({
    resolver: zodResolver(agentPasswordForm(rule)),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;

  const send = async (values: AgentPasswordFormValues) => {
    try {
      await call(agentAuthApi.changePassword, { body: { ...values, username: values.username.trim() } });
      form.reset(empty);
      setDone(true);
    } catch (err) {
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    setError(null);
    setDone(false);
    return form.handleSubmit(send)(e);
  };
  const busy = formState.isSubmitting;

  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {done ? (
        <FormMessage tone="success" testId={`${idPrefix}-done`}>
          {t('agent.passwordChanged')}
        </FormMessage>
      ) : null}
      {fields.map((k) => (
        <RuleField
          key={k}
          id={`${idPrefix}-${k}`}
          label={t(`auth.${k}`)}
          type={k === 'username' ? 'text' : 'password'}
          autoComplete={autoComplete[k]}
          registration={register(k)}
          problem={formState.errors[k]?.message}
          rule={rule}
          autoFocus={k === 'username'}
        />
      ))}
      <FormSubmit error={error} busy={busy} />
    </form>
  );
};
