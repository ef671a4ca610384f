import type { ReactNode } from 'react';

type Props = {
  changed: boolean;
  busy: boolean;
  onSave: () => void;
  onUndo: () => void;
  labels: { save: string; undo: string };
  /** The save button's test id. */
  testId: string;
  /** Buttons that come before Save (e.g. "Add"). */
  children?: ReactNode;
};

/** An edited list's actions: Save while the list differs from the saved one and nothing is being saved, Undo beside it. */
export const OrderedListActions = ({ changed, busy, onSave, onUndo, labels, testId, children }: Props) => (
  <div className="actions actions--start">
    {children}
    <button type="button" className="btn btn--primary" disabled={!changed || busy} onClick={onSave} data-testid={testId}>
      {labels.save}
    </button>
    {changed ? (
      <button type="button" className="btn" onClick={onUndo}>
        {labels.undo}
      </button>
    ) : null}
  </div>
);
