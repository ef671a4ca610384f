import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { encApi } from '../../shared/encrypted';
import { qk } from '../../shared/query-keys';
import { useSystem } from '../../shared/system';
import { checkRule } from '@wl/contracts';
import { fieldMessage } from './field-message';

type Fields = { oldPassword: string; newPassword: string; confirmNewPassword: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** PUT /wps/member/password (enc): old, new (the merchant's password rule), confirmation. Success reloads member info. */
export const ChangePasswordForm = ({ onDone, idPrefix = 'cp' }: { onDone: () => void; idPrefix?: string }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { info } = useSystem();
  const [values, setValues] = useState<Fields>(empty);
  const [problem, setProblem] = useState<{ field: keyof Fields; text: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const missing = (Object.keys(values) as (keyof Fields)[]).find((k) => !values[k]);
    const rule = info?.register.password;
    const weak = rule ? checkRule(values.newPassword, rule) : null;
    const p: typeof problem = missing
      ? { field: missing, text: t('auth.required') }
      : weak
        ? { field: 'newPassword', text: fieldMessage(t, weak) }
        : values.newPassword !== values.confirmNewPassword
          ? { field: 'confirmNewPassword', text: t('errors.inconsistent_twice') }
          : null;
    setProblem(p);
    if (p) return;
    setBusy(true);
    try {
      await encApi('/wps/member/password', values, { method: 'PUT' });
      setValues(empty);
      await qc.invalidateQueries({ queryKey: qk.member.all });
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {(Object.keys(empty) as (keyof Fields)[]).map((k) => (
        <label key={k} className="field" htmlFor={`${idPrefix}-${k}`}>
          <span>{t(`auth.${k}`)}</span>
          <input
            id={`${idPrefix}-${k}`}
            name={k}
            type="password"
            autoComplete={k === 'oldPassword' ? 'current-password' : 'new-password'}
            value={values[k]}
            aria-invalid={problem?.field === k}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            data-autofocus={k === 'oldPassword' ? true : undefined}
          />
          {problem?.field === k ? <small className="form-error">{problem.text}</small> : null}
        </label>
      ))}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('app.confirm')}
      </button>
    </form>
  );
};
