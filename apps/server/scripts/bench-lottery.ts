/**
 * `npm run bench:lottery` (issue 14) on a scratch PostgreSQL database, dropped after:
 * 1. Settlement: a VN north draw of BENCH_TICKETS (1,000,000) tickets of mixed bet types settled by
 *    lottery_settle_draw (payouts, one ledger transfer per winning ticket, bet.settled per member, draw state), beside
 *    ONE set-based UPDATE doing the same payout arithmetic in the same run (rolled back). Target: settlement ≥ half
 *    the bare statement's tickets/s. Then the winners are checked against the ledger and the invariants.
 * 2. The cut-off rush: BENCH_CONNECTIONS (32) clients bet through a production-mode server on one draw until its
 *    cut-off passes; bets/s accepted in the last 10 seconds before the cut-off, with p50/p99 latency, and no ticket
 *    admitted at or after the cut-off.
 * Settings: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_TICKETS,
 * BENCH_PLAYERS (200), BENCH_CONNECTIONS (32), BENCH_RUSH_SECONDS (14: the draw closes this long after the rush starts).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lotteryRules } from '@wl/house-games';
import { type Db, openDatabase } from '../src/db/client';
import { rowsOf } from '../src/core/sql';
import { createLedgerService, GAME_BET_SHARDS, ledgerViolations } from '../src/modules/ledger';
import { createLotteryService } from '../src/modules/lottery';
import { adminQuery, connections, dbUrl, pct, prepareMembers, startServer, stop } from './bench-lib';

const ticketsWanted = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const players = Number(process.env.BENCH_PLAYERS ?? 200);
const rushSeconds = Number(process.env.BENCH_RUSH_SECONDS ?? 14);
const name = `wl_bench_lottery_${randomBytes(4).toString('hex')}`;

const one = async <T>(db: Db, q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0] as T;
const ms = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
};

/** A VN north game of the DEMO merchant with generous limits, and a draw on it closing `closesInMs` from now. */
const makeGame = async (db: Db, code: string) =>
  one<{ id: number; merchant_id: number }>(
    db,
    sql`INSERT INTO lottery_games (merchant_id, game_code, name_en, name_ur, format, prize_mode, vassalage, region, weekdays, draw_time,
      cutoff_seconds, min_stake, max_stake_per_number, max_stake_per_draw)
    SELECT id, ${code}, ${code}, ${code}, 'VN_NORTH', 'ELOTT', 'TCG_LOTTO_VN', 'NORTH', '{0,1,2,3,4,5,6}', '11:15', 900, 100, ${10n ** 12n}, ${10n ** 15n}
    FROM merchants WHERE code = 'DEMO' RETURNING id::int AS id, merchant_id`,
  );
const makeDraw = async (db: Db, game: { id: number; merchant_id: number }, closesInMs: number) =>
  (
    await one<{ id: number; closes_at: string }>(
      db,
      sql`INSERT INTO lottery_draws (merchant_id, game_id, numero, state, opens_at, closes_at, draw_at, seed_hash, server_seed)
      VALUES (${game.merchant_id}, ${game.id}, ${`B${randomBytes(4).toString('hex')}`}, 'open', now() - interval '1 hour',
        clock_timestamp() + ${closesInMs} * interval '1 millisecond', clock_timestamp() + ${closesInMs + 60_000} * interval '1 millisecond',
        'x', ${randomBytes(32).toString('hex')})
      RETURNING id::int AS id, closes_at::text AS closes_at`,
    )
  ).id;

let failed = true;
await adminQuery(`CREATE DATABASE ${name}`);
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 8 });
  const members = await prepareMembers(handle, players);
  const db = handle.db;
  const lottery = createLotteryService({ db, ledger: createLedgerService({ db }) });

  // 1. Settlement of a big draw ----------------------------------------------------------------------------------
  const game = await makeGame(db, 'BENCH_VN');
  const drawId = await makeDraw(db, game, 3_600_000);
  const memberIds = `{${members.map((m) => m.memberId).join(',')}}`;
  const odds = lotteryRules.defaultOdds;
  const fill = await ms(() =>
    db.execute(sql`INSERT INTO lottery_tickets (merchant_id, member_id, draw_id, game_code, bet_type, numbers, sort_key, odds, perms, stake, state,
        request_id, placed_at)
      SELECT ${game.merchant_id}, (${memberIds}::bigint[])[1 + i % ${members.length}], ${drawId}, 'BENCH_VN', k.bet_type, k.numbers, '', k.odds, 1,
        100 + (i % 50) * 100, 'OPEN', 'bench', now()
      FROM generate_series(1, ${ticketsWanted}) i
      CROSS JOIN LATERAL (SELECT CASE i % 6
          WHEN 0 THEN 'LO2' WHEN 1 THEN 'DE' WHEN 2 THEN 'XIEN2' WHEN 3 THEN 'DA' WHEN 4 THEN 'LO3' ELSE 'DAU' END AS bet_type) b
      CROSS JOIN LATERAL (SELECT b.bet_type,
          CASE b.bet_type
            WHEN 'LO3' THEN ARRAY[lpad((i * 7 % 1000)::text, 3, '0')]
            WHEN 'DAU' THEN ARRAY[(i % 10)::text]
            WHEN 'XIEN2' THEN ARRAY[lpad((i % 100)::text, 2, '0'), lpad(((i / 100 + 1 + i % 100) % 100)::text, 2, '0')]
            WHEN 'DA' THEN ARRAY[lpad((i % 100)::text, 2, '0'), lpad(((i / 100 + 1 + i % 100) % 100)::text, 2, '0')]
            ELSE ARRAY[lpad((i * 13 % 100)::text, 2, '0')] END AS numbers,
          CASE b.bet_type WHEN 'LO2' THEN ${odds.LO2[0]}::int WHEN 'DE' THEN ${odds.DE[0]}::int WHEN 'XIEN2' THEN ${odds.XIEN2[0]}::int
            WHEN 'DA' THEN ${odds.DA[0]}::int WHEN 'LO3' THEN ${odds.LO3[0]}::int ELSE ${odds.DAU[0]}::int END AS o) k0
      CROSS JOIN LATERAL (SELECT k0.bet_type, k0.numbers, ARRAY[k0.o] AS odds) k`),
  );
  await db.execute(sql`VACUUM ANALYZE lottery_tickets`);
  const result = lotteryRules.drawResult('VN_NORTH', randomBytes(32).toString('hex'), 'BENCH_VN', 'bench');
  await db.execute(sql`UPDATE lottery_draws SET state = 'closed' WHERE id = ${drawId}`);
  await lottery.repo.setResult(drawId, { result, ...lotteryRules.flatten(result) });

  // The bare statement: the same payout arithmetic over the same tickets, one UPDATE, rolled back.
  const bare = await ms(() =>
    db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE lottery_tickets t
          SET payout = t.stake * lottery_multiplier(t.bet_type, t.numbers, t.sort_key, t.odds, d.nums, d.ranks, d.sorted, d.tails2) / (1000 * t.perms),
            state = 'SETTLED', settled_at = now()
          FROM lottery_draws d WHERE d.id = ${drawId} AND t.draw_id = d.id AND t.state = 'OPEN'`);
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      }),
  );
  await db.execute(sql`VACUUM ANALYZE lottery_tickets`);
  const settled = await ms(() => lottery.repo.settle(drawId, new Date(), GAME_BET_SHARDS));
  const check = await one<{ tickets: number; winners: number; paid: string; wins: number; events: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM lottery_tickets WHERE draw_id = ${drawId} AND state = 'SETTLED') AS tickets,
      (SELECT count(*)::int FROM lottery_tickets WHERE draw_id = ${drawId} AND payout > 0) AS winners,
      (SELECT coalesce(sum(payout), 0)::text FROM lottery_tickets WHERE draw_id = ${drawId}) AS paid,
      (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'LOTTERY_WIN' AND idempotency_key IN
        (SELECT 'lot:win:' || id FROM lottery_tickets WHERE draw_id = ${drawId})) AS wins,
      (SELECT count(*)::int FROM domain_events WHERE type = 'bet.settled' AND aggregate_id LIKE ${`LOTTERY:${drawId}:%`}) AS events`,
  );

  // 2. Bets racing the cut-off through the HTTP server ------------------------------------------------------------
  const rushGame = await makeGame(db, 'BENCH_RUSH');
  const server = await startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? '32' });
  const rushDraw = await makeDraw(db, rushGame, rushSeconds * 1000);
  const closesAt = new Date(
    (await one<{ c: string }>(db, sql`SELECT closes_at::text AS c FROM lottery_draws WHERE id = ${rushDraw}`)).c,
  ).getTime();
  const samples: { at: number; ms: number; ok: boolean; code?: string }[] = [];
  const stopAt = closesAt + 1500;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const m = members[c % members.length]!;
      while (Date.now() < stopAt) {
        const t0 = performance.now();
        const at = Date.now();
        const r = await fetch(`${server.base}/lgw/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', merchant: 'DEMO', language: 'EN', device: 'WEB', authorization: m.token },
          body: JSON.stringify({
            gameCode: 'BENCH_RUSH',
            drawId: rushDraw,
            requestId: randomBytes(8).toString('hex'),
            bets: [{ betType: 'LO2', numbers: [String(Math.floor(Math.random() * 100)).padStart(2, '0')], stake: '100' }],
          }),
        });
        const body = (await r.json()) as { code?: string };
        samples.push({ at, ms: performance.now() - t0, ok: r.status === 200, code: body.code });
      }
    }),
  );
  await stop(server.child);
  const window = samples.filter((s) => s.ok && s.at >= closesAt - 10_000 && s.at < closesAt);
  const refusedCodes = new Map<string, number>();
  for (const s of samples.filter((x) => !x.ok)) refusedCodes.set(s.code ?? '?', (refusedCodes.get(s.code ?? '?') ?? 0) + 1);
  const late = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id WHERE t.draw_id = ${rushDraw} AND t.placed_at >= d.closes_at`,
  );
  const accepted = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${rushDraw}`);
  const violations = await ledgerViolations(db);
  await handle.close();

  const n = check.tickets;
  const bareRate = n / (bare.ms / 1000);
  const settleRate = n / (settled.ms / 1000);
  const f = (x: number) => x.toFixed(0);
  console.log('\nLottery settlement (one draw, PostgreSQL)');
  console.log(`  tickets              ${n} (inserted in ${(fill.ms / 1000).toFixed(1)} s), winners ${check.winners}, paid ${check.paid}`);
  console.log(
    `  bare UPDATE          ${(bare.ms / 1000).toFixed(2)} s = ${f(bareRate)} tickets/s (one set-based statement, same arithmetic)`,
  );
  console.log(
    `  lottery_settle_draw  ${(settled.ms / 1000).toFixed(2)} s = ${f(settleRate)} tickets/s (${((100 * settleRate) / bareRate).toFixed(0)}% of the bare statement; target ≥ 50%)`,
  );
  console.log(
    `  ledger               ${check.wins} LOTTERY_WIN transfers for ${check.winners} winners; ${check.events} bet.settled events (one per member)`,
  );
  console.log('\nBets racing the cut-off (HTTP, production-mode server)');
  console.log(
    `  last 10 s            ${window.length} accepted = ${(window.length / 10).toFixed(1)} bets/s, p50 ${pct(
      window.map((s) => s.ms),
      50,
    ).toFixed(1)} ms, p99 ${pct(
      window.map((s) => s.ms),
      99,
    ).toFixed(1)} ms (${connections} clients)`,
  );
  console.log(
    `  after the cut-off    ${[...refusedCodes].map(([k, v]) => `${k} ${v}`).join(', ') || 'nothing refused'}; tickets admitted at or after it: ${late.n}`,
  );
  console.log(`  tickets on the draw  ${accepted.n} (accepted answers ${samples.filter((s) => s.ok).length})`);
  console.log(`  invariant violations ${violations.length}`);
  failed = check.wins !== check.winners || late.n > 0 || violations.length > 0 || accepted.n !== samples.filter((s) => s.ok).length;
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
  else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
