import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/QrCode';
import { groupSecret } from './sign-in-steps';

/** The new authenticator secret, shown once: as a QR code of its otpauth:// address and as text to type by hand. */
export const EnrolPanel = ({ secret, uri }: { secret: string; uri: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="enrol" data-testid="signin-enrol">
      <p className="muted">{t('signin.enrolIntro')}</p>
      <div className="enrol__body">
        <QrCode text={uri} label={t('signin.qrLabel')} />
        <div className="enrol__secret">
          <span className="enrol__label">{t('signin.secret')}</span>
          <code dir="ltr" data-testid="totp-secret">
            {groupSecret(secret)}
          </code>
          <button type="button" className="btn btn--small" onClick={() => void copy()}>
            {copied ? t('common.copied') : t('common.copy')}
          </button>
          <p className="field__hint">{t('signin.secretOnce')}</p>
        </div>
      </div>
    </div>
  );
};
