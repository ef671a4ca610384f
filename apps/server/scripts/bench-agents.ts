/**
 * `npm run bench:agents` (issue 11, decision 016) on a scratch PostgreSQL database, dropped after:
 * 1. A team under one top agent: BENCH_MEMBERS members (100,000) over BENCH_LEVELS levels (6), one in BENCH_AGENT_EVERY
 *    (50) an agent, made through `members` inserts (the closure table is kept by its trigger).
 * 2. BENCH_BETS settled bets (10,000,000) over BENCH_DAYS days (7) as `bet.settled` events in the outbox, made by
 *    set-based SQL (generate_series); the read model is built from them by the set-based rebuild (`agents:rebuild`,
 *    grains BENCH_GRAINS, D by default: the reads and the daily settlement below use days only). Then
 *    BENCH_CONSUMER_BETS (200,000) more bets go through the agents consumer's batch handler: its own rate. Every bet
 *    is also in the plain table `bench_bets` for the baseline.
 * 3. For the top agent over the last 7 days: team overview, team P&L per level and the direct downline list (page 1),
 *    BENCH_RUNS (50) times each, beside the same figures by a plain GROUP BY over the bets (a recursive walk of
 *    members.parent_id, no closure table, no rollups) BENCH_BASE_RUNS (5) times (seconds a run at full scale); then
 *    the module's figures are checked against the plain query's.
 * 4. Daily-salary contracts for every agent (top-down, each within its upline's) and the settlement of one day: seconds
 *    and payments/s, then the ledger invariants.
 * Settings: BENCH_DATABASE_URL (admin URL), BENCH_MEMBERS, BENCH_LEVELS, BENCH_AGENT_EVERY, BENCH_BETS, BENCH_DAYS,
 * BENCH_RUNS, BENCH_BASE_RUNS, BENCH_CONSUMER_BETS, BENCH_GRAINS, BENCH_KEEP=1 keeps the database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Actor, MerchantContext } from '../src/core/context';
import { rowsOf } from '../src/core/sql';
import { type Db, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/index';
import { createAgents, dayKey } from '../src/modules/agents';
import { createLedgerService, ledgerViolations } from '../src/modules/ledger';
import type { Grain } from '../src/modules/agents/periods';
import type { DomainEvent } from '../src/modules/outbox';
import { adminQuery, dbUrl, pct } from './bench-lib';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const LEVELS = Number(process.env.BENCH_LEVELS ?? 6);
const AGENT_EVERY = Number(process.env.BENCH_AGENT_EVERY ?? 50);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** The plain GROUP BY takes seconds at full scale: fewer runs of it. */
const BASE_RUNS = Number(process.env.BENCH_BASE_RUNS ?? 5);
const CONSUMER_BETS = Number(process.env.BENCH_CONSUMER_BETS ?? 200_000);
/** Grains the rebuild loads: the reads and the daily settlement measured here use D only; DHR adds hours and 5 minutes. */
const GRAINS = (process.env.BENCH_GRAINS ?? 'D').split('') as Grain[];
const name = `wl_bench_agents_${randomBytes(4).toString('hex')}`;

const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q));
const timed = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
};
const f1 = (n: number) => n.toFixed(1);
/** A seeded pseudo-random sequence (same figures on every run). */
let seed = 42;
const rnd = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

await adminQuery(`CREATE DATABASE ${name}`);
const handle = await openDatabase({ url: dbUrl(name), poolSize: 8 });
let failed = true;
try {
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  const [m] = await rows<{ id: number; time_zone: string; settings: { agentTypes: number[]; trialTypes: number[] } }>(
    db,
    sql`SELECT id, time_zone, settings FROM merchants WHERE code = 'DEMO'`,
  );
  if (!m) throw new Error('no DEMO merchant');
  console.log(
    `bench:agents — ${MEMBERS} members, ${LEVELS} levels, ${BETS} bets (+${CONSUMER_BETS} through the consumer) over ${DAYS} days; load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );

  // 1. The team ----------------------------------------------------------------------------------------------------
  const [top] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO members (merchant_id, account, type) VALUES (${m.id}, 'benchtop', 1) RETURNING id::int AS id`,
  );
  const agentsByLevel: number[][] = [[top?.id as number]];
  const memberIds: number[] = [];
  const perLevel = Math.ceil(MEMBERS / LEVELS);
  const build = await timed(async () => {
    for (let level = 1; level <= LEVELS; level++) {
      const uplines = agentsByLevel[level - 1] as number[];
      const n = Math.min(perLevel, MEMBERS - memberIds.length);
      const made: { id: number; type: number }[] = [];
      for (let from = 0; from < n; from += 2000) {
        const size = Math.min(2000, n - from);
        const parents = Array.from({ length: size }, (_, i) => uplines[(from + i) % uplines.length] as number);
        const types = Array.from({ length: size }, (_, i) => ((from + i) % AGENT_EVERY === 0 && level < LEVELS ? 2 : 0));
        made.push(
          ...(await rows<{ id: number; type: number }>(
            db,
            sql`INSERT INTO members (merchant_id, account, type, parent_id)
              SELECT ${m.id}, ${`b${level}_`} || (${from} + g.i), g.t, g.p FROM unnest(${`{${parents.join(',')}}`}::bigint[], ${`{${types.join(',')}}`}::int[])
              WITH ORDINALITY AS g(p, t, i) RETURNING id::int AS id, type`,
          )),
        );
      }
      agentsByLevel.push(made.filter((x) => x.type === 2).map((x) => x.id));
      memberIds.push(...made.map((x) => x.id));
    }
  });
  const agentCount = agentsByLevel.flat().length;
  const closure = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM agent_tree WHERE ancestor_id = ${top?.id}`);
  console.log(
    `team: ${memberIds.length} members, ${agentCount} agents, ${closure[0]?.n} closure rows under the top; ${f1(build.ms / 1000)} s`,
  );

  // 2. The bets, and the read model from them -----------------------------------------------------------------------
  // BENCH_BETS settled bets as `bet.settled` events in the outbox, made by set-based SQL (generate_series), each
  // BENCH_DAYS back at most, within the hour before now's time of day; the read model is built from them by the
  // set-based rebuild (`agents:rebuild`). Then BENCH_CONSUMER_BETS more go through the consumer's own batch handler,
  // to measure its rate. Every bet is also in the plain table `bench_bets` the GROUP BY baseline reads.
  await db.execute(sql`CREATE TABLE bench_bets (member_id bigint NOT NULL, day date NOT NULL, stake bigint NOT NULL, payout bigint NOT NULL,
    valid_bet bigint NOT NULL)`);
  const agents = createAgents({ db, ledger: createLedgerService({ db }) });
  const now = Date.now();
  const [firstEvent] = await rows<{ id: number }>(db, sql`SELECT COALESCE(max(id), 0)::bigint AS id FROM domain_events`);
  const CHUNK = 1_000_000;
  const gen = await timed(async () => {
    await db.execute(sql`SELECT setseed(0.42)`);
    for (let from = 0; from < BETS; from += CHUNK) {
      const size = Math.min(CHUNK, BETS - from);
      await db.execute(sql`INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
        SELECT ${m.id}, 'bet.settled', x.member, NULL,
          jsonb_build_object('stake', x.stake::text, 'payout', x.payout::text, 'validBet', x.stake::text, 'category', 'RNG'), x.at
        FROM (SELECT t.ids[1 + floor(random() * t.n)::int] AS member, s.stake,
            CASE WHEN random() < 0.45 THEN (s.stake * floor(random() * 250)::bigint) / 100 ELSE 0 END AS payout,
            to_timestamp(${now / 1000}) - floor(random() * ${DAYS}) * interval '1 day' - random() * interval '1 hour' AS at
          FROM (SELECT array_agg(descendant_id) AS ids, count(*)::int AS n FROM agent_tree WHERE ancestor_id = ${top?.id} AND depth > 0) t,
            LATERAL (SELECT g, 100 + floor(random() * 50000)::bigint AS stake FROM generate_series(1, ${size}) g) s) x`);
      console.log(`  … ${from + size} bet events`);
    }
  });
  const copy = await timed(() =>
    db.execute(sql`INSERT INTO bench_bets SELECT subject_id, (occurred_at AT TIME ZONE ${m.time_zone}::text)::date, (payload->>'stake')::bigint,
      (payload->>'payout')::bigint, (payload->>'validBet')::bigint FROM domain_events WHERE id > ${firstEvent?.id ?? 0} AND type = 'bet.settled'`),
  );
  console.log(
    `bets: ${BETS} bet.settled events by generate_series in ${f1(gen.ms / 1000)} s; copied to the plain table in ${f1(copy.ms / 1000)} s`,
  );
  const firstDay = dayKey(new Date(now - DAYS * 86_400_000), m.time_zone);
  const lastDay = dayKey(new Date(now), m.time_zone);
  const steps: string[] = [];
  const rebuilt = await timed(() =>
    agents.rebuild.rebuild(m.id, firstDay, lastDay, GRAINS, (st, ms) => steps.push(`${st} ${f1(ms / 1000)} s`)),
  );
  console.log(
    `read model by the set-based rebuild (agents:rebuild ${firstDay} … ${lastDay}, grains ${GRAINS.join('')}): ${rebuilt.value.events} events in ${f1(rebuilt.ms / 1000)} s (${f1(rebuilt.value.events / (rebuilt.ms / 1000))} events/s)`,
  );
  console.log(`  rebuild statements: ${steps.join(', ')}`);
  const BATCH = 5000;
  let eventId = 2_000_000_000;
  let rollMs = 0;
  for (let from = 0; from < CONSUMER_BETS; from += BATCH) {
    const size = Math.min(BATCH, CONSUMER_BETS - from);
    const events: DomainEvent[] = [];
    const cols = { member: [] as number[], day: [] as string[], stake: [] as bigint[], payout: [] as bigint[] };
    for (let i = 0; i < size; i++) {
      const member = memberIds[Math.floor(rnd() * memberIds.length)] as number;
      const at = new Date(now - Math.floor(rnd() * DAYS) * 86_400_000 - Math.floor(rnd() * 3_600_000));
      const stake = BigInt(100 + Math.floor(rnd() * 50_000));
      const payout = rnd() < 0.45 ? (stake * BigInt(Math.floor(rnd() * 250))) / 100n : 0n;
      cols.member.push(member);
      cols.day.push(dayKey(at, m.time_zone));
      cols.stake.push(stake);
      cols.payout.push(payout);
      events.push({
        id: eventId++,
        merchantId: m.id,
        type: 'bet.settled',
        subjectId: member,
        aggregateId: null,
        occurredAt: at,
        payload: { stake: String(stake), payout: String(payout), validBet: String(stake), category: 'RNG' },
      });
    }
    await db.execute(sql`INSERT INTO bench_bets SELECT * FROM unnest(${`{${cols.member.join(',')}}`}::bigint[], ${`{${cols.day.join(',')}}`}::date[],
      ${`{${cols.stake.join(',')}}`}::bigint[], ${`{${cols.payout.join(',')}}`}::bigint[], ${`{${cols.stake.join(',')}}`}::bigint[])`);
    rollMs += (await timed(() => db.transaction((tx) => agents.consumer.handleBatch(events, tx as unknown as Db)))).ms;
  }
  if (CONSUMER_BETS > 0)
    console.log(
      `read model by the agents consumer (handleBatch, ${BATCH} a batch): ${CONSUMER_BETS} more bets at ${f1(CONSUMER_BETS / (rollMs / 1000))} bets/s`,
    );
  const idx = await timed(async () => {
    await db.execute(sql`CREATE INDEX bench_bets_member_day ON bench_bets (member_id, day)`);
    await db.execute(sql`VACUUM ANALYZE`);
  });
  const sizes = await rows<{ t: string; n: string }>(
    db,
    sql`SELECT 'member rows' AS t, count(*)::text AS n FROM agent_member_stats UNION ALL SELECT 'team rows', count(*)::text FROM agent_team_stats
      UNION ALL SELECT 'level rows', count(*)::text FROM agent_level_stats UNION ALL SELECT 'first-day rows', count(*)::text FROM agent_level_firsts`,
  );
  console.log(`read model: ${sizes.map((r) => `${r.n} ${r.t}`).join(', ')}; baseline index + VACUUM ANALYZE ${f1(idx.ms / 1000)} s`);

  // 3. The agent's reads beside a plain GROUP BY ----------------------------------------------------------------------
  const merchant = {
    id: m.id,
    code: 'DEMO',
    row: { timeZone: m.time_zone, settings: m.settings },
    modules: {},
  } as unknown as MerchantContext;
  const actor: Actor = {
    merchant,
    member: { id: top?.id as number, merchantId: m.id, account: 'benchtop', nickname: null, type: 1, status: 'ACTIVE' },
  };
  const from = dayKey(new Date(now - (DAYS - 1) * 86_400_000), m.time_zone);
  const to = dayKey(new Date(now), m.time_zone);
  const range = { range: 'custom' as const, from, to };
  const team = sql`WITH RECURSIVE team AS (SELECT id, 0 AS depth, id AS branch FROM members WHERE id = ${top?.id}
      UNION ALL SELECT m.id, t.depth + 1, CASE WHEN t.depth = 0 THEN m.id ELSE t.branch END FROM members m JOIN team t ON m.parent_id = t.id)`;
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'team overview',
      () => agents.team.overview(actor, range),
      () =>
        db.execute(sql`${team} SELECT (SELECT count(*) FROM team) - 1 AS size, count(DISTINCT b.member_id) AS active, sum(b.valid_bet), sum(b.stake),
          sum(b.payout) FROM team t JOIN bench_bets b ON b.member_id = t.id WHERE b.day BETWEEN ${from} AND ${to}`),
    ],
    [
      'team P&L per level',
      () => agents.team.pnl(actor, { ...range, by: 'level', pageNo: 1, pageSize: 20 }),
      () =>
        db.execute(sql`${team} SELECT t.depth, count(DISTINCT b.member_id), sum(b.valid_bet), sum(b.payout - b.stake) FROM team t
          JOIN bench_bets b ON b.member_id = t.id WHERE b.day BETWEEN ${from} AND ${to} GROUP BY t.depth ORDER BY t.depth`),
    ],
    [
      'downline list (direct, page 1)',
      () => agents.team.downline(actor, { ...range, scope: 'direct', kind: 'all', pageNo: 1, pageSize: 20 }),
      () =>
        db.execute(sql`${team} SELECT t.branch, count(DISTINCT t.id), sum(b.valid_bet), sum(b.payout - b.stake) FROM team t
          LEFT JOIN bench_bets b ON b.member_id = t.id AND b.day BETWEEN ${from} AND ${to} WHERE t.depth > 0
          GROUP BY t.branch ORDER BY t.branch LIMIT 20`),
    ],
  ];
  console.log(`reads of the top agent, ${from} … ${to} (module ${RUNS} runs, plain GROUP BY ${BASE_RUNS} runs each):`);
  for (const [label, mine, plain] of cases) {
    const a: number[] = [];
    const b: number[] = [];
    await mine();
    await plain();
    for (let i = 0; i < RUNS; i++) a.push((await timed(mine)).ms);
    for (let i = 0; i < BASE_RUNS; i++) b.push((await timed(plain)).ms);
    console.log(
      `  ${label.padEnd(32)} module p50 ${f1(pct(a, 50))} ms p99 ${f1(pct(a, 99))} ms | plain GROUP BY p50 ${f1(pct(b, 50))} ms p99 ${f1(pct(b, 99))} ms | ×${f1(pct(b, 50) / pct(a, 50))} (p50), ×${f1(pct(b, 99) / pct(a, 99))} (p99)`,
    );
  }
  // The module's figures against the plain ones (same bets, same days).
  const ov = (await agents.team.overview(actor, range)).figures;
  const levels = (await agents.team.pnl(actor, { ...range, by: 'level', pageNo: 1, pageSize: 20 })).list;
  const plainLevels = await rows<{ depth: number; members: number; valid_bet: string }>(
    db,
    sql`${team} SELECT t.depth, count(DISTINCT b.member_id)::int AS members, sum(b.valid_bet)::text AS valid_bet FROM team t
      JOIN bench_bets b ON b.member_id = t.id WHERE b.day BETWEEN ${from} AND ${to} GROUP BY t.depth ORDER BY t.depth`,
  );
  const agree =
    JSON.stringify(levels.map((l) => [l.level, l.members, l.validBet])) ===
      JSON.stringify(plainLevels.map((l) => [l.depth, l.members, l.valid_bet])) &&
    ov.activeMembers === plainLevels.reduce((x, l) => x + l.members, 0) &&
    ov.validBet === plainLevels.reduce((x, l) => x + BigInt(l.valid_bet), 0n).toString();
  console.log(`  figures (active members, members and valid bet per level) equal the plain GROUP BY's: ${agree ? 'yes' : 'NO'}`);
  if (!agree) console.log(JSON.stringify({ ov, levels, plainLevels }));

  // 4. Settlement of one day ---------------------------------------------------------------------------------------
  const tiers = (scale: number) => [
    { min: '0', active: 0, rateBp: Math.floor(40 * scale) },
    { min: '1000000', active: 5, rateBp: Math.floor(80 * scale) },
  ];
  for (const [level, ids] of agentsByLevel.entries()) {
    if (ids.length === 0) continue;
    const scale = 1 - level * 0.1;
    await db.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, tiers, offered_at, expires_at, decided_at)
      SELECT ${m.id}, 'DAILY', a.id, m.parent_id, 'ACTIVE', ${JSON.stringify(tiers(scale))}::jsonb, now() - interval '30 days', now(), now() - interval '30 days'
      FROM unnest(${`{${ids.join(',')}}`}::bigint[]) a(id) JOIN members m ON m.id = a.id`);
  }
  // A day the demo data did not settle (it settles the three days before today).
  const day = dayKey(new Date(now - Math.min(DAYS - 1, 5) * 86_400_000), m.time_zone);
  const settled = await timed(() => agents.settlement.settle(m.id, 'DAILY', null, day, { force: true }));
  const s = settled.value as { bills: number; amount: string; paid: string };
  console.log(
    `settlement of ${day}: ${s.bills} bills, paid ${s.paid} of ${s.amount} minor units in ${f1(settled.ms / 1000)} s (${f1(s.bills / (settled.ms / 1000))} payments/s)`,
  );
  const violations = await ledgerViolations(db);
  console.log(`ledger invariants: ${violations.length === 0 ? 'hold' : JSON.stringify(violations)}`);
  failed = violations.length > 0 || !agree;
  console.log(`load average now: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
