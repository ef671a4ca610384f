// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedClient } from '@wl/vendor-client';
import type { TransferStandin } from '../../../packages/vendor-sim/src/transfer-standin';
import { games } from '../src/db/schema';
import { seedTransferVendor } from '../src/seed/transfer-vendor';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp, fund, signIn } from './harness';
import { type TransferMember, transferWorldForFile } from './transfer-helpers';
import { invariants } from './seamless-helpers';

const VENDOR = 'SIMTW';
// Long enough that a loaded machine's answer is not taken for a time-out; the stand-in's hangs (5 s) still are.
const w = transferWorldForFile(VENDOR, { hangMs: 5000, timeoutMs: '2000' });
let t: TestContext;
let standin: TransferStandin;
let base: string;
let secret: string;
beforeAll(() => {
  ({ t, standin, base, secret } = w);
});

const member = w.member;
type Member = TransferMember;
const launch = async (p: Member) =>
  t.app.inject({ url: `/wps/game/launchGame?nodeId=${await w.gameId(p.member.merchantId)}&accountType=1`, headers: p.headers });
const move = (p: Member, from: string, to: string, minor: bigint, requestId = `rq-${randomBytes(6).toString('hex')}`) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: p.headers,
    payload: { from, to, amount: (Number(minor) / 100).toFixed(2), requestId },
  });
const wallets = w.wallets;
const transfersOfMember = w.moves;
const movedEvents = async (p: Member) =>
  rowsOf<{ payload: Record<string, unknown> }>(
    await t.dbHandle.db.execute(
      sql`SELECT payload FROM domain_events WHERE type = 'transfer.completed' AND subject_id = ${p.member.id} ORDER BY id`,
    ),
  ).map((r) => r.payload);
const depositCalls = (ref: string) => standin.calls.filter((c) => c.path === '/transfer/deposit' && c.body.ref === ref).length;

describe('transfer-wallet vendor', () => {
  it('launch moves the whole main balance to the vendor; FUNDTRANS3 brings it back, with play at the vendor booked', async () => {
    const p = await member(1000_00n);
    const res = await launch(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.content.game_url).toMatch(new RegExp(`^${base}/play\\?game=${VENDOR}_SLOT`));
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 1000_00n });
    expect(standin.balanceOf(p.player)).toBe(1000_00n);
    const [row] = await transfersOfMember(p);
    expect(row).toMatchObject({ direction: 'IN', amount: 1000_00n, state: 'DONE' });

    // Back to MAIN with a request id; the same request again moves nothing, here or at the vendor.
    const out = await move(p, VENDOR, 'MAIN', 400_00n, 'rq-back-0001');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().value.balance).toBe('40000');
    const again = await move(p, VENDOR, 'MAIN', 400_00n, 'rq-back-0001');
    expect(again.json().value).toMatchObject({ replayed: true, balance: '40000' });
    expect(standin.calls.filter((c) => c.path === '/transfer/withdraw')).toHaveLength(1);
    expect(await wallets(p)).toEqual({ main: 400_00n, vendor: 600_00n });
    expect(standin.balanceOf(p.player)).toBe(600_00n);

    // The player wins 250.00 at the vendor; withdrawing all 850.00 books the win against the vendor float.
    await createSignedClient({ baseUrl: base, secret }).post('/control/play', { player: p.player, delta: '25000' });
    const all = await move(p, VENDOR, 'MAIN', 850_00n);
    expect(all.statusCode, all.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 1250_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    await invariants(t);
  });

  it('a time-out after the vendor applied the deposit: status says DONE, nothing moves twice', async () => {
    const p = await member(300_00n);
    standin.fault('hang-after-apply');
    const res = await launch(p);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await transfersOfMember(p);
    expect(row?.state).toBe('DONE');
    expect(depositCalls(row!.ref)).toBe(1);
    expect(standin.calls.map((c) => c.path)).toEqual(['/transfer/deposit', '/transfer/status']);
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 300_00n });
    expect(standin.balanceOf(p.player)).toBe(300_00n);
    await invariants(t);
  });

  it('a time-out before the vendor saw it: status says NOT_FOUND, the move is reversed by a compensating transfer', async () => {
    const p = await member(300_00n);
    standin.fault('hang-before-apply');
    const res = await launch(p);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('vendor.transfer_failed');
    const [row] = await transfersOfMember(p);
    expect(row?.state).toBe('REVERSED');
    expect(await wallets(p)).toEqual({ main: 300_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    // Both transfers stay on record: the move and its reversal (never a delete).
    const kinds = rowsOf<{ n: string }>(
      await t.dbHandle.db.execute(sql`SELECT count(DISTINCT t.id)::text AS n FROM ledger_transfers t JOIN ledger_postings p ON p.transfer_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = ${p.member.id} AND t.kind = 'WALLET_TRANSFER'`),
    );
    expect(kinds[0]?.n).toBe('2');
    // The reference is dead at the vendor: the lost deposit arriving late is refused.
    const late = await createSignedClient({ baseUrl: base, secret }).post('/transfer/deposit', {
      ref: row!.ref,
      player: p.player,
      amount: '30000',
    });
    expect(late.code).toBe('REF_EXPIRED');
    await invariants(t);
  });

  it('a 5xx before applying is asked about too, then reversed', async () => {
    const p = await member(120_00n);
    standin.fault('error-before-apply');
    const res = await launch(p);
    expect(res.json().code).toBe('vendor.transfer_failed');
    expect(standin.calls.map((c) => c.path)).toEqual(['/transfer/deposit', '/transfer/status']);
    expect(await wallets(p)).toEqual({ main: 120_00n, vendor: 0n });
    await invariants(t);
  });

  it('the vendor refuses: the launch is refused and the money is back in MAIN', async () => {
    const p = await member(200_00n);
    standin.fault('refuse');
    const res = await launch(p);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('vendor.transfer_refused');
    expect((await transfersOfMember(p))[0]?.state).toBe('REVERSED');
    expect(await wallets(p)).toEqual({ main: 200_00n, vendor: 0n });
    await invariants(t);
  });

  it('when neither answer nor status comes, the move stays pending and is settled from the status later', async () => {
    const p = await member(500_00n);
    standin.fault('hang-after-apply');
    standin.fault('status-down');
    const res = await launch(p);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('vendor.transfer_pending');
    expect((await transfersOfMember(p))[0]?.state).toBe('PENDING');
    // The money is where the vendor has it: not spendable in MAIN, not sent twice.
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 500_00n });
    expect(standin.balanceOf(p.player)).toBe(500_00n);
    const back = await move(p, VENDOR, 'MAIN', 100_00n);
    expect(back.statusCode, back.body).toBe(200);
    const rows = await transfersOfMember(p);
    expect(rows.map((r) => r.state)).toEqual(['DONE', 'DONE']);
    expect(depositCalls(rows[0]!.ref)).toBe(1);
    expect(await wallets(p)).toEqual({ main: 100_00n, vendor: 400_00n });
    await invariants(t);
  });

  it('a withdrawal whose answer is lost is credited once, from the status', async () => {
    const p = await member(300_00n);
    expect((await launch(p)).statusCode).toBe(200);
    standin.fault('hang-after-apply');
    const res = await move(p, VENDOR, 'MAIN', 300_00n, 'rq-lost-answer-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 300_00n, vendor: 0n });
    const again = await move(p, VENDOR, 'MAIN', 300_00n, 'rq-lost-answer-1');
    expect(again.json().value.replayed).toBe(true);
    expect(standin.calls.filter((c) => c.path === '/transfer/withdraw')).toHaveLength(1);
    expect(await wallets(p)).toEqual({ main: 300_00n, vendor: 0n });
    await invariants(t);
  });

  it('a withdrawal beyond what the vendor holds is refused and moves nothing', async () => {
    const p = await member(100_00n);
    expect((await launch(p)).statusCode).toBe(200);
    const res = await move(p, VENDOR, 'MAIN', 150_00n);
    expect(res.json().code).toBe('wallet.insufficient_funds');
    expect((await transfersOfMember(p)).at(-1)?.state).toBe('FAILED');
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 100_00n });
    expect(standin.balanceOf(p.player)).toBe(100_00n);
    await invariants(t);
  });
});

describe('transfer-wallet vendor moves as domain events', () => {
  it('each main ↔ vendor move writes transfer.completed with its ledger transfer: once, and a reversal too', async () => {
    const p = await member(500_00n);
    expect((await launch(p)).statusCode).toBe(200);
    const [moveIn] = await transfersOfMember(p);
    const back = await move(p, VENDOR, 'MAIN', 200_00n, 'rq-ev-back-1');
    expect(back.statusCode, back.body).toBe(200);
    expect((await move(p, VENDOR, 'MAIN', 200_00n, 'rq-ev-back-1')).json().value.replayed).toBe(true);
    // A withdrawal the vendor refuses moves no money and so writes no event.
    expect((await move(p, VENDOR, 'MAIN', 900_00n)).json().code).toBe('wallet.insufficient_funds');
    const base = { kind: 'WALLET_TRANSFER', vendor: VENDOR };
    expect(await movedEvents(p)).toEqual([
      {
        ...base,
        from: 'MAIN',
        to: VENDOR,
        amount: '50000',
        ref: moveIn?.ref,
        direction: 'IN',
        transferId: expect.any(String),
      },
      { ...base, from: VENDOR, to: 'MAIN', amount: '20000', ref: expect.any(String), direction: 'OUT', transferId: expect.any(String) },
    ]);

    // The vendor refuses a deposit: the move out of MAIN and its compensating transfer back are both events.
    const q = await member(150_00n);
    standin.fault('refuse');
    expect((await launch(q)).statusCode).toBe(409);
    const [refused] = await transfersOfMember(q);
    expect(await movedEvents(q)).toEqual([
      { ...base, from: 'MAIN', to: VENDOR, amount: '15000', ref: refused?.ref, direction: 'IN', transferId: expect.any(String) },
      {
        ...base,
        from: VENDOR,
        to: 'MAIN',
        amount: '15000',
        ref: refused?.ref,
        direction: 'IN',
        reversal: true,
        transferId: expect.any(String),
      },
    ]);
    await invariants(t);
  });
});

describe('transfer-wallet vendor without its address', () => {
  // A second app of its own (migrated and seeded) takes a while on a busy machine.
  it('shows as maintenance and moves nothing', { timeout: 120_000 }, async () => {
    const bare = await createTestApp();
    try {
      await seedTransferVendor(bare.dbHandle.db, VENDOR);
      const p = await signIn(bare);
      await fund(bare, p.member, 100n);
      const [g] = await bare.dbHandle.db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.gameCode, `${VENDOR}_SLOT`));
      const res = await bare.app.inject({ url: `/wps/game/launchGame?nodeId=${g!.id}&accountType=1`, headers: p.headers });
      expect(res.json().code).toBe('game.vendor_maintenance');
      const tr = await bare.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: p.headers,
        payload: { from: 'MAIN', to: VENDOR, amount: '0.50', requestId: 'rq-bare-00001' },
      });
      expect(tr.json().code).toBe('wallet.vendor_wallet_unavailable');
      expect(
        rowsOf<{ n: string }>(
          await bare.dbHandle.db.execute(
            sql`SELECT count(*)::text AS n FROM ledger_accounts WHERE member_id = ${p.member.id} AND code = ${VENDOR}`,
          ),
        )[0]?.n,
      ).toBe('0');
    } finally {
      await bare.close();
    }
  });
});
