import { useTranslation } from 'react-i18next';

type Entry = { ref: string; status: 'DRAFT' | 'PUBLISHED' | 'CHANGED'; enabled: boolean };

/** A content row's buttons: edit, publish (a draft or a pending change), order, switch off or on, remove. */
export const EntryActions = ({
  entry,
  first,
  last,
  canManage,
  busy,
  onEdit,
  onPublish,
  onMove,
  onEnabled,
  onRemove,
}: {
  entry: Entry;
  first: boolean;
  last: boolean;
  canManage: boolean;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onMove: (by: -1 | 1) => void;
  onEnabled?: (enabled: boolean) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  if (!canManage)
    return (
      <button type="button" className="btn btn--small" onClick={onEdit} data-testid="entry-view">
        {t('content.actions.view')}
      </button>
    );
  const live = entry.status !== 'DRAFT';
  return (
    <div className="actions actions--start content-row-actions">
      <button type="button" className="btn btn--small" onClick={onEdit} data-testid="entry-edit">
        {t('content.actions.edit')}
      </button>
      {entry.status === 'PUBLISHED' ? null : (
        <button type="button" className="btn btn--small btn--primary" disabled={busy} onClick={onPublish} data-testid="entry-publish">
          {t('content.actions.publish')}
        </button>
      )}
      {live ? (
        <>
          <button
            type="button"
            className="btn btn--small"
            disabled={busy || first}
            onClick={() => onMove(-1)}
            aria-label={t('content.actions.up')}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn--small"
            disabled={busy || last}
            onClick={() => onMove(1)}
            aria-label={t('content.actions.down')}
          >
            ↓
          </button>
        </>
      ) : null}
      {live && onEnabled ? (
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => onEnabled(!entry.enabled)}>
          {t(entry.enabled ? 'content.actions.disable' : 'content.actions.enable')}
        </button>
      ) : null}
      <button type="button" className="btn btn--small btn--danger" disabled={busy} onClick={onRemove} data-testid="entry-remove">
        {t('content.actions.remove')}
      </button>
    </div>
  );
};

/** The new order when one published row moves up or down a place. */
export const moved = (refs: string[], ref: string, by: -1 | 1): string[] => {
  const i = refs.indexOf(ref);
  const j = i + by;
  if (i < 0 || j < 0 || j >= refs.length) return refs;
  const out = [...refs];
  [out[i], out[j]] = [out[j] as string, out[i] as string];
  return out;
};
