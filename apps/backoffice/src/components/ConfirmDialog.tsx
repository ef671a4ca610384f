import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './ErrorText';
import { Modal } from './Modal';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before an action that cannot be undone, with the action's failure shown in place. */
export const ConfirmDialog = ({ open, title, children, confirmLabel, danger, busy, error, onConfirm, onClose }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onClose} testId="confirm-dialog">
      <div className="stack">
        {children}
        <ErrorText error={error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn--danger' : 'btn btn--primary'}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus
            data-testid="confirm-action"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
};
