/**
 * `npm run bench:reports` (issue 32, decision 028) on a scratch PostgreSQL database, dropped after:
 * 1. The demo seed, then on DEMO: BENCH_AGENTS (1,000) agents and BENCH_PLAYERS (1,000,000) players under them,
 *    registered over BENCH_DAYS (90) days; BENCH_BETS (10,000,000) settled bets in sessions of ten (one player, one
 *    game, one hour) over the same days; BENCH_DEPOSITS credited deposits (3 per player: each player's first, and the
 *    repeat deposits of the players who stay), BENCH_WITHDRAWALS paid withdrawals (1 per player, to the payees of every
 *    fifth player: a third of the deposits' count), BENCH_CLAIMS claimed promotion rewards (half a claim per player:
 *    welcome and reload bonuses) and BENCH_REBATES daily rebates paid (one per player) — the volumes a merchant with a million players and ten million bets a quarter
 *    has (millions of payments, hundreds of thousands of claims), so the plain GROUP BY the payments and promotion
 *    reports are timed beside reads raw tables of a real merchant's size, not a token few. All made by set-based SQL
 *    (generate_series) in the raw tables the platform writes.
 * 2. The aggregates built from those rows with the consumer's own upserts (reportsWrite), each fed in bulk by a
 *    GROUP BY over the raw rows instead of a batch of events; then VACUUM ANALYZE.
 * 3. Each report over each of BENCH_RANGES (yesterday, last week, this month, last month: the standard periods the
 *    players' ranking is kept for; then the rolling last 7 and 30 days) through HTTP on a server copy (the operator key),
 *    BENCH_RUNS (100) times, p50/p99; beside it the plain GROUP BY over the raw rows for the same range and zone
 *    (reports-plain.repo.ts), BENCH_BASE_RUNS (3) times, and the ratio of the medians.
 * Settings: BENCH_DATABASE_URL (admin URL), BENCH_PLAYERS, BENCH_BETS, BENCH_AGENTS, BENCH_DAYS, BENCH_DEPOSITS,
 * BENCH_WITHDRAWALS, BENCH_CLAIMS, BENCH_REBATES (by default 3, 1, 0.5 and 1 per player, so BENCH_PLAYERS scales them),
 * BENCH_RUNS, BENCH_BASE_RUNS, BENCH_KEEP=1, BENCH_REUSE (with BENCH_AGGREGATE=1: aggregates made again); BENCH_RANGES and BENCH_REPORTS (below).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dayInZone } from '@wl/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import { openDatabase } from '../src/db/client';
import { NO_CATEGORY, NO_GAME, addDays, createMemberWindows, reportRange, reportsWrite as write } from '../src/modules/reports';
import { createReportsPlain } from '../src/modules/reports/reports-plain.repo';
import { seedDemo } from '../src/seed/index';
import { adminQuery, dbUrl, pct, startServer, stop } from './bench-lib';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 1_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? PLAYERS * 3);
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? PLAYERS);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? Math.round(PLAYERS / 2));
const REBATES = Number(process.env.BENCH_REBATES ?? PLAYERS);
/**
 * Ranges ending today in the merchant's zone: a number is that many days (a rolling range, read by grouping the hours),
 * a name a standard period the rankings are kept for (yesterday, last-week, this-month, last-month).
 */
const RANGES = (process.env.BENCH_RANGES ?? 'yesterday,last-week,this-month,last-month,7,30').split(',');
/** BENCH_REPORTS: only the reports whose label starts with one of these (e.g. `payments,promotion`); all when unset. */
const ONLY = process.env.BENCH_REPORTS?.split(',').filter(Boolean) ?? [];
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BASE_RUNS = Number(process.env.BENCH_BASE_RUNS ?? 3);
/** BENCH_REUSE=<database>: time the reports on a database a BENCH_KEEP=1 run left (no data made, nothing dropped). */
const reuse = process.env.BENCH_REUSE;
const name = reuse ?? `wl_bench_reports_${randomBytes(4).toString('hex')}`;
const key = randomBytes(24).toString('hex');

const timeRuns = async (n: number, fn: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms;
};
const step = async (label: string, fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
};

if (!reuse) await adminQuery(`CREATE DATABASE ${name}`);
const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
let failed = true;
try {
  const db = handle.db;
  // A kept database is brought up to this code's schema (a migration may add aggregates and fill them).
  await step('migrate', () => handle.migrate());
  if (!reuse) await seedDemo(handle.db);
  const [m] = rowsOf<{ id: number; time_zone: string }>(await db.execute(sql`SELECT id, time_zone FROM merchants WHERE code = 'DEMO'`));
  const merchantId = Number(m?.id);
  const tz = m?.time_zone ?? 'UTC';
  console.log(
    `bench:reports — ${BETS} settled bets, ${PLAYERS} players, ${AGENTS} agents over ${DAYS} days; ` +
      `${DEPOSITS} deposits, ${WITHDRAWALS} withdrawals, ${CLAIMS} promotion claims, ${REBATES} rebates (3, 1, 0.5 and 1 per ` +
      `player: a real merchant's payments, bonuses and rebates beside its bets); reports over ${RANGES.join(', ')}; ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  const ex = (q: SQL) => db.execute(q);
  const M = merchantId;
  if (!reuse) {
    await step('agents and players', async () => {
      await ex(sql`INSERT INTO members (merchant_id, account, type, created_at)
      SELECT ${merchantId}, 'ra' || g, 1, now() - ${DAYS} * interval '1 day' FROM generate_series(1, ${AGENTS}) g`);
      await ex(sql`INSERT INTO members (merchant_id, account, type, parent_id, created_at)
      SELECT ${merchantId}, 'rp' || g, 0, a.lo + g % ${AGENTS}, now() - ((g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second'
      FROM generate_series(1, ${PLAYERS}) g,
        (SELECT min(id) AS lo FROM members WHERE merchant_id = ${merchantId} AND account LIKE 'ra%') a`);
    });
    const [ids] = rowsOf<{ lo: string }>(
      await ex(sql`SELECT min(id) AS lo FROM members WHERE merchant_id = ${merchantId} AND account LIKE 'rp%'`),
    );
    const lo = Number(ids?.lo);

    await step('settled bets', () =>
      // Session s = g / 10: one player, one game, one hour, a day after the player registered or later.
      ex(sql`WITH gm AS (SELECT row_number() OVER (ORDER BY id) - 1 AS n, vassalage, game_code FROM games WHERE merchant_id = ${merchantId}),
        c AS (SELECT count(*) AS total FROM gm)
      INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, state, payout,
        fingerprint, response, settled_at, created_at)
      SELECT ${merchantId}, ${lo} + (s * 7919) % ${PLAYERS}, gm.vassalage, 'rb' || g, 'BET', 'rr' || s, gm.game_code, 100 + (g * 37) % 5000, 'SETTLED',
        CASE WHEN g % 3 = 0 THEN (100 + (g * 37) % 5000) * 2 ELSE 0 END, 'bench', '{}'::jsonb, at, at
      FROM (SELECT g, g / 10 AS s, now() - ((g / 10 * 104729) % (${DAYS} * 24)) * interval '1 hour' - (g % 10) * interval '1 minute' AS at
            FROM generate_series(0::bigint, ${BETS - 1}::bigint) g) b
        CROSS JOIN c JOIN gm ON gm.n = (b.s * 31) % c.total`),
    );
    // Each repeat deposit, withdrawal and claim falls at a point between its player's registration and now.
    const since = (col: string) => sql.raw(`${col} + (now() - ${col}) * (((g * 104729) % 1000) + 1) / 1001.0`);
    await step('deposits', async () => {
      await ex(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, created_at, updated_at)
      SELECT ${merchantId}, id, ch.ids[1 + id % array_length(ch.ids, 1)], 'rd' || id, 10000 + (id * 13) % 90000, 'CREDITED',
        created_at + interval '2 hours', created_at + interval '2 hours'
      FROM members, (SELECT array_agg(id ORDER BY id) AS ids FROM payment_channels WHERE merchant_id = ${merchantId}) ch
      WHERE merchant_id = ${merchantId} AND account LIKE 'rp%'`);
      await ex(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, created_at, updated_at)
      SELECT ${merchantId}, m.id, ch.ids[1 + g % array_length(ch.ids, 1)], 'rr' || g, 5000 + (g * 13) % 95000, 'CREDITED', at, at
      FROM (SELECT g, ${lo} + (g * 7919) % ${PLAYERS} AS member FROM generate_series(1::bigint, ${Math.max(0, DEPOSITS - PLAYERS)}::bigint) g) r
        JOIN members m ON m.id = r.member
        CROSS JOIN LATERAL (SELECT ${since('m.created_at')} AS at) t,
        (SELECT array_agg(id ORDER BY id) AS ids FROM payment_channels WHERE merchant_id = ${merchantId}) ch`);
    });
    await step('withdrawals', async () => {
      await ex(sql`INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
      SELECT ${merchantId}, id, (ARRAY['HBL', 'UBL', 'MCB', 'Meezan'])[1 + id % 4], lpad(id::text, 13, '0'), 'Payee ' || id
      FROM members WHERE merchant_id = ${merchantId} AND account LIKE 'rp%' AND id % 5 = 0`);
      await ex(sql`WITH p AS (SELECT row_number() OVER (ORDER BY p.id) - 1 AS n, p.id, p.member_id, m.created_at
          FROM payee_accounts p JOIN members m ON m.id = p.member_id WHERE p.merchant_id = ${merchantId} AND m.account LIKE 'rp%'),
        c AS (SELECT count(*) AS total FROM p)
      INSERT INTO withdrawals (merchant_id, member_id, payee_id, request_id, amount, status, paid_at, created_at)
      SELECT ${merchantId}, p.member_id, p.id, 'rw' || g, 5000 + (g * 7) % 50000, 'PAID', t.at, t.at
      FROM generate_series(1::bigint, ${WITHDRAWALS}::bigint) g CROSS JOIN c JOIN p ON p.n = (g * 7919) % c.total
        CROSS JOIN LATERAL (SELECT ${since('p.created_at')} AS at) t`);
    });
    await step('rebates paid', () =>
      // A daily rebate on a player's valid bets of one day and category, paid the next morning.
      ex(sql`INSERT INTO rebate_payments (merchant_id, member_id, day, category, valid_bet, rate_bp, amount, mode, transfer_id, paid_at)
      SELECT ${merchantId}, m.id, (t.at AT TIME ZONE ${tz})::date - 1, (ARRAY['RNG', 'LIVE', 'SPORTS', 'FISH'])[1 + g % 4],
        100000 + (g * 17) % 900000, 50, (100000 + (g * 17) % 900000) / 200, 'DAILY', g, t.at
      FROM (SELECT g, ${lo} + (g * 7919) % ${PLAYERS} AS member FROM generate_series(1::bigint, ${REBATES}::bigint) g) r
        JOIN members m ON m.id = r.member
        CROSS JOIN LATERAL (SELECT ${since('m.created_at')} AS at) t`),
    );
    await step('promotion claims', () =>
      ex(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, promotion_id, title, amount, status, expires_at, claimed_at, created_at)
      SELECT ${merchantId}, m.id, 'PROMOTION', 'rbench:' || g, pr.ids[1 + g % array_length(pr.ids, 1)], '{"EN":"Bench bonus"}'::jsonb,
        1000 + (g * 11) % 9000, 'CLAIMED', t.at + interval '30 days', t.at, t.at
      FROM (SELECT g, ${lo} + (g * 7919) % ${PLAYERS} AS member FROM generate_series(1::bigint, ${CLAIMS}::bigint) g) r
        JOIN members m ON m.id = r.member
        CROSS JOIN LATERAL (SELECT ${since('m.created_at')} AS at) t,
        (SELECT array_agg(id ORDER BY id) AS ids FROM promotions WHERE merchant_id = ${merchantId}) pr`),
    );
  }
  // BENCH_AGGREGATE=1 with BENCH_REUSE: the aggregates made again on a kept database (one whose seed stopped after
  // its raw rows, or made by code that kept fewer aggregates).
  if (!reuse || process.env.BENCH_AGGREGATE === '1') {
    // The aggregates, with the consumer's upserts fed by a GROUP BY over the raw rows (all of them: the seed's too).
    await ex(sql`TRUNCATE report_game_hours, report_money_hours, report_member_hours, report_agent_hours, report_cost_hours,
    report_signup_hours, report_members, report_member_days, report_retention, report_member_periods, report_member_period_totals, report_member_windows, report_agent_days, report_ggr_days,
    report_game_periods, report_cost_days`);
    const hour = (col: string) => sql.raw(`date_trunc('hour', ${col})`);
    await step('aggregates: games', () =>
      write.games(
        db,
        sql`SELECT t.merchant_id, ${hour('t.settled_at')}, t.vendor, coalesce(nullif(g.category, ''), ${NO_CATEGORY}),
          coalesce(nullif(t.game_code, ''), ${NO_GAME}), count(*), 0, sum(t.amount), sum(t.payout)
        FROM vendor_transactions t LEFT JOIN games g ON g.merchant_id = t.merchant_id AND g.vassalage = t.vendor AND g.game_code = t.game_code
        WHERE t.merchant_id = ${M} AND t.kind = 'BET' AND t.state = 'SETTLED' GROUP BY 1, 2, 3, 4, 5`,
      ),
    );
    const gameHours = sql`SELECT merchant_id, hour, vendor, category, game, bets, rollbacks, stake, payout FROM report_game_hours
      WHERE merchant_id = ${M}`;
    await step('aggregates: games by day (no game)', () => write.ggrDays(db, gameHours));
    await step('aggregates: games by period', () => write.gamePeriods(db, gameHours));
    const memberSource = sql`SELECT merchant_id, h, member_id, sum(bets), sum(stake), sum(payout), sum(dep), sum(wd), sum(bonus) FROM (
      SELECT merchant_id, ${hour('settled_at')} AS h, member_id, count(*) AS bets, sum(amount) AS stake, sum(payout) AS payout, 0 AS dep, 0 AS wd, 0 AS bonus
        FROM vendor_transactions WHERE merchant_id = ${M} AND kind = 'BET' AND state = 'SETTLED' GROUP BY 1, 2, 3
      UNION ALL SELECT merchant_id, ${hour('updated_at')}, member_id, 0, 0, 0, amount, 0, 0 FROM deposits WHERE merchant_id = ${M} AND status = 'CREDITED'
      UNION ALL SELECT merchant_id, ${hour('paid_at')}, member_id, 0, 0, 0, 0, amount, 0 FROM withdrawals WHERE merchant_id = ${M} AND paid_at IS NOT NULL
      UNION ALL SELECT merchant_id, ${hour('claimed_at')}, member_id, 0, 0, 0, 0, 0, amount FROM reward_items WHERE merchant_id = ${M} AND status = 'CLAIMED'
    ) s GROUP BY 1, 2, 3`;
    await step('aggregates: members', () => write.members(db, memberSource));
    await step('aggregates: members by period', () =>
      write.memberPeriods(
        db,
        sql`SELECT merchant_id, hour, member_id, bets, stake, payout, deposits, withdrawals, bonus FROM report_member_hours WHERE merchant_id = ${M}`,
      ),
    );
    await step('aggregates: agents', () =>
      write.agents(
        db,
        sql`SELECT merchant_id, hour, agent, sum(n), sum(st), sum(po), sum(dep), sum(wd), sum(bo), sum(rb) FROM (
          SELECT h.merchant_id, h.hour, m.parent_id AS agent, 0 AS n, h.stake AS st, h.payout AS po, h.deposits AS dep, h.withdrawals AS wd,
              h.bonus AS bo, 0 AS rb
            FROM report_member_hours h JOIN members m ON m.id = h.member_id WHERE h.merchant_id = ${M} AND m.parent_id IS NOT NULL
          UNION ALL SELECT merchant_id, ${hour('created_at')}, parent_id, 1, 0, 0, 0, 0, 0, 0 FROM members
            WHERE merchant_id = ${M} AND parent_id IS NOT NULL
          UNION ALL SELECT p.merchant_id, ${hour('p.paid_at')}, m.parent_id, 0, 0, 0, 0, 0, 0, p.amount
            FROM rebate_payments p JOIN members m ON m.id = p.member_id WHERE p.merchant_id = ${M} AND m.parent_id IS NOT NULL
        ) s GROUP BY 1, 2, 3`,
      ),
    );
    await step('aggregates: agents by day', () =>
      write.agentDays(
        db,
        sql`SELECT merchant_id, hour, agent_id, players, stake, payout, deposits, withdrawals, bonus, rebate FROM report_agent_hours WHERE merchant_id = ${M}`,
      ),
    );
    await step('aggregates: payments, costs', async () => {
      await write.money(
        db,
        sql`SELECT merchant_id, h, method, sum(dn), sum(da), sum(wn), sum(wa) FROM (
          SELECT d.merchant_id, ${hour('d.updated_at')} AS h, c.code AS method, 1 AS dn, d.amount AS da, 0 AS wn, 0 AS wa
            FROM deposits d JOIN payment_channels c ON c.id = d.channel_id WHERE d.merchant_id = ${M} AND d.status = 'CREDITED'
          UNION ALL SELECT w.merchant_id, ${hour('w.paid_at')}, p.bank_name, 0, 0, 1, w.amount
            FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id WHERE w.merchant_id = ${M} AND w.paid_at IS NOT NULL
        ) s GROUP BY 1, 2, 3`,
      );
      await write.costs(
        db,
        sql`SELECT merchant_id, ${hour('claimed_at')}, source, coalesce(promotion_id, 0), count(*), sum(amount), 0, 0 FROM reward_items
        WHERE merchant_id = ${M} AND status = 'CLAIMED' GROUP BY 1, 2, 3, 4
        UNION ALL SELECT merchant_id, ${hour('paid_at')}, 'REBATE', 0, 0, 0, 0, sum(amount) FROM rebate_payments
        WHERE merchant_id = ${M} GROUP BY 1, 2`,
      );
      await write.costDays(
        db,
        sql`SELECT merchant_id, hour, source, promotion_id, grants, granted, forfeited, rebate FROM report_cost_hours WHERE merchant_id = ${M}`,
      );
    });
    await step('aggregates: sign-ups, first deposits, retention', async () => {
      await write.signups(
        db,
        sql`SELECT merchant_id, ${hour('created_at')}, count(*), 0, 0 FROM members WHERE merchant_id = ${M} GROUP BY 1, 2`,
      );
      await write.registered(
        db,
        sql`SELECT merchant_id, id AS member_id, (created_at AT TIME ZONE ${tz})::date AS registered_day FROM members WHERE merchant_id = ${M}`,
      );
      await write.firstDeposits(
        db,
        sql`SELECT DISTINCT ON (member_id) merchant_id, member_id, updated_at AS at, amount FROM deposits
        WHERE merchant_id = ${M} AND status = 'CREDITED' ORDER BY member_id, updated_at, id`,
      );
      await write.activeDays(
        db,
        sql`SELECT DISTINCT member_id, (settled_at AT TIME ZONE ${tz})::date AS day FROM vendor_transactions
        WHERE merchant_id = ${M} AND kind = 'BET' AND state = 'SETTLED'`,
      );
    });
    // The consumer writes the hours in time order as the events come; the bulk build wrote them in hash order, so the
    // tables are put back in (merchant, hour) order as the consumer would have left them.
    await step('aggregates in hour order (CLUSTER)', async () => {
      for (const t of [
        'report_game_hours',
        'report_member_hours',
        'report_agent_hours',
        'report_money_hours',
        'report_cost_hours',
        'report_member_periods',
        'report_agent_days',
        'report_ggr_days',
        'report_game_periods',
        'report_cost_days',
      ]) {
        const [pk] = rowsOf<{ indexname: string }>(
          // The primary key's index (a long name is cut at 63 characters, so not found by its `_pk` ending).
          await ex(sql`SELECT c.relname AS indexname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
            WHERE i.indrelid = ${t}::regclass AND i.indisprimary`),
        );
        await ex(sql.raw(`CLUSTER ${t} USING ${pk?.indexname}`));
      }
    });
    await step('VACUUM ANALYZE', () => ex(sql`VACUUM ANALYZE`));
  }
  // The rolling windows (the last 7 and 30 days up to today) as the `report-windows` job keeps them: built once a
  // merchant day (on a kept database too, as a running server's job would have).
  await step('rolling windows (report-windows job)', () => createMemberWindows(db).keep(new Date()));
  const counts = rowsOf<{ t: string; n: string }>(
    await ex(sql`SELECT 'report_game_hours' AS t, count(*)::text AS n FROM report_game_hours UNION ALL
      SELECT 'report_member_hours', count(*)::text FROM report_member_hours UNION ALL SELECT 'report_agent_hours', count(*)::text FROM report_agent_hours
      UNION ALL SELECT 'vendor_transactions', count(*)::text FROM vendor_transactions UNION ALL SELECT 'members', count(*)::text FROM members
      UNION ALL SELECT 'deposits', count(*)::text FROM deposits UNION ALL SELECT 'withdrawals', count(*)::text FROM withdrawals
      UNION ALL SELECT 'reward_items', count(*)::text FROM reward_items UNION ALL SELECT 'rebate_payments', count(*)::text FROM rebate_payments UNION ALL SELECT 'report_money_hours', count(*)::text FROM report_money_hours
      UNION ALL SELECT 'report_cost_hours', count(*)::text FROM report_cost_hours
      UNION ALL SELECT 'report_cost_days', count(*)::text FROM report_cost_days
      UNION ALL SELECT 'report_ggr_days', count(*)::text FROM report_ggr_days
      UNION ALL SELECT 'report_game_periods', count(*)::text FROM report_game_periods`),
  );
  console.log(counts.map((c) => `${c.t} ${c.n}`).join(', '));
  const plain = createReportsPlain(db);
  // The server runs as in production, which refuses the demo's seeded gateway secret: the scratch database gets its own.
  await ex(sql`UPDATE payment_channels SET gateway_secret = ${randomBytes(32).toString('hex')} WHERE gateway_secret IS NOT NULL`);
  // And production refuses to start with vendor protocols but no key for their secrets: the reports need none of them.
  const server = await startServer({
    DATABASE_URL: dbUrl(name),
    OPS_API_KEY: key,
    DATABASE_POOL_SIZE: '4',
    VENDOR_SECRETS_KEY: randomBytes(32).toString('base64url'),
  });
  const to = dayInZone(tz, new Date());
  let worst = 0;
  let slowest = Number.POSITIVE_INFINITY;
  const first = (d: string) => `${d.slice(0, 8)}01`;
  const monday = (d: string) => addDays(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
  const rangeOf = (name: string): [string, string] => {
    if (name === 'yesterday') return [addDays(to, -1), addDays(to, -1)];
    if (name === 'last-week') return [addDays(monday(to), -7), addDays(monday(to), -1)];
    if (name === 'this-month') return [first(to), to];
    if (name === 'last-month') return [first(addDays(first(to), -1)), addDays(first(to), -1)];
    return [addDays(to, -(Number(name) - 1)), to];
  };
  const summary: string[] = [];
  for (const span of RANGES) {
    const [from, last] = rangeOf(span);
    let spanWorst = 0;
    let spanSlowest = Number.POSITIVE_INFINITY;
    const { start, end } = reportRange(from, last, tz);
    const w = { merchantId: M, start, end, tz };
    const calls: [string, string, () => Promise<unknown>][] = [
      ['ggr by day', 'ggr?groupBy=day', () => plain.ggr(w, 'day')],
      ['ggr by vendor', 'ggr?groupBy=vendor', () => plain.ggr(w, 'vendor')],
      ['ggr by category', 'ggr?groupBy=category', () => plain.ggr(w, 'category')],
      ['ggr by game', 'ggr?groupBy=game', () => plain.ggr(w, 'game')],
      ['payments by day', 'payments?groupBy=day', () => plain.payments(w, 'day')],
      ['payments by method', 'payments?groupBy=method', () => plain.payments(w, 'method')],
      ['first-time depositors', 'ftd', () => plain.ftd(w)],
      ['cohort retention', 'retention', () => plain.retention(w)],
      ['player profit and loss', 'players', () => plain.players(w)],
      ['agent performance', 'agents', () => plain.players(w, true)],
      ['promotion cost', 'promotions', () => plain.promotions(w)],
    ];
    const timed = calls.filter(([label]) => ONLY.length === 0 || ONLY.some((o) => label.startsWith(o)));
    try {
      console.log(
        `\n${span}: ${from}..${last} (${tz})\n${'report'.padEnd(24)} HTTP (${RUNS} runs)              | plain GROUP BY (${BASE_RUNS} runs) | ratio p50`,
      );
      for (const [label, path, base] of timed) {
        const url = `${server.base}/ops/v1/merchants/DEMO/reports/${path}${path.includes('?') ? '&' : '?'}from=${from}&to=${last}`;
        const get = async () => {
          const r = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
          const body = (await r.json()) as { code: string | null };
          if (body.code) throw new Error(`${label}: ${body.code}`);
        };
        await get();
        if (label === 'ggr by day') {
          // The figures agree: the report's totals are the plain query's sums.
          const r = (await (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).json()) as {
            value: { totals: Record<string, string> };
          };
          const p = await plain.ggr(w, 'day');
          const sum = (c: string) => p.reduce((s, x) => s + BigInt(x[c] ?? '0'), 0n).toString();
          const same = ['bets', 'stake', 'payout'].every((c) => r.value.totals[c] === sum(c));
          console.log(`ggr totals ${JSON.stringify(r.value.totals)} equal to the plain query's: ${same}`);
          if (!same) throw new Error('the aggregates differ from the plain query');
        }
        const ms = await timeRuns(RUNS, get);
        const baseMs = await timeRuns(BASE_RUNS, base);
        const ratio = pct(baseMs, 50) / pct(ms, 50);
        worst = Math.max(worst, pct(ms, 99));
        slowest = Math.min(slowest, ratio);
        spanWorst = Math.max(spanWorst, pct(ms, 99));
        spanSlowest = Math.min(spanSlowest, ratio);
        console.log(
          `${label.padEnd(24)} p50 ${pct(ms, 50).toFixed(1).padStart(6)} ms p99 ${pct(ms, 99).toFixed(1).padStart(6)} ms | p50 ${pct(
            baseMs,
            50,
          )
            .toFixed(0)
            .padStart(6)} ms p99 ${pct(baseMs, 99).toFixed(0).padStart(6)} ms | ${ratio.toFixed(0).padStart(5)}×`,
        );
      }
    } catch (err) {
      await stop(server.child);
      throw err;
    }
    summary.push(
      `${span.padEnd(12)} worst p99 ${spanWorst.toFixed(1).padStart(6)} ms, smallest ratio ${spanSlowest.toFixed(0).padStart(4)}×`,
    );
  }
  await stop(server.child);
  console.log(`\n${summary.join('\n')}`);
  console.log(
    `\nworst p99 ${worst.toFixed(1)} ms (target under 200 ms): ${worst < 200 ? 'met' : 'MISSED'}; ` +
      `smallest ratio ${slowest.toFixed(0)}× (target at least 20×): ${slowest >= 20 ? 'met' : 'MISSED'}`,
  );
  failed = false;
} finally {
  await handle.close();
  if (!process.env.BENCH_KEEP && !reuse) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else console.log(`kept database ${name}`);
  if (failed) process.exitCode = 1;
}
