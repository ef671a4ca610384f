import { useEffect, useState } from 'react';

/**
 * An editable copy of a saved list: `changed` while it differs from the saved one (compared by `keyOf`, the content
 * by default), `undo` goes back to it, and a newly saved or read list resets the draft.
 */
export const useListDraft = <T>(saved: T[], keyOf: (rows: T[]) => string = (rows) => JSON.stringify(rows)) => {
  const key = keyOf(saved);
  const [draft, setDraft] = useState<T[]>(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new saved list (by its key) resets the draft
  useEffect(() => setDraft(saved), [key]);
  return { draft, setDraft, changed: keyOf(draft) !== key, undo: () => setDraft(saved) };
};
