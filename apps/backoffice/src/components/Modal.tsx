import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
};

/**
 * A native modal <dialog> (inert background, Esc closes) labelled by its title; focus goes to the first
 * `[data-autofocus]` element or the first control, and back to the opener when it closes.
 */
export const Modal = ({ open, title, onClose, children, testId }: Props) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog ref={ref} className="modal" aria-labelledby={titleId} data-testid={testId}>
      <div className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>,
    document.body,
  );
};
