import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashServerSeed, lotteryRules } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { createTestApp, signIn, type TestContext } from './harness';
import { lotteryOf, makeDraw, makeGame, pastDraw } from './lottery-helpers';

type Prize = { rank: string; numbers: string[] };
type Ticket = { betType: string; numbers: string[]; stake: bigint; odds: number[] };

/**
 * A slow reference settler, written apart from the rules package: it walks the prizes one by one and counts the way
 * a person reading the rules would. Payout = floor(stake × Σ odds × hits / (1000 × orders)), orders being the
 * distinct arrangements of an iBox number (found by listing them).
 */
const referencePayout = (t: Ticket, prizes: Prize[]): bigint => {
  const all: { rank: string; n: string }[] = [];
  for (const p of prizes) for (const n of p.numbers) all.push({ rank: p.rank, n });
  const special = all[0]!.n;
  const endsWith = (n: string, k: string) => n.length >= k.length && n.substring(n.length - k.length) === k;
  const appearances = (k: string) => {
    let c = 0;
    for (const x of all) if (endsWith(x.n, k)) c++;
    return c;
  };
  const rankIndex: Record<string, number> = { P1: 0, P2: 1, P3: 2, STARTER: 3, CONSOLATION: 4 };
  const arrangements = (s: string): Set<string> => {
    if (s.length <= 1) return new Set([s]);
    const out = new Set<string>();
    for (let i = 0; i < s.length; i++) for (const rest of arrangements(s.slice(0, i) + s.slice(i + 1))) out.add(s[i] + rest);
    return out;
  };
  let digitSum = 0;
  for (const ch of special) digitSum += ch.charCodeAt(0) - 48;
  let units = 0n;
  let orders = 1n;
  const odd = BigInt(t.odds[0]!);
  if (t.betType.startsWith('KENO')) {
    // Keno: the pay table line of how many of the ticket's numbers are among the 20 drawn.
    let hits = 0;
    for (const n of t.numbers) if (all.some((x) => x.n === n)) hits++;
    return (t.stake * BigInt(t.odds[hits]!)) / 1000n;
  }
  switch (t.betType) {
    case 'LO2':
    case 'LO3':
    case 'LO4':
      units = odd * BigInt(appearances(t.numbers[0]!));
      break;
    case 'DE':
      units = special.substring(special.length - 2) === t.numbers[0] ? odd : 0n;
      break;
    case 'DAU':
      units = special.charAt(special.length - 2) === t.numbers[0] ? odd : 0n;
      break;
    case 'DUOI':
      units = special.charAt(special.length - 1) === t.numbers[0] ? odd : 0n;
      break;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4': {
      let every = true;
      for (const k of t.numbers) if (!all.some((x) => x.n.substring(x.n.length - 2) === k)) every = false;
      units = every ? odd : 0n;
      break;
    }
    case 'DA': {
      const a = all.filter((x) => x.n.substring(x.n.length - 2) === t.numbers[0]).length;
      const b = all.filter((x) => x.n.substring(x.n.length - 2) === t.numbers[1]).length;
      units = odd * BigInt(Math.min(a, b));
      break;
    }
    case 'BIG':
    case 'SMALL':
      for (const x of all) if (x.n === t.numbers[0]) units += BigInt(t.odds[rankIndex[x.rank]!]!);
      break;
    case 'IBOX': {
      const set = arrangements(t.numbers[0]!);
      orders = BigInt(set.size);
      for (const x of all) if (set.has(x.n)) units += BigInt(t.odds[rankIndex[x.rank]!]!);
      break;
    }
    case 'F_NUMBER':
      units = special === t.numbers[0] ? odd : 0n;
      break;
    case 'F_SUM':
      units = digitSum === Number.parseInt(t.numbers[0]!, 10) ? odd : 0n;
      break;
    case 'F_BIG':
      units = digitSum > 13 ? odd : 0n;
      break;
    case 'F_SMALL':
      units = digitSum < 14 ? odd : 0n;
      break;
    case 'F_ODD':
      units = digitSum % 2 !== 0 ? odd : 0n;
      break;
    case 'F_EVEN':
      units = digitSum % 2 === 0 ? odd : 0n;
      break;
  }
  return (t.stake * units) / (1000n * orders);
};

// A small seeded generator so a failure can be replayed from the printed seed.
const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const typesOf: Record<string, string[]> = {
  VN_NORTH: ['LO2', 'LO3', 'LO4', 'DE', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4', 'DA'],
  VN_SOUTH: ['LO2', 'LO3', 'LO4', 'DE', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4', 'DA'],
  SEA_4D: ['BIG', 'SMALL', 'IBOX'],
  FAST: ['F_NUMBER', 'F_BIG', 'F_SMALL', 'F_ODD', 'F_EVEN', 'F_SUM'],
  KENO: ['KENO1', 'KENO2', 'KENO3', 'KENO4', 'KENO5', 'KENO6', 'KENO7', 'KENO8', 'KENO9', 'KENO10'],
};

/** A random ticket for the result; half the numbers are taken from the result so that wins are common. */
const randomTicket = (r: () => number, format: string, prizes: Prize[]): Ticket => {
  const types = typesOf[format]!;
  const betType = types[Math.floor(r() * types.length)]!;
  const drawn = prizes.flatMap((p) => p.numbers);
  const pick = (digits: number) => {
    const from = drawn[Math.floor(r() * drawn.length)]!;
    return r() < 0.5 && from.length >= digits ? from.slice(-digits) : String(Math.floor(r() * 10 ** digits)).padStart(digits, '0');
  };
  const distinct = (k: number) => {
    const s = new Set<string>();
    while (s.size < k) s.add(pick(2));
    return [...s];
  };
  if (betType.startsWith('KENO')) {
    // k distinct numbers of 01–80, about half of them drawn; a pay table of k + 1 random lines.
    const k = Number(betType.slice(4));
    const s = new Set<string>();
    while (s.size < k) s.add(r() < 0.5 ? drawn[Math.floor(r() * drawn.length)]! : String(1 + Math.floor(r() * 80)).padStart(2, '0'));
    const odds = Array.from({ length: k + 1 }, () => Math.floor(r() * 5_000_000));
    return { betType, numbers: [...s], stake: BigInt(100 + Math.floor(r() * 10_000_000)), odds };
  }
  const numbers =
    betType === 'LO2' || betType === 'DE'
      ? [pick(2)]
      : betType === 'LO3'
        ? [pick(3)]
        : betType === 'LO4' || betType === 'BIG' || betType === 'SMALL' || betType === 'IBOX'
          ? [pick(4)]
          : betType === 'DAU' || betType === 'DUOI'
            ? [String(Math.floor(r() * 10))]
            : betType === 'XIEN2' || betType === 'DA'
              ? distinct(2)
              : betType === 'XIEN3'
                ? distinct(3)
                : betType === 'XIEN4'
                  ? distinct(4)
                  : betType === 'F_NUMBER'
                    ? [pick(3)]
                    : betType === 'F_SUM'
                      ? [String(Math.floor(r() * 28))]
                      : [];
  const ranked = betType === 'BIG' || betType === 'SMALL' || betType === 'IBOX';
  const odds = ranked ? Array.from({ length: 5 }, () => Math.floor(r() * 3_000_000)) : [1 + Math.floor(r() * 999_999)];
  return { betType, numbers, stake: BigInt(100 + Math.floor(r() * 10_000_000)), odds };
};

describe('lottery settlement property: SQL payouts equal a slow reference settler', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the pure rules agree with the reference on many random tickets', () => {
    const seed = Date.now() % 100000;
    const r = rng(seed);
    for (let i = 0; i < 3000; i++) {
      const format = ['VN_NORTH', 'VN_SOUTH', 'SEA_4D', 'FAST', 'KENO'][i % 5] as lotteryRules.LotteryFormat;
      const prizes = lotteryRules.drawResult(format, randomBytes(32).toString('hex'), 'P', String(i));
      const ticket = randomTicket(r, format, prizes);
      const got = lotteryRules.payoutOf({ ...ticket, betType: ticket.betType as lotteryRules.BetType }, prizes);
      expect(got, `seed ${seed} #${i} ${JSON.stringify({ ticket: { ...ticket, stake: String(ticket.stake) }, prizes })}`).toBe(
        referencePayout(ticket, prizes),
      );
    }
  });

  it('set-based settlement in SQL pays every random ticket what the reference says', async () => {
    const seed = Date.now() % 100000;
    const r = rng(seed);
    const players = [await signIn(t), await signIn(t), await signIn(t)];
    const svc = lotteryOf(t);
    for (const format of ['VN_NORTH', 'VN_SOUTH', 'SEA_4D', 'FAST', 'KENO']) {
      const game = await makeGame(t, { format });
      for (let round = 0; round < 4; round++) {
        const drawId = await makeDraw(t, game);
        const numero = rowsOf<{ numero: string }>(
          await t.dbHandle.db.execute(sql`SELECT numero FROM lottery_draws WHERE id = ${drawId}`),
        )[0]!.numero;
        const prizes = lotteryRules.drawResult(format as lotteryRules.LotteryFormat, randomBytes(32).toString('hex'), game.code, numero);
        const tickets = Array.from({ length: 150 }, () => randomTicket(r, format, prizes));
        await t.dbHandle.db.execute(sql`INSERT INTO lottery_tickets (merchant_id, member_id, draw_id, game_code, bet_type, numbers, sort_key, odds,
            perms, stake, state, request_id, placed_at)
          SELECT ${game.merchantId}, x.member_id, ${drawId}, ${game.code}, x.bet_type, ARRAY(SELECT jsonb_array_elements_text(x.numbers)), x.sort_key,
            ARRAY(SELECT jsonb_array_elements_text(x.odds)::int), x.perms, x.stake::bigint, 'OPEN', 'prop', now()
          FROM jsonb_to_recordset(${JSON.stringify(
            tickets.map((k, i) => ({
              member_id: players[i % 3]!.member.id,
              bet_type: k.betType,
              numbers: k.numbers,
              sort_key: k.betType === 'IBOX' ? [...k.numbers[0]!].sort().join('') : '',
              odds: k.odds,
              perms: k.betType === 'IBOX' ? lotteryRules.permutations(k.numbers[0]!) : 1,
              stake: String(k.stake),
            })),
          )}::jsonb) AS x(member_id bigint, bet_type text, numbers jsonb, sort_key text, odds jsonb, perms int, stake text)`);
        await pastDraw(t, drawId);
        await svc.repo.setResult(drawId, { result: prizes, ...lotteryRules.flatten(prizes) });
        await svc.settle(drawId);
        const rows = rowsOf<{ bet_type: string; numbers: string[]; stake: string; odds: number[]; payout: string }>(
          await t.dbHandle.db.execute(sql`SELECT bet_type, numbers, stake::text AS stake, odds, payout::text AS payout FROM lottery_tickets
            WHERE draw_id = ${drawId} ORDER BY id`),
        );
        expect(rows).toHaveLength(150);
        for (const row of rows) {
          const ticket = { betType: row.bet_type, numbers: row.numbers, stake: BigInt(row.stake), odds: row.odds.map(Number) };
          expect(BigInt(row.payout), `seed ${seed} ${JSON.stringify({ ...ticket, stake: row.stake, prizes })}`).toBe(
            referencePayout(ticket, prizes),
          );
        }
      }
    }
    await assertLedgerInvariants(t.dbHandle.db);
  }, 120_000);

  it('a house draw replays from its revealed seed; a changed number or seed fails the check', () => {
    const seed = randomBytes(32).toString('hex');
    const result = lotteryRules.drawResult('VN_SOUTH', seed, 'G', '20261125');
    expect(result.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(result[0]!.numbers[0]).toHaveLength(6);
    const replays = (serverSeed: string, drawn: typeof result) =>
      lotteryRules.verifyDraw({
        format: 'VN_SOUTH',
        gameCode: 'G',
        numero: '20261125',
        seedHash: hashServerSeed(seed),
        serverSeed,
        result: drawn,
      }).verified;
    expect(replays(seed, result)).toBe(true);
    const tampered = structuredClone(result);
    tampered[0]!.numbers[0] = tampered[0]!.numbers[0] === '000000' ? '000001' : '000000';
    expect(replays(seed, tampered)).toBe(false);
    const other = randomBytes(32).toString('hex');
    expect(replays(other, result)).toBe(false);
    const sea = lotteryRules.drawResult('SEA_4D', seed, 'S', '1');
    expect(new Set(sea.flatMap((p) => p.numbers)).size).toBe(23);
    expect(lotteryRules.drawResult('VN_NORTH', seed, 'N', '1').flatMap((p) => p.numbers)).toHaveLength(27);
  });
});
