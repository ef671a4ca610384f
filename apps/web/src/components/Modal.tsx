import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Pass a testid to find the dialog in journeys. */
  testId?: string;
  size?: 'sm' | 'md';
  /** Stay hidden while any other modal is open (announcements wait until the form in front of them is closed). */
  waitForOthers?: boolean;
};

/** The modals on screen that others wait for; one modal at a time. */
const shown = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const shownCount = () => shown.size;
const setShown = (id: string, on: boolean) => {
  if (on === shown.has(id)) return;
  if (on) shown.add(id);
  else shown.delete(id);
  for (const l of listeners) l();
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Accessible modal: a native modal <dialog> (role dialog, inert background) labelled by its title, with an
 * explicit Tab trap, Esc to close and focus returned to the opener.
 */
export const Modal = ({ open: wanted, title, onClose, children, testId, size = 'sm', waitForOthers = false }: Props) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const others = useSyncExternalStore(subscribe, shownCount, shownCount);
  const open = wanted && !(waitForOthers && others > 0);

  useLayoutEffect(() => {
    if (waitForOthers) return;
    setShown(titleId, wanted);
    return () => setShown(titleId, false);
  }, [wanted, waitForOthers, titleId]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const autofocus = () => dialog.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus() ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Content that arrives after opening (a form fetched on demand) still gets its autofocus field, unless the
    // person has already moved focus themselves.
    let late: MutationObserver | null = null;
    if (!autofocus()) {
      const initial = document.activeElement;
      late = new MutationObserver(() => {
        const target = autofocus();
        if (!target) return;
        if (document.activeElement === initial || document.activeElement === document.body) target.focus();
        late?.disconnect();
      });
      late.observe(dialog, { childList: true, subtree: true });
    }
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const head = items[0] as HTMLElement;
      const tail = items[items.length - 1] as HTMLElement;
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKey);
    return () => {
      late?.disconnect();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKey);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog ref={ref} className={`modal modal--${size}`} aria-labelledby={titleId} aria-modal="true" data-testid={testId}>
      <div className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('app.close')}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>,
    document.body,
  );
};

/** A notice's only action: "confirm", which closes it. */
export const ModalConfirm = ({ onConfirm }: { onConfirm: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--primary" onClick={onConfirm}>
        {t('app.confirm')}
      </button>
    </div>
  );
};
