import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { describeHistory, type HistoryLine } from './history-text';

const keysOf = (line: HistoryLine) => [
  line.title,
  ...line.facts.flatMap((f) => [f.label, ...(f.value.type === 'word' ? [f.value.key] : [])]),
];

describe('a protection history row in words', () => {
  it('says a limit set by staff: the limit, its period, before and after, and the reason', () => {
    const line = describeHistory({
      kind: 'LIMIT_SET',
      detail: {
        kind: 'deposit',
        period: 'day',
        amount: '500000',
        from: null,
        to: '500000',
        effectiveAt: null,
        reason: 'agreed on the phone',
      },
    });
    expect(line.title).toBe('protection.history.kinds.limitSet');
    expect(line.facts).toEqual([
      { key: 'kind', label: 'protection.history.fields.kind', value: { type: 'word', key: 'protection.kinds.deposit' } },
      { key: 'period', label: 'protection.history.fields.period', value: { type: 'word', key: 'protection.periods.day' } },
      { key: 'from', label: 'protection.history.fields.from', value: { type: 'word', key: 'protection.none' } },
      { key: 'to', label: 'protection.history.fields.to', value: { type: 'limit', kind: 'deposit', amount: '500000' } },
      { key: 'reason', label: 'protection.history.fields.reason', value: { type: 'text', text: 'agreed on the phone' } },
    ]);
  });

  it('tells an increase from a removal while it waits, with the time it may be confirmed', () => {
    const increase = describeHistory({
      kind: 'LIMIT_PENDING',
      detail: { kind: 'session', period: 'session', from: '60', to: '120', effectiveAt: '2026-12-01T10:00:00.000Z' },
    });
    expect(increase.title).toBe('protection.history.kinds.limitIncrease');
    expect(increase.facts.find((f) => f.key === 'to')?.value).toEqual({ type: 'limit', kind: 'session', amount: '120' });
    expect(increase.facts.find((f) => f.key === 'effectiveAt')?.value).toEqual({ type: 'date', iso: '2026-12-01T10:00:00.000Z' });
    const removal = describeHistory({ kind: 'LIMIT_PENDING', detail: { kind: 'loss', period: 'week', from: '100', to: null } });
    expect(removal.title).toBe('protection.history.kinds.limitRemoval');
    expect(removal.facts.find((f) => f.key === 'to')?.value).toEqual({ type: 'word', key: 'protection.history.removed' });
  });

  it('words time-outs, exclusions, reality checks and closed cases without their codes', () => {
    const timeout = describeHistory({
      kind: 'TIMEOUT',
      detail: { hours: 48, reason: 'asked for a break', until: '2026-12-01T10:00:00.000Z' },
    });
    expect(timeout.facts.map((f) => f.key)).toEqual(['hours', 'until', 'reason']);
    expect(timeout.facts[0]?.value).toEqual({ type: 'count', unit: 'hours', n: 48 });
    const linked = describeHistory({ kind: 'EXCLUSION', detail: { months: 6, linkedTo: 42, until: '2027-06-01T00:00:00.000Z' } });
    expect(linked.facts.find((f) => f.key === 'linkedTo')?.value).toEqual({ type: 'word', key: 'protection.history.scopes.linked' });
    const ack = describeHistory({ kind: 'REALITY_ANSWERED', detail: { checkId: 7, choice: 'stop' } });
    expect(ack.facts).toEqual([
      { key: 'choice', label: 'protection.history.fields.choice', value: { type: 'word', key: 'protection.history.choices.stop' } },
    ]);
    const off = describeHistory({ kind: 'REALITY_INTERVAL', detail: { minutes: null } });
    expect(off.facts[0]?.value).toEqual({ type: 'word', key: 'protection.profile.realityOff' });
    const opened = describeHistory({
      kind: 'CASE_OPENED',
      detail: { caseId: 4, score: 50, triggers: { chatKeywords: 1, depositVelocity: 5 } },
    });
    expect(opened.title).toBe('protection.history.kinds.caseOpened');
    expect(opened.facts.map((f) => f.value)).toEqual([
      { type: 'number', n: 50 },
      { type: 'indicators', values: { chatKeywords: 1, depositVelocity: 5 } },
    ]);
    const closed = describeHistory({
      kind: 'CASE_CLOSED',
      detail: { caseId: 3, outcome: 'LIMITS_AGREED', lifted: true, reason: 'spoke to him' },
    });
    expect(closed.facts.map((f) => f.key)).toEqual(['outcome', 'lifted', 'reason']);
  });

  it('names only keys both packs hold, and an unknown kind or field as a plain record', () => {
    const rows = [
      { kind: 'LIMIT_DECREASED', detail: { kind: 'wager', period: 'month', from: '9', to: '8' } },
      { kind: 'LIMIT_CONFIRMED', detail: { kind: 'deposit', period: 'week', from: '1', to: '2' } },
      { kind: 'LIMIT_CANCELLED', detail: { kind: 'deposit', period: 'week', from: '1', to: '1' } },
      { kind: 'NATIONAL', detail: { reference: 'GB-123' } },
      { kind: 'EXCLUSION', detail: { register: true, until: '2027-06-01T00:00:00.000Z' } },
      { kind: 'REALITY_CONTINUE', detail: { minutes: 60, staked: '1000', won: '250' } },
      { kind: 'REALITY_STOP', detail: {} },
      { kind: 'REALITY_SHOWN', detail: {} },
      { kind: 'SOMETHING_NEW', detail: { colour: 'blue', nested: { a: 1 } } },
    ];
    for (const row of rows) {
      for (const key of keysOf(describeHistory(row))) {
        expect(enFlat[key], key).toBeTruthy();
        expect(urFlat[key], key).toBeTruthy();
      }
    }
    const odd = describeHistory(rows[8] as (typeof rows)[number]);
    expect(odd.title).toBe('protection.history.other');
    expect(odd.facts).toEqual([{ key: 'colour', label: 'protection.history.fields.other', value: { type: 'text', text: 'colour: blue' } }]);
  });
});
