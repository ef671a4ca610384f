import { type LimitKind, limitKinds, rgOutcomes } from '@wl/contracts';

/** One fact of a history row, typed so the page words and formats it (money, minutes, dates) in its language. */
export type HistoryValue =
  | { type: 'limit'; kind: LimitKind | null; amount: string }
  | { type: 'money'; amount: string }
  | { type: 'date'; iso: string }
  | { type: 'count'; unit: 'hours' | 'months' | 'minutes'; n: number }
  | { type: 'word'; key: string }
  | { type: 'text'; text: string }
  | { type: 'number'; n: number }
  | { type: 'indicators'; values: Record<string, number> };
/** `label`: the pack key of the fact's name. */
export type HistoryFact = { key: string; label: string; value: HistoryValue };
/** `title`: the pack key of what happened. */
export type HistoryLine = { title: string; facts: HistoryFact[] };

/** The server's history kinds (protection, reality checks, cases) and the pack key of each one's title. */
const titles: Record<string, string> = {
  LIMIT_SET: 'protection.history.kinds.limitSet',
  LIMIT_DECREASED: 'protection.history.kinds.limitDecreased',
  LIMIT_CONFIRMED: 'protection.history.kinds.limitConfirmed',
  LIMIT_CANCELLED: 'protection.history.kinds.limitCancelled',
  TIMEOUT: 'protection.history.kinds.timeout',
  EXCLUSION: 'protection.history.kinds.exclusion',
  NATIONAL: 'protection.history.kinds.national',
  REALITY_INTERVAL: 'protection.history.kinds.realityInterval',
  REALITY_ANSWERED: 'protection.history.kinds.realityAnswered',
  REALITY_CONTINUE: 'protection.history.kinds.realityContinue',
  REALITY_STOP: 'protection.history.kinds.realityStop',
  REALITY_SHOWN: 'protection.history.kinds.realityShown',
  CASE_OPENED: 'protection.history.kinds.caseOpened',
  CASE_CLOSED: 'protection.history.kinds.caseClosed',
};

/** The facts in the order a reader wants them; anything else follows in the server's order. */
const order = ['kind', 'period', 'amount', 'from', 'to', 'effectiveAt', 'hours', 'months', 'minutes', 'until', 'choice', 'staked', 'won'];
const more = ['score', 'triggers', 'outcome', 'lifted', 'linkedTo', 'register', 'reference', 'reason'];
/** Fields that only machines read. */
const hidden = new Set(['checkId', 'caseId', 'id', 'requestId']);

const isLimitKind = (v: unknown): v is LimitKind => typeof v === 'string' && (limitKinds as readonly string[]).includes(v);
const digits = (v: unknown) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d+$/.test(v));
const word = (key: string): HistoryValue => ({ type: 'word', key });

/** A pending change is an increase, or a removal when it asks for no limit. */
const titleOf = (kind: string, detail: Record<string, unknown>) => {
  if (kind === 'LIMIT_PENDING')
    return detail.to === null ? 'protection.history.kinds.limitRemoval' : 'protection.history.kinds.limitIncrease';
  return titles[kind] ?? 'protection.history.other';
};

type Fact = [label: string, value: HistoryValue] | null;

const factOf = (kind: string, field: string, v: unknown, limitKind: LimitKind | null): Fact => {
  const label = `protection.history.fields.${field}`;
  switch (field) {
    case 'kind':
      return isLimitKind(v) ? [label, word(`protection.kinds.${v}`)] : null;
    case 'period':
      return typeof v === 'string' ? [label, word(`protection.periods.${v}`)] : null;
    case 'amount':
    case 'from':
    case 'to':
      if (v === null) return [label, word(field === 'from' ? 'protection.none' : 'protection.history.removed')];
      return digits(v) ? [label, { type: 'limit', kind: limitKind, amount: String(v) }] : null;
    case 'staked':
    case 'won':
      return digits(v) ? [label, { type: 'money', amount: String(v) }] : null;
    case 'hours':
    case 'months':
    case 'minutes':
      if (v === null && kind === 'REALITY_INTERVAL') return [label, word('protection.profile.realityOff')];
      return typeof v === 'number' ? [label, { type: 'count', unit: field, n: v }] : null;
    case 'until':
    case 'effectiveAt':
      return typeof v === 'string' ? [label, { type: 'date', iso: v }] : null;
    case 'choice':
      return v === 'continue' || v === 'stop' ? [label, word(`protection.history.choices.${v}`)] : null;
    case 'score':
      return typeof v === 'number' ? [label, { type: 'number', n: v }] : null;
    case 'triggers': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
      const values = Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number'));
      return [label, { type: 'indicators', values }];
    }
    case 'outcome':
      return (rgOutcomes as readonly unknown[]).includes(v) ? [label, word(`protection.cases.outcomes.${v}`)] : null;
    case 'lifted':
      return typeof v === 'boolean' ? [label, word(v ? 'protection.history.yes' : 'protection.history.no')] : null;
    // A self-exclusion that came from another account of the same person, or from the national register.
    case 'linkedTo':
      return v === null || v === undefined ? null : ['protection.history.fields.scope', word('protection.history.scopes.linked')];
    case 'register':
      return v === true ? ['protection.history.fields.scope', word('protection.history.scopes.register')] : null;
    case 'reference':
    case 'reason':
      return typeof v === 'string' || typeof v === 'number' ? [label, { type: 'text', text: String(v) }] : null;
    default:
      return typeof v === 'string' || typeof v === 'number'
        ? ['protection.history.fields.other', { type: 'text', text: `${field}: ${v}` }]
        : null;
  }
};

/** What a history row says, as a title and facts in words: never the raw kind or the detail's JSON. */
export const describeHistory = (row: { kind: string; detail: Record<string, unknown> }): HistoryLine => {
  const { kind, detail } = row;
  const limitKind = isLimitKind(detail.kind) ? detail.kind : null;
  const known = [...order, ...more];
  const fields = [...known.filter((f) => f in detail), ...Object.keys(detail).filter((f) => !known.includes(f) && !hidden.has(f))];
  const facts: HistoryFact[] = [];
  for (const field of fields) {
    // A limit's effective time matters only while it waits; the amount asked for says no more than `to`.
    if (field === 'effectiveAt' && kind !== 'LIMIT_PENDING') continue;
    if (field === 'amount' && 'to' in detail) continue;
    const fact = factOf(kind, field, detail[field], limitKind);
    if (fact) facts.push({ key: field, label: fact[0], value: fact[1] });
  }
  return { title: titleOf(kind, detail), facts };
};
