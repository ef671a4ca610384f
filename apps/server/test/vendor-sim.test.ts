import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimReport } from '../../../packages/vendor-sim/src/sim';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp, testDbKind } from './harness';
import { VENDOR, invariants, mainBalance, player, secretOf } from './seamless-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

/** The simulator as a separate process, as a vendor is: its JSON report comes on stdout. */
const simulate = (args: string[]) =>
  new Promise<SimReport>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/vendor-sim/src/cli.ts', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c;
    });
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as SimReport);
      } catch {
        reject(new Error(`simulator failed: ${err || out}`));
      }
    });
  });

describe('vendor simulator against the server (chaos)', () => {
  it('every balance equals the simulator model, no bet moved twice, tombstoned bets refused, invariants hold', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => player(t, 1_000_000n)));
    const seed = Number(process.env.SIM_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`vendor-sim seed=${seed} (rerun with SIM_SEED=${seed}) db=${testDbKind}`);
    const report = await simulate([
      '--url',
      base,
      '--vendor',
      VENDOR,
      '--secret',
      await secretOf(t),
      '--chaos',
      '--rounds',
      '300',
      '--seed',
      String(seed),
      '--timeout-ms',
      '4000',
      '--tokens',
      players.map((p) => p.gameToken).join(','),
    ]);

    expect(report.violations).toEqual([]);
    expect(report.rounds).toBe(300);
    // Chaos really happened: each misbehaviour was tried and the refusals it must provoke came back.
    for (const s of ['retry', 'duplicate', 'lateBet', 'tombstone', 'rollbackOpen', 'timeout', 'settledRollback'])
      expect(report.scenarios[s], s).toBeGreaterThan(0);
    expect(report.errors['vendor.bet_rolled_back']).toBeGreaterThan(0);
    expect(report.errors['vendor.bet_settled']).toBeGreaterThan(0);
    expect(report.attempts).toBeGreaterThan(report.calls);

    const db = t.dbHandle.db;
    for (const [i, p] of players.entries()) {
      const r = report.perPlayer[i]!;
      expect(await mainBalance(t, p.member.id), `player ${i}`).toBe(BigInt(r.expectedBalance));
      // No bet moved twice: one GAME_BET transfer per accepted bet, and their sum is the stakes the model took.
      const bets = rowsOf<{ n: string; s: string }>(
        await db.execute(sql`SELECT count(*)::text AS n, coalesce(sum(-p.amount), 0)::text AS s FROM ledger_transfers t
          JOIN ledger_postings p ON p.transfer_id = t.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE t.kind = 'GAME_BET' AND a.member_id = ${p.member.id}`),
      )[0]!;
      expect(Number(bets.n), `player ${i} bets`).toBe(r.betsAccepted);
      expect(BigInt(bets.s)).toBe(BigInt(r.betTotal));
      // A bet rolled back before it arrived stays a tombstone and never moved money.
      for (const txId of r.tombstones) {
        const row = rowsOf<{ state: string }>(
          await db.execute(sql`SELECT state FROM vendor_transactions WHERE vendor = ${VENDOR} AND tx_id = ${txId}`),
        )[0];
        expect(row?.state).toBe('TOMBSTONE');
        const moved = rowsOf<{ n: string }>(
          await db.execute(sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = ${`${VENDOR}:${txId}`}`),
        )[0];
        expect(moved?.n).toBe('0');
      }
    }
    expect(report.perPlayer.some((r) => r.tombstones.length > 0)).toBe(true);
    await invariants(t);
  }, 60_000);
});
