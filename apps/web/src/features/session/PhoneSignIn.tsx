import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from './FormSubmit';
import { SmsCodeField } from './SmsCodeField';
import { type LoginValue, loginCall } from './auth-api';
import { usePhoneAuth } from './phone-auth';

/**
 * Sign-in by phone through the merchant's phone-authentication service: the number, the code the service texts
 * (after its captcha pop-up), then the service's ID token signs in (`type: firebase`). The answer goes back to the
 * login form, which finishes it as any sign-in (new-IP verification included).
 */
export const PhoneSignIn = ({
  idPrefix,
  onLogin,
  onBack,
}: {
  idPrefix: string;
  onLogin: (v: LoginValue) => Promise<void>;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const phone = usePhoneAuth();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { idToken, phone: verified } = await phone.confirm(code);
      await onLogin(await loginCall({ username: verified, password: idToken, type: 'firebase', channel: 'member' }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const id = (name: string) => `${idPrefix}-phone-${name}`;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-phone-form`}>
      <p className="muted">{t('auth.phoneIntro')}</p>
      <label className="field" htmlFor={id('number')}>
        <span>{t('auth.mobile')}</span>
        <input
          id={id('number')}
          autoComplete="tel"
          inputMode="tel"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          data-autofocus
        />
      </label>
      <SmsCodeField id={id('code')} label={t('auth.verificationCode')} value={code} onChange={setCode} send={() => phone.send(mobile)} />
      <FormSubmit error={error} busy={busy} label={t('nav.login')} />
      <button type="button" className="link-btn" onClick={onBack} data-testid={`${idPrefix}-phone-back`}>
        {t('auth.otherWays')}
      </button>
    </form>
  );
};
