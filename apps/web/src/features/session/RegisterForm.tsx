import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { api } from '../../lib/api';
import { setToken } from '../../lib/session';
import { useSystem } from '../system/api';

type Field = 'username' | 'password' | 'confirmPassword';
type Problem = { field: Field | 'terms' | 'age'; key: string; values?: Record<string, number> };

/** Length bounds and pattern from the merchant's registration rules (facts.md: a single * accepts anything). */
const checkRule = (value: string, rule: { acceptedPattern: string; minLength: number; maxLength: number } | undefined) => {
  if (!value) return 'auth.required';
  if (!rule) return null;
  if (value.length < rule.minLength || (rule.maxLength > 0 && value.length > rule.maxLength)) return 'auth.length';
  if (rule.acceptedPattern !== '*') {
    try {
      if (!new RegExp(rule.acceptedPattern).test(value)) return 'auth.pattern';
    } catch {
      return null;
    }
  }
  return null;
};

export const RegisterForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const { t } = useTranslation();
  const { info } = useSystem();
  const rules = info?.register ?? {};
  const minAge = info?.settings.minAge ?? 18;
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '' });
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): Problem[] => {
    const out: Problem[] = [];
    for (const f of ['username', 'password'] as const) {
      const rule = rules[f];
      const key = checkRule(values[f], rule);
      if (key) out.push({ field: f, key, values: { min: rule?.minLength ?? 0, max: rule?.maxLength ?? 0 } });
    }
    if (values.confirmPassword !== values.password) out.push({ field: 'confirmPassword', key: 'inconsistent_twice' });
    if (!terms) out.push({ field: 'terms', key: 'auth.termsRequired' });
    if (!age) out.push({ field: 'age', key: 'auth.ageRequired', values: { age: minAge } });
    return out;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setProblems(found);
    setError(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const body = { ...values, registerUrl: window.location.origin, registerMethod: 'WEB', domain: window.location.hostname };
      const value = await api<{ token?: string } | null>('/wps/member/register', { method: 'POST', body });
      if (value?.token) setToken(value.token);
      onSuccess();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const problemOf = (f: Problem['field']) => problems.find((p) => p.field === f);
  const message = (f: Problem['field']) => {
    const p = problemOf(f);
    return p ? <small className="form-error">{t(p.key, p.values)}</small> : null;
  };
  const input = (f: Field, type: string, auto: string) => (
    <label className="field" htmlFor={`register-${f}`}>
      <span>{t(`auth.${f}`)}</span>
      <input
        id={`register-${f}`}
        name={f}
        type={type}
        autoComplete={auto}
        value={values[f]}
        aria-invalid={Boolean(problemOf(f))}
        onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        data-autofocus={f === 'username' ? true : undefined}
      />
      {message(f)}
    </label>
  );

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      {input('username', 'text', 'username')}
      {input('password', 'password', 'new-password')}
      {input('confirmPassword', 'password', 'new-password')}
      <label className="check">
        <input type="checkbox" checked={age} onChange={(e) => setAge(e.target.checked)} />
        <span>{t('auth.ageConfirm', { age: minAge })}</span>
      </label>
      {message('age')}
      <label className="check">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>{t('auth.termsConfirm')}</span>
      </label>
      {message('terms')}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('nav.register')}
      </button>
    </form>
  );
};
