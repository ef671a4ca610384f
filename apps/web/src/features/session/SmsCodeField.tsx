import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey } from '@wl/contracts';
import { Modal, ModalConfirm } from '../../components/Modal';
import { errorCodeOf, errorParamsOf } from '../../shared/api';
import { type CodeSentValue, useCountdown, useThrottle } from './auth-api';

/** A code field with its send button: countdown of 60 s × expiry minutes, resend disabled meanwhile. */
export const SmsCodeField = ({
  id,
  value,
  onChange,
  send,
  error,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  /** Sends the code; the answer's expiry (minutes) sets the countdown, one minute when it has none. */
  send: () => Promise<Partial<CodeSentValue>>;
  error?: string | null;
  label?: string;
}) => {
  const { t } = useTranslation();
  const throttle = useThrottle();
  const { left, start } = useCountdown();
  const [sendError, setSendError] = useState<unknown>(null);
  const click = () =>
    throttle(() => {
      setSendError(null);
      send()
        .then((v) => start(v.expiredMinutes))
        .catch(setSendError);
    });
  return (
    <label className="field" htmlFor={id}>
      <span>{label ?? t('auth.smsCode')}</span>
      <span className="captcha">
        <input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          aria-invalid={Boolean(error)}
        />
        <button type="button" className="btn btn--sm" onClick={click} disabled={left > 0} data-testid={`${id}-send`}>
          {left > 0 ? t('auth.resendIn', { s: left }) : t('auth.sendCode')}
        </button>
      </span>
      {error ? <small className="form-error">{error}</small> : null}
      {/* Spec section 8: a failed send shows the server's message in a warning dialog. */}
      <Modal open={Boolean(sendError)} title={t('app.notice')} onClose={() => setSendError(null)} testId="sms-send-failed">
        <p role="alert">
          {sendError
            ? t(errorTextKey(errorCodeOf(sendError)), { ...errorParamsOf(sendError), defaultValue: t('errors.system_error') })
            : null}
        </p>
        <ModalConfirm onConfirm={() => setSendError(null)} />
      </Modal>
    </label>
  );
};
