import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/FormMessage';
import { Modal } from '../../components/Modal';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The agent's change-password modal (the shared form: PUT /wps/member/password, encrypted). */
export const ChangePasswordModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <Modal open={open} title={t('agent.changePassword')} onClose={onClose} testId="change-password-modal">
      {done ? (
        <FormMessage tone="success" testId="password-changed">
          {t('agent.passwordChanged')}
        </FormMessage>
      ) : (
        <ChangePasswordForm idPrefix="agent-cp" onDone={() => setDone(true)} />
      )}
    </Modal>
  );
};
