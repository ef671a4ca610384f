import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useGameUi } from '../context';

/**
 * The game's rules, paytable and return to player, one tap away from play (RTS 14), in a modal sheet. The content is
 * the host's (its own published figures); the sheet gives the button, the dialog and its closing.
 */
export const InfoSheet = ({ title, children }: { title: string; children: ReactNode }) => {
  const { text } = useGameUi();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="gu-iconbtn"
        aria-label={text('info.open')}
        title={text('info.open')}
        onClick={() => setOpen(true)}
        data-testid="game-info"
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="7.2" r="1.4" fill="currentColor" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className="gu-sheet"
        aria-labelledby="gu-sheet-title"
        onClose={() => setOpen(false)}
        data-testid="game-info-sheet"
      >
        <div className="gu-sheet__body">
          <header className="gu-sheet__head">
            <h2 id="gu-sheet-title">{title}</h2>
            <button
              type="button"
              className="gu-iconbtn"
              onClick={() => setOpen(false)}
              aria-label={text('info.close')}
              data-testid="game-info-close"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          {open ? children : null}
        </div>
      </dialog>
    </>
  );
};
