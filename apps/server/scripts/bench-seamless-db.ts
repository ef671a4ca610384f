/**
 * The database side of `npm run bench:seamless`: the database alone (pgbench calling the seamless functions the
 * server calls), transaction counts, and what PostgreSQL ran per round (pg_stat_statements when preloaded, the
 * function counters always).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/core/sql';
import { GAME_BET_SHARDS } from '../src/modules/ledger';
import { hashGameToken } from '../src/modules/vendors';
import { adminQuery, cpuMeter, dbUrl } from './bench-lib';

/** Committed and rolled-back transactions of this benchmark's database so far. */
export const xactCounts = async (db: Db) => {
  const r = rowsOf<{ c: string; r: string }>(
    await db.execute(sql`SELECT xact_commit::text AS c, xact_rollback::text AS r FROM pg_stat_database WHERE datname = current_database()`),
  )[0];
  return { commits: Number(r?.c ?? 0), rollbacks: Number(r?.r ?? 0) };
};

/**
 * pgbench's round, the simulator's plain round in SQL: a bet, its win (nothing in 45 % of rounds, as the simulator's
 * payouts; a zero win settles the bet without a ledger transfer) and in one round of five an end of round. Both
 * sides then do the same work per round, so their rounds/s compare.
 */
const pgbenchScript = () => {
  const call = (fn: string, args: string, shards = true) => `SELECT ${fn}('HOUSE', ${args}, now()${shards ? `, ${GAME_BET_SHARDS}` : ''});`;
  const token = '(SELECT th FROM bench_tokens WHERE n = :p)';
  return [
    '\\set p :client_id + 1',
    '\\set i random(1, 1000000000000)',
    '\\set won random(1, 100)',
    '\\set ended random(1, 5)',
    call('seamless_bet', `'pb' || :i, ${token}, 'pr' || :i, null, 100, 'BET|100|pr' || :i, 'hb' || :i`),
    '\\if :won > 45',
    call('seamless_win', `'pw' || :i, ${token}, 'pb' || :i, 'pr' || :i, 150, 'WIN|150|pb' || :i, 'hw' || :i`),
    '\\else',
    call('seamless_win', `'pw' || :i, ${token}, 'pb' || :i, 'pr' || :i, 0, 'WIN|0|pb' || :i, 'hw' || :i`),
    '\\endif',
    '\\if :ended = 1',
    call('seamless_end_round', `'pe' || :i, ${token}, 'pr' || :i, 'END_ROUND|pr' || :i`, false),
    '\\endif',
    '',
  ].join('\n');
};

export type DbAlone = { rps: number; rounds: number; pgCpuMs: number; pgSharedCpuMs: number; pgbenchCpuMs: number };

/**
 * The database's own ceiling for the same work: pgbench runs the simulator's round with the same seamless functions,
 * one client per player (each simulated player plays one round at a time), prepared statements, no HTTP. CPU per
 * round of this database's PostgreSQL backends, of PostgreSQL's shared background processes and of pgbench itself.
 */
export const pgbenchRounds = async (o: { db: Db; name: string; tokens: string[]; clients: number; seconds: number }): Promise<DbAlone> => {
  await o.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_tokens (n integer PRIMARY KEY, th text NOT NULL)`);
  for (const [i, t] of o.tokens.entries())
    await o.db.execute(sql`INSERT INTO bench_tokens VALUES (${i + 1}, ${hashGameToken(t)}) ON CONFLICT (n) DO NOTHING`);
  const script = path.join(os.tmpdir(), `${o.name}.pgbench.sql`);
  fs.writeFileSync(script, pgbenchScript());
  try {
    const meter = cpuMeter({ database: o.name, commands: ['pgbench'] });
    const args = ['-n', '-M', 'prepared', '-c', String(o.clients), '-j', '2', '-T', String(o.seconds), '-f', script, dbUrl(o.name)];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => {
        text += c;
      });
      child.stderr.on('data', (c: Buffer) => {
        text += c;
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench failed: ${text}`))));
    });
    const cpu = meter();
    const rps = Number(/tps = ([0-9.]+)/.exec(out)?.[1] ?? 0);
    const rounds = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    const per = (s = 0) => (s * 1000) / Math.max(rounds, 1);
    return { rps, rounds, pgCpuMs: per(cpu.postgres), pgSharedCpuMs: per(cpu['postgres-shared']), pgbenchCpuMs: per(cpu.pgbench) };
  } finally {
    fs.rmSync(script, { force: true });
  }
};

type StatementRow = { q: string; calls: string; ms: string; top: boolean; blks: string };
export type Ran = { fns: { f: string; calls: string; self: string }[]; stmts: StatementRow[] };

/**
 * What PostgreSQL ran per round: with pg_stat_statements preloaded, every statement (nested ones inside the seamless
 * functions too) by calls and time; without it, the functions called (pg_stat_user_functions, always available).
 */
export const statementStats = async (db: Db, name: string) => {
  const has = await db
    .execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`)
    .then(() => db.execute(sql`SELECT 1 FROM pg_stat_statements LIMIT 1`))
    .then(
      () => true,
      () => false,
    );
  await adminQuery(`ALTER DATABASE ${name} SET track_functions = 'all'`);
  if (has) await adminQuery(`ALTER DATABASE ${name} SET pg_stat_statements.track = 'all'`);
  if (process.env.BENCH_EXPLAIN) {
    await adminQuery(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
    await adminQuery(`ALTER DATABASE ${name} SET auto_explain.log_min_duration = '${process.env.BENCH_EXPLAIN}'`);
    await adminQuery(`ALTER DATABASE ${name} SET auto_explain.log_nested_statements = on`);
  }
  const reset = async () => {
    if (has) await db.execute(sql`SELECT pg_stat_statements_reset()`);
    await db.execute(sql`SELECT pg_stat_reset()`);
  };
  const read = async (): Promise<Ran> => {
    await new Promise((r) => setTimeout(r, 1200)); // backends report their counters at most once a second
    const fns = rowsOf<Ran['fns'][number]>(
      await db.execute(
        sql`SELECT funcname AS f, calls::text AS calls, round(self_time::numeric, 1)::text AS self FROM pg_stat_user_functions ORDER BY calls DESC`,
      ),
    );
    // The pattern is a bound parameter: in a template literal `\s` would lose its backslash.
    const stmts = has
      ? rowsOf<StatementRow>(
          await db.execute(sql`SELECT left(regexp_replace(query, ${'\\s+'}, ' ', 'g'), ${Number(process.env.BENCH_STATEMENTS_WIDTH ?? 110)}) AS q, calls::text AS calls,
            round(total_exec_time::numeric, 1)::text AS ms, toplevel AS top,
            (shared_blks_hit + shared_blks_read)::text AS blks
            FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            ORDER BY total_exec_time DESC`),
        )
      : [];
    return { fns, stmts };
  };
  /** The per-round lines of one side: statements sent and run, the dearest statements, the functions. */
  const print = (label: string, st: Ran, rounds: number, unit = 'round') => {
    const per = (n: number | string) => (Number(n) / Math.max(rounds, 1)).toFixed(2);
    const sum = (xs: { calls: string }[]) => xs.reduce((a, x) => a + Number(x.calls), 0);
    if (has) {
      const top = st.stmts.filter((x) => x.top);
      console.log(`  ${label.padEnd(20)} ${per(sum(top))} statements/${unit} sent, ${per(sum(st.stmts))} run with nested ones`);
      for (const x of st.stmts.slice(0, Number(process.env.BENCH_STATEMENTS_TOP ?? 12)))
        console.log(
          `    ${per(x.calls).padStart(6)}/${unit} ${(Number(x.ms) / Math.max(Number(x.calls), 1)).toFixed(3)} ms${process.env.BENCH_STATEMENTS_TOP ? ` (${x.calls} calls, ${x.ms} ms)` : ''} ${(Number(x.blks) / Math.max(Number(x.calls), 1)).toFixed(1).padStart(6)} blks ${x.top ? 'top ' : '    '} ${x.q}`,
        );
    }
    console.log(
      `  ${label.padEnd(20)} functions/${unit}: ${st.fns
        .filter((x) => Number(x.calls) > 0)
        .map((x) => `${x.f} ${per(x.calls)} (${(Number(x.self) / Math.max(Number(x.calls), 1)).toFixed(3)} ms)`)
        .join(', ')}`,
    );
  };
  /** Statements the client sent per round (pg_stat_statements), or NaN without it. */
  const sentPerRound = (st: Ran, rounds: number) =>
    has ? st.stmts.filter((x) => x.top).reduce((a, x) => a + Number(x.calls), 0) / Math.max(rounds, 1) : Number.NaN;
  return { has, reset, read, print, sentPerRound };
};
