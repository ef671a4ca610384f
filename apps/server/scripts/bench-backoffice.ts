/**
 * `npm run bench:backoffice` (issue 29) on a scratch PostgreSQL database, dropped after:
 * 1. The demo seed, then BENCH_PLAYERS (1,000,000) players on DEMO (phone, e-mail, address, referral code, every 50th
 *    under an agent, one bank account each for every 10th) and BENCH_LEDGER_ROWS (10,000,000) ledger postings over
 *    their accounts, made by set-based SQL (generate_series), then VACUUM ANALYZE.
 * 2. The back office's player search (by account prefix, id, phone suffix, e-mail, referral code, bank account,
 *    address, agent, any; the first page of 20 with its count) and the 360 overview of a player, BENCH_RUNS (200)
 *    times each with random players, through the players service (the SQL the endpoints run).
 * 3. The same searches as plain queries without their indexes (index and bitmap scans off in the transaction), the
 *    baseline, BENCH_BASE_RUNS (5) times each; both printed as p50/p99 in milliseconds.
 * Settings: BENCH_DATABASE_URL (admin URL), BENCH_PLAYERS, BENCH_LEDGER_ROWS, BENCH_RUNS, BENCH_BASE_RUNS, BENCH_KEEP=1.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PlayerSearchQuery } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import { openDatabase } from '../src/db/client';
import { createLedgerService } from '../src/modules/ledger';
import { createPlayersService } from '../src/modules/players';
import { seedDemo } from '../src/seed/index';
import { adminQuery, dbUrl, pct } from './bench-lib';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASE_RUNS = Number(process.env.BENCH_BASE_RUNS ?? 5);
const name = `wl_bench_backoffice_${randomBytes(4).toString('hex')}`;

let seed = 7;
const rnd = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = () => 1 + Math.floor(rnd() * PLAYERS);
const timeRuns = async (n: number, fn: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms;
};

await adminQuery(`CREATE DATABASE ${name}`);
const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
let failed = true;
try {
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  const [m] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`));
  const merchantId = Number(m?.id);
  const scope = { merchantId, agentId: null };
  const [agent] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM members WHERE account = 'agent01' AND merchant_id = ${merchantId}`),
  );
  console.log(
    `bench:backoffice — ${PLAYERS} players, ${LEDGER_ROWS} ledger postings; load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );

  let t0 = performance.now();
  // Players: bo0000001 …, phone 0345 + seven digits, e-mail, address 10.x.y.z, referral code R + number.
  await db.execute(sql`INSERT INTO members (merchant_id, account, nickname, type, status, mobile, email, payee_name, parent_id,
      invite_code, register_ip, register_method, created_at, last_login_at)
    SELECT ${merchantId}, 'bo' || lpad(g::text, 7, '0'), 'Player ' || g, 0, 'ACTIVE', '0345' || lpad(g::text, 7, '0'),
      'bo' || g || '@bench.example', 'Payee ' || g, CASE WHEN g % 50 = 0 THEN ${Number(agent?.id)}::bigint ELSE NULL END,
      'R' || g, '10.' || (g >> 16) % 256 || '.' || (g >> 8) % 256 || '.' || g % 256, 'USERNAME',
      now() - (g % 1000) * interval '1 hour', CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g % 700) * interval '1 minute' END
    FROM generate_series(1, ${PLAYERS}) g`);
  const [range] = rowsOf<{ lo: string; hi: string }>(
    await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM members WHERE account LIKE 'bo%' AND merchant_id = ${merchantId}`),
  );
  const lo = Number(range?.lo);
  await db.execute(sql`INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
    SELECT ${merchantId}, id, 'HBL', lpad((id - ${lo} + 1)::text, 13, '0'), payee_name FROM members
    WHERE merchant_id = ${merchantId} AND account LIKE 'bo%' AND (id - ${lo} + 1) % 10 = 0`);
  console.log(`players, bank accounts: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Ledger: one MAIN account per player, then transfers of two postings each (player and the deposit clearing account).
  t0 = performance.now();
  const ledger = createLedgerService({ db });
  await ledger.transfer({
    idempotencyKey: 'bench-open-clearing',
    merchantId,
    kind: 'DEPOSIT',
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -1n },
      { account: { memberId: lo }, amount: 1n },
    ],
  });
  // Set-based, beside the ledger function (its checks per transfer would take hours at this size): the rows have the
  // shape the ledger writes; balances are the sums of the postings.
  await db.execute(sql`INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, balance)
    SELECT ${merchantId}, id, 'MAIN', 'PKR', 0 FROM members WHERE merchant_id = ${merchantId} AND account LIKE 'bo%' AND id <> ${lo}`);
  const transfers = Math.floor(LEDGER_ROWS / 2);
  await db.execute(sql`INSERT INTO ledger_transfers (merchant_id, idempotency_key, body_hash, kind, created_at)
    SELECT ${merchantId}, 'bench-' || g, md5(g::text) || md5(g::text), 'DEPOSIT', now() - (g % 10000) * interval '1 minute'
    FROM generate_series(1, ${transfers}) g`);
  await db.execute(sql`INSERT INTO ledger_transfer_keys (merchant_id, idempotency_key, transfer_id, created_at)
    SELECT merchant_id, idempotency_key, id, created_at FROM ledger_transfers WHERE idempotency_key LIKE 'bench-%'`);
  const [clearing] = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND code = 'DEPOSIT_CLEARING' AND member_id IS NULL LIMIT 1`,
    ),
  );
  await db.execute(sql`WITH a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM ledger_accounts
        WHERE merchant_id = ${merchantId} AND member_id IS NOT NULL),
      c AS (SELECT count(*) AS total FROM a),
      t AS (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM ledger_transfers WHERE idempotency_key LIKE 'bench-%')
    INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after, created_at)
    SELECT t.id, ${merchantId}::int, a.id, 'PKR', 100, 0, 100, t.created_at FROM t, c JOIN a ON true WHERE a.n = t.n % c.total
    UNION ALL SELECT t.id, ${merchantId}::int, ${Number(clearing?.id)}::bigint, 'PKR', -100, 0, -100, t.created_at FROM t`);
  await db.execute(sql`UPDATE ledger_accounts a SET balance = s.total FROM
    (SELECT account_id, sum(amount) AS total FROM ledger_postings WHERE amount > 0 GROUP BY account_id) s
    WHERE a.id = s.account_id AND a.member_id IS NOT NULL`);
  // A settled table, as autovacuum leaves it: statistics and the visibility map (index-only counts).
  await db.execute(sql`VACUUM ANALYZE`);
  const [count] = rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM ledger_postings`));
  console.log(`ledger: ${count?.n} postings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const accountOf = (g: number) => `bo${String(g).padStart(7, '0')}`;
  const players = createPlayersService({
    db,
    sendReset: async () => ({ channel: 'email', expiredMinutes: 0 }),
    wallets: async (mid, account) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${mid} AND account = ${account}`),
      );
      return (await ledger.balances(mid, Number(row?.id))).map((w) => ({ wallet: w.wallet, balance: w.balance.toString() }));
    },
  });
  const searches: [string, () => Partial<PlayerSearchQuery>][] = [
    ['account prefix', () => ({ by: 'account', q: accountOf(pick()).slice(0, 8) })],
    ['id', () => ({ by: 'id', q: String(lo + pick() - 1) })],
    ['phone (last 7)', () => ({ by: 'mobile', q: String(pick()).padStart(7, '0') })],
    ['e-mail', () => ({ by: 'email', q: `bo${pick()}@bench.example` })],
    ['referral code', () => ({ by: 'referral', q: `r${pick()}` })],
    ['bank account', () => ({ by: 'bank', q: String(Math.max(10, Math.floor(pick() / 10) * 10)).padStart(13, '0') })],
    ['address', () => ({ by: 'ip', q: `10.${(pick() >> 16) % 256}.${(pick() >> 8) % 256}.${pick() % 256}` })],
    ['agent', () => ({ by: 'agent', q: 'agent01' })],
    ['any', () => ({ by: 'any', q: `bo${pick()}@bench.example` })],
    ['no filter, by last sign-in', () => ({ sort: 'lastLogin' })],
  ];
  const full = (f: Partial<PlayerSearchQuery>): PlayerSearchQuery => ({ by: 'any', sort: 'created', dir: 'desc', page: 1, size: 20, ...f });
  const line = (label: string, ms: number[], base?: number[]) =>
    console.log(
      `${label.padEnd(34)} p50 ${pct(ms, 50).toFixed(1).padStart(7)} ms  p99 ${pct(ms, 99).toFixed(1).padStart(7)} ms${
        base ? `   | without indexes p50 ${pct(base, 50).toFixed(0).padStart(6)} ms  p99 ${pct(base, 99).toFixed(0).padStart(6)} ms` : ''
      }`,
    );
  console.log(`\n${'call'.padEnd(34)} back office (${RUNS} runs)                | baseline (${BASE_RUNS} runs)`);
  let worst = 0;
  for (const [label, make] of searches) {
    const ms = await timeRuns(RUNS, () => players.search(scope, full(make())));
    const base = await timeRuns(BASE_RUNS, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
        await createPlayersService({
          db: tx,
          wallets: async () => [],
          sendReset: async () => ({ channel: 'email', expiredMinutes: 0 }),
        }).search(scope, full(make()));
      }),
    );
    worst = Math.max(worst, pct(ms, 99));
    line(`search: ${label}`, ms, base);
  }
  const overview = await timeRuns(RUNS, () => players.overview(scope, accountOf(pick())));
  worst = Math.max(worst, pct(overview, 99));
  line('360 overview', overview);
  console.log(`\nworst p99 ${worst.toFixed(1)} ms (target under 100 ms): ${worst < 100 ? 'met' : 'MISSED'}`);
  failed = false;
} finally {
  await handle.close();
  if (!process.env.BENCH_KEEP) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else console.log(`kept database ${name}`);
  if (failed) process.exitCode = 1;
}
