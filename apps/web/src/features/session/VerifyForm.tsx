import type { VerificationMethod } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from './SmsCodeField';
import { type LoginValue, verifyCall } from './auth-api';
import { FormSubmit } from './FormSubmit';
import { MethodTabs } from './MethodTabs';

/** Extra verification of a sign-in from a new IP: SMS or e-mail code, authenticator code, or bank account name. */
export const VerifyForm = ({
  ticket,
  methods,
  onDone,
}: {
  ticket: string;
  methods: VerificationMethod[];
  onDone: (v: LoginValue) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerificationMethod>(methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!code.trim()) return setMissing(true);
    setMissing(false);
    setBusy(true);
    try {
      const v = await verifyCall({ ticket, method, code: code.trim() });
      // With a code the answer is the finished sign-in (only a call without one answers "code sent").
      if ('token' in v) await onDone(v);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const sent = method === 'sms' || method === 'email';
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="verify-form">
      <p>{t('auth.verifyIntro')}</p>
      <MethodTabs
        methods={methods}
        value={method}
        onPick={(m) => {
          setMethod(m);
          setCode('');
        }}
        label={(m) => t(`auth.method_${m}`)}
        testId={(m) => `verify-${m}`}
      />
      {sent ? (
        <SmsCodeField
          id="verify-code"
          label={t('auth.verificationCode')}
          value={code}
          onChange={setCode}
          error={missing ? t('auth.required') : null}
          send={() => verifyCall({ ticket, method }).then((v) => ('sent' in v ? v : {}))}
        />
      ) : (
        <label className="field" htmlFor="verify-code">
          <span>{t(method === 'bankName' ? 'auth.bankName' : 'auth.totpCode')}</span>
          <input
            id="verify-code"
            name="code"
            autoComplete="off"
            inputMode={method === 'totp' ? 'numeric' : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={missing}
            data-autofocus
          />
          {missing ? <small className="form-error">{t('auth.required')}</small> : null}
        </label>
      )}
      <FormSubmit error={error} busy={busy} />
    </form>
  );
};
