import { fillPath, playersOpsApi } from '@wl/contracts';
import type { SearchState } from './search-state';

/**
 * The CSV export of a search: the same filters and order as the page (no page or size: every match, up to the
 * server's 10,000 rows) and the reason that goes on the audit record.
 */
export const exportQueryOf = (s: SearchState, reason: string): URLSearchParams => {
  const out = new URLSearchParams({ by: s.by });
  if (s.q.trim()) out.set('q', s.q.trim());
  if (s.status) out.set('status', s.status);
  out.set('sort', s.sort);
  out.set('dir', s.dir);
  out.set('reason', reason.trim());
  return out;
};

/** The address of the export call for a merchant's search. */
export const exportUrl = (merchant: string, s: SearchState, reason: string) =>
  `${fillPath(playersOpsApi.export.path, { code: merchant })}?${exportQueryOf(s, reason).toString()}`;
