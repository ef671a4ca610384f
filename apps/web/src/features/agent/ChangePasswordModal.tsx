import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { api } from '../../lib/api';

type Fields = { oldPassword: string; newPassword: string; confirmNewPassword: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password (payload { oldPassword, newPassword, confirmNewPassword }; PUT /wps/member/password). */
export const ChangePasswordModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Fields>(empty);
  const [problem, setProblem] = useState<keyof Fields | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const missing = (Object.keys(values) as (keyof Fields)[]).find((k) => !values[k]);
    if (missing) return setProblem(missing);
    if (values.newPassword !== values.confirmNewPassword) return setProblem('confirmNewPassword');
    setProblem(null);
    try {
      await api('/wps/member/password', { method: 'PUT', body: values });
      setDone(true);
      setValues(empty);
    } catch (err) {
      setError(err);
    }
  };

  return (
    <Modal open={open} title={t('agent.changePassword')} onClose={onClose} testId="change-password-modal">
      <form className="form" onSubmit={submit} noValidate>
        {(Object.keys(empty) as (keyof Fields)[]).map((k) => (
          <label key={k} className="field" htmlFor={`cp-${k}`}>
            <span>{t(`auth.${k}`)}</span>
            <input
              id={`cp-${k}`}
              type="password"
              autoComplete={k === 'oldPassword' ? 'current-password' : 'new-password'}
              value={values[k]}
              aria-invalid={problem === k}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
            {problem === k ? (
              <small className="form-error">{t(k === 'confirmNewPassword' && values[k] ? 'inconsistent_twice' : 'auth.required')}</small>
            ) : null}
          </label>
        ))}
        <ErrorText error={error} />
        {done ? <p className="form-ok">{t('agent.passwordChanged')}</p> : null}
        <button type="submit" className="btn btn--primary btn--block">
          {t('app.confirm')}
        </button>
      </form>
    </Modal>
  );
};
