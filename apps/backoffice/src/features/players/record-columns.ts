import type { PlayerTab } from '@wl/contracts';

/** How a record's field reads: an amount (minor units), a moment, a yes/no, a status word, a proof, or plain text. */
export type CellKind = 'money' | 'date' | 'bool' | 'code' | 'proof' | 'text';
export type RecordColumn = { key: string; kind: CellKind };
export type RecordValue = string | number | boolean | null;

const col = (key: string, kind: CellKind = 'text'): RecordColumn => ({ key, kind });

/**
 * The columns of each record tab, in the order the 360 view shows them (the server's field names,
 * player-tabs.repo.ts); each is labelled `players.columns.<key>`.
 */
export const recordColumns: Record<PlayerTab, RecordColumn[]> = {
  transactions: [
    col('at', 'date'),
    col('kind', 'code'),
    col('wallet', 'code'),
    col('amount', 'money'),
    col('balance', 'money'),
    col('ref'),
    col('id'),
  ],
  bets: [
    col('at', 'date'),
    col('source', 'code'),
    col('game'),
    col('stake', 'money'),
    col('payout', 'money'),
    col('status', 'code'),
    col('proof', 'proof'),
  ],
  money: [col('at', 'date'), col('kind', 'code'), col('id'), col('amount', 'money'), col('status', 'code'), col('by'), col('reason')],
  bonuses: [
    col('at', 'date'),
    col('source', 'code'),
    col('amount', 'money'),
    col('turnover_required', 'money'),
    col('turnover_left', 'money'),
    col('status', 'code'),
    col('closed_at', 'date'),
  ],
  messages: [col('at', 'date'), col('kind', 'code'), col('topic', 'code'), col('title'), col('by'), col('read', 'bool')],
  audit: [col('at', 'date'), col('actor'), col('action', 'code'), col('outcome', 'code'), col('reason'), col('ip')],
};

/** Every column label the tabs need (the pack must hold each). */
export const recordColumnKeys = () => [...new Set(Object.values(recordColumns).flatMap((cols) => cols.map((c) => c.key)))];

/** A stable key for a record: its tab, page and place (some tabs' rows have no id of their own). */
export const recordKey = (row: Record<string, RecordValue>, index: number, page: number) =>
  row.id !== undefined && row.id !== null ? `${row.id}-${row.kind ?? ''}-${index}` : `${page}-${index}`;

/** A money field's minor units, or null when the field holds no whole number (a missing or odd value shows as text). */
export const minorOf = (v: RecordValue): string | null => {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return v.trim();
  return null;
};

/** A fairness proof split into its labelled parts ("sha256 … seed … client … nonce …"), for reading and copying. */
export const proofParts = (text: string): { label: string; value: string }[] => {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const labels = new Set(['sha256', 'seed', 'client', 'nonce']);
  const parts: { label: string; value: string }[] = [];
  for (const w of words) {
    const last = parts[parts.length - 1];
    if (labels.has(w) || !last) parts.push({ label: labels.has(w) ? w : '', value: labels.has(w) ? '' : w });
    else last.value = last.value ? `${last.value} ${w}` : w;
  }
  return parts;
};
