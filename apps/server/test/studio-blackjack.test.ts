import { describe, expect, it } from 'vitest';
import {
  FairRng,
  TABLES,
  bjReplay,
  bjSettle,
  hashServerSeed,
  roundSeed,
  settleTable,
  shuffleDeck,
} from '../../../packages/studio/src/engines/index';
import { invariants } from './seamless-helpers';
import { betRecords, callStudio, gameOf, launch, mainBalance, player, studioWorldForFile, waitFor } from './studio-helpers';

const t = studioWorldForFile();

type Open = { roundId: string; stake: number; player: number[]; dealer: number[]; phase: string; canDouble: boolean; balance?: string };
type Done = {
  roundId: string;
  stake: number;
  payout: number;
  balance: string;
  outcome: { actions: ('hit' | 'stand' | 'double')[]; result: string; player: number[]; dealer: number[]; doubled: boolean };
  fairness: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
};

describe('blackjack through the platform', () => {
  it('deal, hit and stand: the stake goes at the deal, the return at the end; moves after the end are refused', async () => {
    const p = await player(t, 300_00n);
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP', name: /Blackjack/ });
    const l = await launch(t, p, g.id);
    const s = await callStudio(t, l.vendor, 'session', { launch: l.launch });
    expect(s.json.value).toMatchObject({ engine: { kind: 'blackjack' } });
    expect((await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'hit' })).json.code).toBe('studio.round_not_open');
    for (const stake of [50, 100_100, 1.5]) {
      const r = await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake } });
      expect([r.status, r.json.code]).toEqual([400, 'studio.stake_out_of_limits']);
    }
    let balance = 300_00n;
    let played = 0;
    for (let i = 0; i < 8 && played < 3; i++) {
      const committed = ((await callStudio(t, l.vendor, 'session', { launch: l.launch })).json.value!.next as { serverSeedHash: string })
        .serverSeedHash;
      const d = await callStudio(t, l.vendor, 'play', { launch: l.launch, clientSeed: `c${i}`, bet: { stake: 200 } });
      expect(d.status, JSON.stringify(d.json)).toBe(200);
      let v = d.json.value as unknown as Open | Done;
      if (!('outcome' in v)) {
        expect(BigInt(v.balance!)).toBe(balance - 200n);
        expect(v.dealer).toHaveLength(1); // the hole card stays hidden
        const again = await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 200 } });
        expect([again.status, again.json.code]).toEqual([409, 'studio.round_open']);
        const bad = await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'split' });
        expect([bad.status, bad.json.code]).toEqual([400, 'studio.bet_invalid']);
        expect(await mainBalance(t, p.member.id)).toBe(balance - 200n);
        // hit while under 12, then stand
        while (!('outcome' in v) && v.player.length < 4) {
          const total = v.player.reduce((x, c) => x + Math.min(10, (c % 13) + 1), 0);
          const action = total < 12 ? 'hit' : 'stand';
          v = (await callStudio(t, l.vendor, 'act', { launch: l.launch, roundId: v.roundId, action })).json.value as unknown as Open | Done;
        }
        if (!('outcome' in v))
          v = (await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'stand' })).json.value as unknown as Done;
        played++;
      }
      const done = v as Done;
      // the record's proof replays the round: the seeds give the deck, the actions the hands
      expect(hashServerSeed(done.fairness.serverSeed)).toBe(committed);
      const replay = bjReplay(shuffleDeck(new FairRng(done.fairness)), 200, done.outcome.actions);
      expect(replay.player).toEqual(done.outcome.player);
      expect(replay.dealer).toEqual(done.outcome.dealer);
      expect(bjSettle(replay)).toMatchObject({ result: done.outcome.result, payout: done.payout });
      balance += BigInt(done.payout) - 200n;
      expect(BigInt(done.balance)).toBe(balance);
      expect(await mainBalance(t, p.member.id)).toBe(balance);
      const late = await callStudio(t, l.vendor, 'act', { launch: l.launch, roundId: done.roundId, action: 'stand' });
      expect([late.status, late.json.code]).toEqual([409, 'studio.round_not_open']);
      expect(await mainBalance(t, p.member.id)).toBe(balance);
      const rec = await waitFor(async () =>
        (await betRecords(t, p.headers, l.vendor)).list.find((x) => x.roundId === done.roundId && x.proof),
      );
      expect(rec.proof).toMatchObject({ serverSeedHash: committed });
    }
    expect(played).toBeGreaterThan(0);
    await invariants(t);
  });

  it('double is a second debit on the same round, refused after a hit; the whole return settles once', async () => {
    const p = await player(t, 300_00n);
    const g = await gameOf(t, { vendor: 'LEG', category: 'PVP', name: /Blackjack/ });
    const l = await launch(t, p, g.id);
    let balance = 300_00n;
    let doubled = 0;
    let refused = 0;
    for (let i = 0; i < 10 && (doubled < 1 || refused < 1); i++) {
      const v = (await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 500 } })).json.value as unknown as Open | Done;
      if ('outcome' in v) {
        balance += BigInt(v.payout) - 500n;
        continue;
      }
      balance -= 500n;
      if (doubled === 0) {
        const r = await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'double' });
        expect(r.status, JSON.stringify(r.json)).toBe(200);
        const d = r.json.value as unknown as Done;
        expect(d.outcome.doubled).toBe(true);
        expect(d.outcome.player).toHaveLength(3);
        expect(d.stake).toBe(1000);
        expect(d.payout).toBe(bjSettle(bjReplay(shuffleDeck(new FairRng(d.fairness)), 500, ['double'])).payout);
        balance += BigInt(d.payout) - 500n;
        expect(BigInt(d.balance)).toBe(balance);
        doubled++;
      } else {
        const h = (await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'hit' })).json.value as unknown as Open | Done;
        if ('outcome' in h) {
          balance += BigInt(h.payout) - 0n;
          continue;
        }
        const r = await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'double' });
        expect([r.status, r.json.code]).toEqual([409, 'studio.action_invalid']);
        expect(await mainBalance(t, p.member.id)).toBe(balance);
        const s = (await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'stand' })).json.value as unknown as Done;
        balance += BigInt(s.payout);
        refused++;
      }
      expect(await mainBalance(t, p.member.id)).toBe(balance);
    }
    expect(doubled).toBe(1);
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    await invariants(t);
  });

  it('a double without the money for it is refused and moves nothing; the hand goes on', async () => {
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP', name: /Blackjack/ });
    let tried = 0;
    for (let i = 0; i < 8; i++) {
      // a new player each time, with less than two stakes
      const p = await player(t, 3_00n);
      const l = await launch(t, p, g.id);
      const v = (await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 200 } })).json.value as unknown as Open | Done;
      if ('outcome' in v) continue;
      const before = await mainBalance(t, p.member.id);
      expect(before).toBeLessThan(200n);
      const r = await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'double' });
      expect([r.status, r.json.code]).toEqual([409, 'wallet.insufficient_funds']);
      expect(await mainBalance(t, p.member.id)).toBe(before);
      const s = (await callStudio(t, l.vendor, 'act', { launch: l.launch, action: 'stand' })).json.value as unknown as Done;
      expect(s.stake).toBe(200);
      expect(await mainBalance(t, p.member.id)).toBe(before + BigInt(s.payout));
      tried++;
      break;
    }
    expect(tried).toBe(1);
    await invariants(t);
  });

  it('Andar Bahar card table: seated players share one round, see the same cards and are each settled once', async () => {
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP', name: /Andar Bahar/ });
    const ps = await Promise.all(Array.from({ length: 6 }, () => player(t, 100_00n)));
    const ls = await Promise.all(ps.map((p) => launch(t, p, g.id)));
    const first = await waitFor(async () => {
      const s = (await callStudio(t, 'KY', 'table', { launch: ls[0]!.launch })).json.value as {
        phase: string;
        closesAt: number;
        now: number;
        round: number;
      };
      return s.phase === 'BETTING' && s.closesAt - s.now > 1500 ? s : null;
    });
    const spots = ['andar', 'bahar'];
    const placed = await Promise.all(
      ls.map((l, i) => callStudio(t, 'KY', 'table-bet', { launch: l.launch, round: first.round, bets: { [spots[i % 2]!]: 300 } })),
    );
    for (const r of placed) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const settled = await waitFor(async () => {
      const s = await Promise.all(ls.map((l) => callStudio(t, 'KY', 'table', { launch: l.launch })));
      const mine = s.map((x) => (x.json.value as { lastSettled: { n: number; payout: number } | null }).lastSettled);
      return mine.every((m) => m?.n === first.round) ? mine : null;
    });
    // every seated player got the same cards: the round's seed deals them, as the proof shows
    const seed = roundSeed(t.secret, `KY|${g.code}`, first.round);
    const rules = TABLES.andarBahar;
    const result = rules.deal(new FairRng({ serverSeed: seed, clientSeed: g.code, nonce: first.round }));
    for (const [i, p] of ps.entries()) {
      const want = settleTable(rules, { [spots[i % 2]!]: 300 }, result).payout;
      expect(settled[i]!.payout).toBe(want);
      expect(await mainBalance(t, p.member.id)).toBe(100_00n - 300n + BigInt(want));
      const rec = await waitFor(async () => {
        const x = await betRecords(t, p.headers, 'KY');
        return x.list.length === 1 && x.list[0]!.proof ? x : null;
      });
      expect(rec.list[0]).toMatchObject({ status: 'SETTLED', payout: String(want), stake: '300' });
      expect(rec.list[0]!.proof).toMatchObject({ serverSeed: seed });
    }
    await invariants(t);
  });
});
