import { describe, expect, it } from 'vitest';
import { evidenceLines, plainText } from './evidence-lines';

describe('evidence in words', () => {
  it('reads a screening hit (whatever order the keys come in): the name given, the day of birth and each list entry', () => {
    const lines = evidenceLines({
      hits: [{ ref: 'SAN-001', list: 'SANCTIONS', name: 'Muhammad Yousuf Qureshi', score: 0.94 }],
      name: 'Mohammed Yusuf Kureshi',
      birthDate: '1971-03-02',
    });
    expect(lines.map((l) => [l.key, l.known, l.value.type])).toEqual([
      ['name', true, 'text'],
      ['birthDate', true, 'day'],
      ['hits', true, 'hits'],
    ]);
    expect(lines[2]?.value).toEqual({
      type: 'hits',
      hits: [{ ref: 'SAN-001', list: 'SANCTIONS', name: 'Muhammad Yousuf Qureshi', score: 0.94 }],
    });
  });

  it('reads a shared device: the accounts and the (masked) values', () => {
    const lines = evidenceLines({ accounts: ['a1', 'a2', 'a3'], values: ['dev…42'], event: 'withdrawal.requested' });
    expect(lines.map((l) => l.value)).toEqual([
      { type: 'accounts', accounts: ['a1', 'a2', 'a3'] },
      { type: 'texts', texts: ['dev…42'] },
      { type: 'word', key: 'risk.evidence.events.withdrawalRequested' },
    ]);
  });

  it('reads a withdrawal rule: the withdrawal, its amounts as money, changes with their moments, rows counted', () => {
    const lines = evidenceLines({
      withdrawalId: 7,
      amount: '150000',
      lastDeposit: '10000',
      changed: [{ what: 'payee', at: '2026-11-29T08:00:00.000Z' }],
      cycles: [{}, {}, {}],
    });
    expect(lines.map((l) => l.value)).toEqual([
      { type: 'number', n: 7 },
      { type: 'money', minor: '150000' },
      { type: 'money', minor: '10000' },
      { type: 'changes', changes: [{ what: 'payee', at: '2026-11-29T08:00:00.000Z' }] },
      { type: 'count', n: 3 },
    ]);
  });

  it('keeps any other field, after the known ones, as a labelled value or key/value pairs, never JSON', () => {
    const lines = evidenceLines({ extra: { a: 1, b: [2, 3] }, amount: 'lots', withdrawalId: 3, gone: null });
    expect(lines).toEqual([
      { key: 'withdrawalId', known: true, value: { type: 'number', n: 3 } },
      {
        key: 'extra',
        known: false,
        value: {
          type: 'pairs',
          pairs: [
            { key: 'a', value: '1' },
            { key: 'b', value: '2, 3' },
          ],
        },
      },
      { key: 'amount', known: false, value: { type: 'text', text: 'lots' } },
    ]);
    expect(plainText({ x: { y: true } })).toBe('x: y: true');
  });
});
