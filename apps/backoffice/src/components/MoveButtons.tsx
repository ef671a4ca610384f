type Props = {
  index: number;
  count: number;
  /** The accessible names of the buttons (each naming the item). */
  labels: { up: string; down: string; remove?: string };
  onMove: (by: -1 | 1) => void;
  /** When given, a third button takes the item off the list. */
  onRemove?: () => void;
  removeDisabled?: boolean;
};

/** An ordered list's row controls: up, down and (optionally) remove, each named for its item. */
export const MoveButtons = ({ index, count, labels, onMove, onRemove, removeDisabled }: Props) => (
  <span className="move-buttons">
    <button type="button" className="icon-btn" disabled={index === 0} onClick={() => onMove(-1)} aria-label={labels.up}>
      ↑
    </button>
    <button type="button" className="icon-btn" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={labels.down}>
      ↓
    </button>
    {onRemove ? (
      <button type="button" className="icon-btn" disabled={removeDisabled} onClick={onRemove} aria-label={labels.remove}>
        ×
      </button>
    ) : null}
  </span>
);
