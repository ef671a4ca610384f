import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { AgentPasswordForm } from './AgentPasswordForm';

/** The /agent page's change password: used logged out, so the form names the account (POST /wps/agent/password). */
export const ChangePasswordModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('agent.changePassword')} onClose={onClose} testId="change-password-modal">
      <AgentPasswordForm idPrefix="agent-cp" />
    </Modal>
  );
};
