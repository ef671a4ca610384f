import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { CreatedStaff } from './AddStaffForm';

/**
 * The one-time password of a new or reset staff member, shown this once (the server keeps only its hash): to be
 * handed over; they choose their own at the first sign-in.
 */
export const OneTimePasswordDialog = ({ created, onClose }: { created: CreatedStaff | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.temporaryPassword);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal open={created !== null} title={t('staff.otpTitle')} onClose={close} testId="otp-dialog">
      {created ? (
        <div className="stack">
          <p>{t('staff.otpIntro', { name: created.displayName, username: created.username })}</p>
          <div className="secret-box">
            <code dir="ltr" data-testid="one-time-password">
              {created.temporaryPassword}
            </code>
            <button type="button" className="btn btn--small" onClick={() => void copy()}>
              {copied ? t('common.copied') : t('common.copy')}
            </button>
          </div>
          <p className="msg msg--warn">{t('staff.otpOnce')}</p>
          <div className="actions">
            <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
              {t('staff.otpDone')}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
};
