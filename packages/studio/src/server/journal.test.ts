import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Fact, compactFacts, createJournal } from './journal';
import { transferWallet } from './wallets';

describe('studio journal compaction', () => {
  it('keeps open rounds, the last nonce of each chain and the transfer wallet’s state; drops finished rounds', () => {
    const facts: Fact[] = [
      { k: 'nonce', key: 'PG|a', n: 1 },
      { k: 'inst', id: 'I1', roundId: 'I1', amount: 100 },
      { k: 'out', id: 'I1', payout: 0 },
      { k: 'done', id: 'I1' },
      { k: 'nonce', key: 'PG|a', n: 2 },
      { k: 'inst', id: 'P2', roundId: 'P2', amount: 100, vp: {} },
      { k: 'dealt', id: 'P2', at: 5 },
      { k: 'tbet', id: 'B3', amount: 200 },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '1000', ref: 'r1', kind: 'DEPOSIT' },
      { k: 'twop', ref: 'r1', kind: 'DEPOSIT', vendor: 'SPB', player: 'x', amount: '1000', balanceAfter: '1000' },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '900', tx: 'S1B', kind: 'BET', amount: 100 },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '800', tx: 'S2B', kind: 'BET', amount: 100 },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '1000', tx: 'S1W', kind: 'WIN', betTx: 'S1B' },
      { k: 'twexpired', rk: 'SPB|old' },
    ];
    const kept = compactFacts(facts);
    expect(kept).toEqual([
      { k: 'nonce', key: 'PG|a', n: 2 },
      { k: 'inst', id: 'P2', roundId: 'P2', amount: 100, vp: {} },
      { k: 'dealt', id: 'P2', at: 5 },
      { k: 'tbet', id: 'B3', amount: 200 },
      { k: 'twop', ref: 'r1', kind: 'DEPOSIT', vendor: 'SPB', player: 'x', amount: '1000', balanceAfter: '1000' },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '800', tx: 'S2B', kind: 'BET', amount: 100 },
      { k: 'twbal', vendor: 'SPB', player: 'x', balance: '1000', tx: 'S1W', kind: 'WIN', betTx: 'S1B' },
      { k: 'twexpired', rk: 'SPB|old' },
    ]);
    // the transfer wallet restored from either holds the same balance, and the open bet can still be rolled back
    const noop = { write: () => undefined } as unknown as Parameters<typeof transferWallet>[0];
    const full = transferWallet(noop);
    full.restore(facts);
    const short = transferWallet(noop);
    short.restore(kept);
    expect(short.balanceOf('SPB', 'x')).toBe(full.balanceOf('SPB', 'x'));
    expect(compactFacts(kept)).toEqual(kept);
  });

  it('rewrites the file whole and keeps appending after it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-journal-'));
    try {
      const j = createJournal(dir, { compactEvery: 5 });
      for (let i = 0; i < 4; i++) {
        j.write({ k: 'inst', id: `I${i}`, amount: 1 });
        j.write({ k: 'done', id: `I${i}` });
      }
      j.write({ k: 'inst', id: 'open', amount: 1 });
      expect(j.replay()).toHaveLength(9);
      expect(j.maybeCompact()).toEqual({ before: 9, after: 1 });
      expect(j.maybeCompact()).toBeNull();
      j.write({ k: 'out', id: 'open', payout: 3 });
      const lines = readFileSync(path.join(dir, 'journal.jsonl'), 'utf8').trim().split('\n');
      expect(lines.map((l) => JSON.parse(l).k)).toEqual(['inst', 'out']);
      expect(createJournal(dir).replay()).toEqual([
        { k: 'inst', id: 'open', amount: 1 },
        { k: 'out', id: 'open', payout: 3 },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
