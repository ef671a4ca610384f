import { paramsFromSearch, type SearchState, searchFromParams } from './search-state';

/** A saved filter as the list shows it. */
export type SavedFilter = { id: number; name: string; query: string };

/**
 * The query a filter is saved under: the search's address as search-state writes it, without the page (a saved
 * filter opens on its first page).
 */
export const savedQueryOf = (s: SearchState) => paramsFromSearch({ ...s, page: 1 }).toString();

/** A stored query, read the way the page reads an address (anything unknown falls back), as a link's search part. */
export const searchOfSaved = (query: string) => {
  const text = savedQueryOf(searchFromParams(new URLSearchParams(query)));
  return text ? `?${text}` : '';
};

/** The saved filter the page shows now (same filters and order, whatever the page), if any. */
export const currentFilterId = (filters: readonly SavedFilter[], s: SearchState): number | null => {
  const now = savedQueryOf(s);
  return filters.find((f) => savedQueryOf(searchFromParams(new URLSearchParams(f.query))) === now)?.id ?? null;
};

/** Whether a name is already taken (saving under it replaces that filter, as the server does: the trimmed name, exactly). */
export const takenName = (filters: readonly SavedFilter[], name: string) => {
  const key = name.trim();
  return key !== '' && filters.some((f) => f.name === key);
};
