import { Xoshiro128, toNumber } from '@wl/house-games';
import { describe, expect, it } from 'vitest';
import {
  BINGO_CARD,
  FairRng,
  LINES,
  DEAL_COUNTS,
  POKER_TABLES,
  TABLES,
  andarBahar,
  bingoRtp,
  createBook,
  dragonTiger,
  engineOf,
  fishChance,
  fishOf,
  fishRtp,
  limboRtp,
  lineRtp,
  playBingo,
  playLimbo,
  playScratch,
  pokerHand,
  dealtRtp,
  rational,
  roulette,
  scratchOf,
  settleSlip,
  settleTable,
  shoot,
  sicBo,
  slotOf,
  spinSlot,
  teenPatti,
  validateSlip,
  validateTableBets,
} from './index';

const seeds = (n: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: n });
const eq = (a: { numerator: bigint; denominator: bigint }, b: { numerator: bigint; denominator: bigint }) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

describe('slots', () => {
  it('every game code gives its own machine with an exact return between 92% and 97.5%', () => {
    const codes = Array.from({ length: 400 }, (_, i) => `V${i % 17}_${String(i).padStart(4, '0')}`);
    const paytables = new Set<string>();
    for (const code of codes) {
      const d = slotOf(code, code.endsWith('3'));
      const r = toNumber(d.rtp);
      expect(r).toBeGreaterThanOrEqual(0.92);
      expect(r).toBeLessThanOrEqual(0.975);
      paytables.add(JSON.stringify([d.symbols, d.pays]));
    }
    expect(paytables.size).toBeGreaterThan(390);
  });

  it('the exact line return equals a full enumeration of a small machine (wilds and jackpot symbol included)', () => {
    const def = {
      symbols: ['wild', 'a', 'b', 'jp'],
      jackpot: true,
      strips: [
        [1, 2, 3],
        [0, 1, 2, 3],
        [1, 0, 2],
        [3, 1, 0, 2],
        [2, 1, 0],
      ],
      pays: [
        [0, 0, 0],
        [2, 5, 20],
        [3, 7, 30],
        [0, 0, 1000],
      ],
    };
    let sum = 0n;
    let n = 0n;
    const idx = [0, 0, 0, 0, 0];
    const total = def.strips.reduce((a, s) => a * s.length, 1);
    for (let k = 0; k < total; k++) {
      let rest = k;
      for (let r = 0; r < 5; r++) {
        idx[r] = rest % def.strips[r]!.length;
        rest = Math.floor(rest / def.strips[r]!.length);
      }
      const cells = idx.map((i, r) => def.strips[r]![i]!);
      const first = cells[0]!;
      let c = 1;
      while (c < 5 && (cells[c] === first || (cells[c] === 0 && first !== 3))) c++;
      sum += BigInt(c >= 3 ? def.pays[first]![c - 3]! : 0);
      n++;
    }
    expect(eq(lineRtp(def), rational(sum, n))).toBe(true);
  });

  it('a spin replays from its seeds and pays what its window shows; simulated return matches the exact one', () => {
    const def = slotOf('PG_0001', false);
    const a = spinSlot(def, 100, new FairRng(seeds(7)));
    expect(spinSlot(def, 100, new FairRng(seeds(7)))).toEqual(a);
    expect(a.payout).toBe(a.wins.reduce((s, w) => s + w.payout, 0));
    const rng = new Xoshiro128(42);
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 150_000; i++) {
      const s = spinSlot(def, LINES.length, rng);
      staked += s.stake;
      paid += s.payout;
    }
    expect(Math.abs(paid / staked - toNumber(def.rtp))).toBeLessThan(0.03);
  });

  it('refuses a stake that is not a whole number of line bets', () => {
    expect(() => spinSlot(slotOf('PG_0002', false), 15, new FairRng(seeds(1)))).toThrow(RangeError);
  });
});

describe('table games', () => {
  it('roulette returns 36/37 on every spot', () => {
    for (const r of Object.values(roulette.rtp())) expect(eq(r, rational(36n, 37n))).toBe(true);
  });

  it('dragon tiger and sic bo returns equal a brute-force enumeration', () => {
    let dragon = 0n;
    let tie = 0n;
    let pairs = 0n;
    const shoe = Array.from({ length: 416 }, (_, i) => i % 52);
    for (let i = 0; i < 416; i++)
      for (let j = 0; j < 416; j++) {
        if (i === j) continue;
        const res = { dragon: shoe[i], tiger: shoe[j], summary: '', winner: '' };
        const a = shoe[i]! % 13;
        const b = shoe[j]! % 13;
        res.winner = a > b ? 'dragon' : b > a ? 'tiger' : 'tie';
        dragon += BigInt(dragonTiger.returnOf('dragon', 200, res));
        tie += BigInt(dragonTiger.returnOf('tie', 200, res));
        pairs++;
      }
    const rtp = dragonTiger.rtp();
    expect(eq(rtp.dragon!, rational(dragon, pairs * 200n))).toBe(true);
    expect(eq(rtp.tie!, rational(tie, pairs * 200n))).toBe(true);
    const sb = sicBo.rtp();
    expect(eq(sb.big!, rational(210n, 216n))).toBe(true); // 105 winning totals of 216, paid 2×
    expect(eq(sb.anyTriple!, rational(186n, 216n))).toBe(true);
  });

  it('teen patti and andar bahar: the exact returns agree with simulation', () => {
    const tp = teenPatti.rtp();
    const ab = andarBahar.rtp();
    const rng = new Xoshiro128(9);
    const n = 120_000;
    let tpPaid = 0;
    let abAndar = 0;
    for (let i = 0; i < n; i++) {
      tpPaid += teenPatti.returnOf('player', 100, teenPatti.deal(rng));
      abAndar += andarBahar.returnOf('andar', 100, andarBahar.deal(rng));
    }
    expect(Math.abs(tpPaid / (n * 100) - toNumber(tp.player!))).toBeLessThan(0.01);
    expect(Math.abs(abAndar / (n * 100) - toNumber(ab.andar!))).toBeLessThan(0.012);
    expect(toNumber(tp.player!)).toBeLessThan(1);
    expect(toNumber(ab.andar!) + toNumber(ab.bahar!)).toBeGreaterThan(1.8);
  });

  it('every table deals the same result from the same seeds, and refuses stakes outside its limits', () => {
    for (const rules of Object.values(TABLES)) {
      const a = rules.deal(new FairRng(seeds(3)));
      expect(rules.deal(new FairRng(seeds(3)))).toEqual(a);
      const bets = { [rules.spots[0]!]: 500 };
      expect(settleTable(rules, bets, a).payout).toBe(rules.returnOf(rules.spots[0]!, 500, a));
      expect(() => validateTableBets(rules, { [rules.spots[0]!]: 150 }, { min: 100, max: 1000 })).toThrow(/limits/);
      expect(() => validateTableBets(rules, { [rules.spots[0]!]: 2000 }, { min: 100, max: 1000 })).toThrow(/limits/);
      expect(() => validateTableBets(rules, { nowhere: 100 }, { min: 100, max: 1000 })).toThrow(/spot/);
      expect(validateTableBets(rules, bets, { min: 100, max: 1000 })).toBe(500);
    }
  });
});

describe('instant games', () => {
  it('video poker: the hand counts behind the published return are those of all 2,598,960 deals', () => {
    const counts = new Map<string, bigint>();
    const c = [0, 0, 0, 0, 0];
    for (c[0] = 0; c[0] < 48; c[0]++)
      for (c[1] = c[0] + 1; c[1] < 49; c[1]++)
        for (c[2] = c[1] + 1; c[2] < 50; c[2]++)
          for (c[3] = c[2] + 1; c[3] < 51; c[3]++)
            for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
              const h = pokerHand(c);
              if (h) counts.set(h, (counts.get(h) ?? 0n) + 1n);
            }
    for (const [hand, n] of Object.entries(DEAL_COUNTS)) expect(counts.get(hand)).toBe(n);
    // Standing on every deal of the full-pay table returns 33.69%: the draw is what the player plays for.
    expect(toNumber(dealtRtp(POKER_TABLES[0]!))).toBeCloseTo(0.33687, 5);
  });

  it('scratch, bingo, limbo and fish: exact returns, and simulation agrees', () => {
    const sc = scratchOf('JILI_0002');
    const rng = new Xoshiro128(5);
    const byMult = new Map<number, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const card = playScratch(sc, 100, rng);
      const triples = [1, 2, 3, 4, 5, 6].filter((s) => card.cells.filter((x) => x === s).length >= 3);
      expect(triples.length).toBe(card.multiplier > 0 ? 1 : 0);
      byMult.set(card.multiplier, (byMult.get(card.multiplier) ?? 0) + 1);
    }
    // each prize tier comes up as often as its weight says; the return is the weighted mean of the tiers
    for (const t of sc.tiers.filter((x) => x.weight / sc.total > 0.01))
      expect(Math.abs((byMult.get(t.mult) ?? 0) / n - t.weight / sc.total)).toBeLessThan(0.006);
    expect(eq(sc.rtp, rational(BigInt(sc.tiers.reduce((s, t) => s + t.mult * t.weight, 0)), BigInt(sc.total))));
    expect(toNumber(bingoRtp())).toBeGreaterThan(0.85);
    expect(toNumber(bingoRtp())).toBeLessThan(1);
    const b = playBingo(100, new FairRng(seeds(2)));
    expect(b.card).toHaveLength(BINGO_CARD);
    expect(b.marked).toBe(b.card.filter((x) => b.called.includes(x)).length);
    for (const t of [101, 200, 1000, 100_000]) {
      expect(toNumber(limboRtp(t))).toBeLessThanOrEqual(0.97);
      expect(toNumber(limboRtp(t))).toBeGreaterThan(0.969);
    }
    const l = playLimbo(100, 200, new FairRng(seeds(4)));
    expect(l.win).toBe(l.reached >= 200);
    const fish = fishOf('JDB_FI0001');
    for (const f of fish.fish) {
      expect(toNumber(fishRtp(fish, f.mult))).toBeLessThanOrEqual(fish.returnBp / 10000);
      expect(toNumber(fishRtp(fish, f.mult))).toBeGreaterThan(fish.returnBp / 10000 - 0.0002);
    }
    const shot = shoot(fish, 100, 0, new FairRng(seeds(5)));
    expect(shot.hit).toBe(shot.u < fishChance(fish, shot.mult));
    expect(() => shoot(fish, 100, 99, new FairRng(seeds(5)))).toThrow();
  });
});

describe('sportsbook', () => {
  const book = createBook({ secret: 's'.repeat(32), vendor: 'SPB', sport: 'SPORTS', slotSeconds: 60, matchSeconds: 180, epochMs: 0 });

  it('a match replays from its seed; the score only grows; odds move as it is played', () => {
    const f = book.fixture('premier', 10);
    expect(book.timeline(f)).toEqual(book.timeline(book.byId(f.id)!));
    let last = -1;
    const odds = new Set<string>();
    for (let t = f.kickoffMs - 1000; t <= f.endMs; t += 3000) {
      const s = book.stateAt(f, t);
      if (s.status === 'ABANDONED') break;
      expect(s.home + s.away).toBeGreaterThanOrEqual(last);
      last = s.home + s.away;
      odds.add(JSON.stringify(book.oddsAt(f, s)));
    }
    expect(odds.size).toBeGreaterThan(3);
    expect(book.byId('nowhere-1')).toBeNull();
  });

  it('abandoned matches void their picks; some matches of the schedule are abandoned', () => {
    let abandoned = 0;
    for (let slot = 0; slot < 400; slot++) {
      const f = book.fixture('premier', slot);
      const s = book.stateAt(f, f.endMs + 1);
      if (s.status === 'ABANDONED') {
        abandoned++;
        expect(book.outcomeOf('1X2', 'home', s)).toBe('VOID');
      } else expect(s.status).toBe('ENDED');
    }
    expect(abandoned).toBeGreaterThan(0);
    expect(abandoned).toBeLessThan(30);
  });

  it('a parlay settles on the winning legs only when some legs void; a lost leg loses it; all void refunds', () => {
    expect(
      settleSlip(1000, [
        { odds: 250, result: 'WON' },
        { odds: 180, result: 'VOID' },
        { odds: 199, result: 'WON' },
      ]),
    ).toBe(4975);
    expect(
      settleSlip(1000, [
        { odds: 250, result: 'WON' },
        { odds: 180, result: 'LOST' },
        { odds: 199, result: 'VOID' },
      ]),
    ).toBe(0);
    expect(
      settleSlip(1000, [
        { odds: 250, result: 'VOID' },
        { odds: 180, result: 'VOID' },
      ]),
    ).toBe(1000);
    expect(settleSlip(333, [{ odds: 333, result: 'WON' }])).toBe(1108);
    expect(() => validateSlip([])).toThrow();
    expect(() => validateSlip([{ fixtureId: 'a', market: '1X2', pick: 'over', odds: 100 }])).toThrow();
    expect(() =>
      validateSlip([
        { fixtureId: 'a', market: '1X2', pick: 'home', odds: 100 },
        { fixtureId: 'a', market: 'TOTAL', pick: 'over', odds: 100 },
      ]),
    ).toThrow();
  });
});

describe('catalogue → engine', () => {
  it('every category of the demo catalogue has an engine', () => {
    expect(engineOf({ code: 'PG_0001', name: 'Golden Dragon', category: 'RNG', sub: null })?.kind).toBe('slot');
    expect(engineOf({ code: 'PG_0002', name: 'x', category: 'RNG', sub: 'SC' })?.kind).toBe('scratch');
    expect(engineOf({ code: 'PG_0003', name: 'x', category: 'RNG', sub: 'VP' })?.kind).toBe('poker');
    expect(engineOf({ code: 'PG_0004', name: 'x', category: 'RNG', sub: 'JP' })).toEqual({ kind: 'slot', jackpot: true });
    expect(engineOf({ code: 'PG_0005', name: 'x', category: 'RNG', sub: 'TG' })?.kind).toBe('table');
    expect(engineOf({ code: 'PG_0006', name: 'x', category: 'RNG', sub: 'AC' })?.kind).toBe('limbo');
    expect(engineOf({ code: 'PG_0007', name: 'x', category: 'RNG', sub: 'BG' })?.kind).toBe('bingo');
    expect(engineOf({ code: 'JDB_FI0001', name: 'Ocean King', category: 'FISH', sub: null })?.kind).toBe('fish');
    expect(engineOf({ code: 'EVO_LI0002', name: 'Roulette', category: 'LIVE', sub: null })).toEqual({
      kind: 'table',
      table: 'roulette',
      shared: true,
    });
    expect(engineOf({ code: 'KY_PV0001', name: 'Teen Patti', category: 'PVP', sub: null })).toEqual({
      kind: 'table',
      table: 'teenPatti',
      shared: false,
    });
    expect(engineOf({ code: 'SPB_SP0001', name: 'Sportsbook', category: 'SPORTS', sub: null })?.kind).toBe('sportsbook');
    expect(engineOf({ code: 'IMES_ES0001', name: 'x', category: 'ESPORTS', sub: null })?.kind).toBe('sportsbook');
    expect(engineOf({ code: 'SV3_CO0001', name: 'x', category: 'COCKFIGHT', sub: null })).toEqual({
      kind: 'table',
      table: 'cockfight',
      shared: true,
    });
    expect(engineOf({ code: 'L', name: 'x', category: 'LOTT', sub: null })).toBeNull();
  });
});
