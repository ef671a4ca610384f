/**
 * A case's evidence (the rows that opened it) as lines a person reads: the fields each kind is known to carry get a
 * label and a typed value; any other field keeps its name as the label and its value as text, never raw JSON.
 */
export type ScreeningHit = { ref: string; list: string; name: string; score: number };
export type EvidenceValue =
  | { type: 'text'; text: string }
  | { type: 'money'; minor: string }
  | { type: 'number'; n: number }
  | { type: 'date'; iso: string }
  | { type: 'day'; date: string }
  | { type: 'accounts'; accounts: string[] }
  | { type: 'texts'; texts: string[] }
  | { type: 'hits'; hits: ScreeningHit[] }
  | { type: 'changes'; changes: { what: string; at: string }[] }
  | { type: 'count'; n: number }
  | { type: 'word'; key: string }
  | { type: 'pairs'; pairs: { key: string; value: string }[] };
/** `label` is a text key for a known field (`risk.evidence.fields.<field>`), the field's own name otherwise. */
export type EvidenceLine = { key: string; known: boolean; value: EvidenceValue };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : []);
const isMinor = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v));

/** A value of a field nobody described: a scalar as text, an object or a list as key/value pairs (one level). */
export const plainText = (v: unknown): string => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(plainText).join(', ');
  if (isObject(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${plainText(x)}`)
      .join('; ');
  return String(v);
};
const other = (key: string, v: unknown): EvidenceLine => ({
  key,
  known: false,
  value:
    isObject(v) && !Array.isArray(v)
      ? { type: 'pairs', pairs: Object.entries(v).map(([k, x]) => ({ key: k, value: plainText(x) })) }
      : { type: 'text', text: plainText(v) },
});

const money = ['amount', 'withdrawn', 'deposited', 'lastDeposit', 'stakedSince', 'received'];
const events: Record<string, string> = { 'withdrawal.requested': 'withdrawalRequested', 'deposit.credited': 'depositCredited' };

/** One known field's value, or null when its value is not of the expected shape (then it shows as an other field). */
const known = (key: string, v: unknown): EvidenceValue | null => {
  if (money.includes(key)) return isMinor(v) ? { type: 'money', minor: String(v) } : null;
  switch (key) {
    case 'name':
    case 'deviceId':
    case 'ip':
      return typeof v === 'string' ? { type: 'text', text: v } : null;
    case 'birthDate':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? { type: 'day', date: v } : null;
    case 'withdrawalId':
      return typeof v === 'number' ? { type: 'number', n: v } : null;
    case 'accounts':
      return Array.isArray(v) ? { type: 'accounts', accounts: strings(v) } : null;
    case 'values':
    case 'bankAccounts':
      return Array.isArray(v) ? { type: 'texts', texts: strings(v) } : null;
    case 'hits':
      return Array.isArray(v) && v.every(isObject)
        ? {
            type: 'hits',
            hits: v.map((h) => ({
              ref: String(h.ref ?? ''),
              list: String(h.list ?? ''),
              name: String(h.name ?? ''),
              score: Number(h.score ?? 0),
            })),
          }
        : null;
    case 'changed':
      return Array.isArray(v) && v.every(isObject)
        ? { type: 'changes', changes: v.map((c) => ({ what: String(c.what ?? ''), at: String(c.at ?? '') })) }
        : null;
    case 'cycles':
    case 'transfers':
    case 'others':
      return Array.isArray(v) ? { type: 'count', n: v.length } : null;
    case 'event':
      return typeof v === 'string' && events[v] ? { type: 'word', key: `risk.evidence.events.${events[v]}` } : null;
    default:
      return null;
  }
};

/** The order known fields show in (what the player gave, what matched, then the money and the rows). */
const order = [
  'name',
  'birthDate',
  'hits',
  'accounts',
  'values',
  'bankAccounts',
  'withdrawalId',
  ...money,
  'changed',
  'cycles',
  'transfers',
  'others',
  'deviceId',
  'ip',
  'event',
];

/** The evidence's lines: known fields first in a fixed order, then the others as they came; empty values left out. */
export const evidenceLines = (evidence: Record<string, unknown>): EvidenceLine[] => {
  const first: EvidenceLine[] = [];
  const rest: EvidenceLine[] = [];
  for (const [key, v] of Object.entries(evidence)) {
    if (v === null || v === undefined) continue;
    const value = known(key, v);
    if (value) first.push({ key, known: true, value });
    else rest.push(other(key, v));
  }
  first.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return [...first, ...rest];
};
