import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedClient } from '@wl/vendor-client';
import type { TransferStandin } from '../../../packages/vendor-sim/src/transfer-standin';
import { hashPassword } from '../src/core/passwords';
import { members, vendorTransfers } from '../src/db/schema';
import { createSessionService } from '../src/modules/sessions/session.service';
import { createTransferRepo } from '../src/modules/vendors/transfer.repo';
import { createLedgerService } from '../src/modules/ledger';
import {
  RECALL_RETRY_AFTER_MS,
  createBalanceRecall,
  createTransferVendorClient,
  createTransferWalletService,
} from '../src/modules/vendors';
import { login } from './auth-helpers';
import { type TestContext, fund, signIn } from './harness';
import { lotteryBet, makeDraw, makeGame } from './lottery-helpers';
import { houseGameId, invariants } from './seamless-helpers';
import { type TransferMember, transferWorldForFile } from './transfer-helpers';

/**
 * Issue 28 item 2: money a transfer-wallet vendor holds comes back to the main wallet before any other game launches,
 * before a withdrawal, a transfer to another member or a lottery bet, when the player leaves the game (the site's
 * recall call) and at the next login; a recall the vendor does not answer stays pending (shown so in the balance) and
 * is settled from the vendor's status later, never lost and never moved twice.
 */
const VENDOR = 'SIMTW';
const w = transferWorldForFile(VENDOR, { hangMs: 3000, timeoutMs: '1500', env: { LOGIN_IP_MAX_FAILURES: '1000' } });
let t: TestContext;
let standin: TransferStandin;
let base: string;
let secret: string;
beforeAll(() => {
  ({ t, standin, base, secret } = w);
});

type Who = TransferMember;
const member = w.member;
const inject = (p: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, payload });
const launchAt = (p: Who, nodeId: number) => inject(p, 'GET', `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`);
const wallets = w.wallets;
const rowsOfMember = w.moves;
/** Opens the vendor's game: the whole main balance goes there. */
const intoVendor = async (p: Who, expected: bigint) => {
  const r = await launchAt(p, await w.gameId(p.member.merchantId));
  expect(r.statusCode, r.body).toBe(200);
  expect(await wallets(p)).toEqual({ main: 0n, vendor: expected });
};
const playAtVendor = (p: Who, delta: bigint) =>
  createSignedClient({ baseUrl: base, secret }).post('/control/play', { player: p.player, delta: delta.toString() });
const balanceValue = async (p: Who) => (await inject(p, 'GET', '/wps/v2/wallets/balance?typeId=0')).json().value;

describe('what a transfer-wallet vendor holds comes back to main', () => {
  it('when the player leaves the game: the recall call brings back what the vendor holds, wins included', async () => {
    const p = await member(1000_00n);
    await intoVendor(p, 1000_00n);
    await playAtVendor(p, 250_00n);
    const r = await inject(p, 'POST', '/wps/wallet/recall');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().value).toEqual({ recalled: '125000', pending: [] });
    expect(await wallets(p)).toEqual({ main: 1250_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    // The header's sum is the truth: all in main, nothing pending.
    const b = await balanceValue(p);
    expect(b.sumBalance).toBe('125000');
    expect(b.balance.some((w: { pending?: boolean }) => w.pending)).toBe(false);
    // Nothing held: a second recall moves nothing and asks the vendor nothing.
    standin.calls.length = 0;
    expect((await inject(p, 'POST', '/wps/wallet/recall')).json().value).toEqual({ recalled: '0', pending: [] });
    expect(standin.calls).toHaveLength(0);
    await invariants(t);
  });

  it('before another game launches: a house game opens with the whole balance back in main', async () => {
    const p = await member(400_00n);
    await intoVendor(p, 400_00n);
    await playAtVendor(p, -150_00n);
    const r = await launchAt(p, await houseGameId(t, 'HOUSE_DICE', p.member.merchantId));
    expect(r.statusCode, r.body).toBe(200);
    // The loss at the vendor is booked against its float, the rest is back.
    expect(await wallets(p)).toEqual({ main: 250_00n, vendor: 0n });
    await invariants(t);
  });

  it('before a withdrawal: the full amount can be withdrawn right after playing at the vendor', async () => {
    const p = await member(600_00n);
    await inject(p, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
    const payees = (
      await inject(p, 'POST', '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })
    ).json().value.list;
    await intoVendor(p, 600_00n);
    const w = await inject(p, 'POST', '/wps/withdrawal', {
      payeeId: payees[0].id,
      amount: '600.00',
      paymentPassword: '135790',
      requestId: `wd-${randomBytes(4).toString('hex')}`,
    });
    expect(w.statusCode, w.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    await invariants(t);
  });

  it('before a lottery bet: the stake is taken from main after the recall', async () => {
    const p = await member(300_00n);
    const game = await makeGame(t, { format: 'FAST' });
    const drawId = await makeDraw(t, game);
    await intoVendor(p, 300_00n);
    const r = await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [{ betType: 'F_BIG', numbers: [], stake: '1000' }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 300_00n - 1000n, vendor: 0n });
    await invariants(t);
  });

  it('before a transfer to the upline: the whole balance can be sent on', async () => {
    const agent = await signIn(t, { type: 1 });
    const p0 = await signIn(t, { parentId: agent.member.id });
    await fund(t, p0.member, 300_00n);
    const p = { ...p0, player: `${p0.member.merchantId}-${p0.member.id}` };
    await intoVendor(p, 300_00n);
    const r = await inject(p, 'POST', '/wps/wallet/transfer/upline', {
      amount: '300.00',
      requestId: `up-${randomBytes(4).toString('hex')}`,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 0n });
    await invariants(t);
  });

  it('20 transfers to the upline at once, each with the vendor named by its session read: the money comes back once', async () => {
    const agent = await signIn(t, { type: 1 });
    const p0 = await signIn(t, { parentId: agent.member.id });
    await fund(t, p0.member, 300_00n);
    const p = { ...p0, player: `${p0.member.merchantId}-${p0.member.id}` };
    await intoVendor(p, 300_00n);
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject(p, 'POST', '/wps/wallet/transfer/upline', { amount: '10.00', requestId: `up-${randomBytes(4).toString('hex')}` }),
      ),
    );
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 100_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    await invariants(t);
  });

  it('a transfer to another member takes the vendors to ask from its session read, the recall’s own read’s answer', async () => {
    const sessions = createSessionService({ db: t.dbHandle.db });
    const repo = createTransferRepo(t.dbHandle.db);
    const agent = await signIn(t, { type: 1 });
    const p0 = await signIn(t, { parentId: agent.member.id });
    const p = { ...p0, player: `${p0.member.merchantId}-${p0.member.id}` };
    const same = async () => {
      const read = (await sessions.resolve(p0.token, p0.member.merchantId, { recall: true })).member.recall;
      expect(read).toEqual(await repo.recallCandidates(p0.member.merchantId, p0.member.id));
      expect((await sessions.resolve(p0.token, p0.member.merchantId)).member.recall).toBeUndefined();
      return read;
    };
    expect(await same()).toEqual([]);
    await fund(t, p0.member, 200_00n);
    await intoVendor(p, 200_00n);
    expect(await same()).toEqual([VENDOR]);
    // A move still open names the vendor too, with nothing held.
    await t.dbHandle.db.insert(vendorTransfers).values({
      merchantId: p0.member.merchantId,
      memberId: p0.member.id,
      vendor: VENDOR,
      ref: `open-${randomBytes(4).toString('hex')}`,
      direction: 'OUT',
      amount: 1n,
      state: 'PENDING',
    });
    expect(await same()).toEqual([VENDOR]);
  });

  it('at the next login when the page was closed mid-game', async () => {
    const p = await member(500_00n);
    const account = `recall${randomBytes(4).toString('hex')}`;
    await t.dbHandle.db
      .update(members)
      .set({ account, passwordHash: await hashPassword('pass1234') })
      .where(eq(members.id, p.member.id));
    await intoVendor(p, 500_00n);
    const r = await login(t, { username: account, password: 'pass1234', type: 'username' }, 'DEMO', '10.28.2.1');
    expect(r.statusCode, r.body).toBe(200);
    expect(await wallets(p)).toEqual({ main: 500_00n, vendor: 0n });
    await invariants(t);
  });

  it('twenty recalls at once move the money once', async () => {
    const p = await member(700_00n);
    await intoVendor(p, 700_00n);
    const all = await Promise.all(Array.from({ length: 20 }, () => inject(p, 'POST', '/wps/wallet/recall')));
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    expect(all.reduce((s, r) => s + BigInt(r.json().value.recalled), 0n)).toBe(700_00n);
    expect(await wallets(p)).toEqual({ main: 700_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    await invariants(t);
  });
});

describe('a recall the vendor does not answer', () => {
  it('stays pending (shown in the balance, counted in the sum) and is settled once from the status later', async () => {
    const p = await member(800_00n);
    await intoVendor(p, 800_00n);
    standin.fault('hang-after-apply');
    standin.fault('status-down');
    const r = await inject(p, 'POST', '/wps/wallet/recall');
    expect(r.json().value).toEqual({ recalled: '0', pending: [VENDOR] });
    expect((await rowsOfMember(p)).at(-1)).toMatchObject({ direction: 'OUT', state: 'PENDING' });
    // The vendor paid out, the answer was lost: the money is counted where the ledger has it, marked pending.
    const b = await balanceValue(p);
    expect(b.sumBalance).toBe('80000');
    expect(b.balance.find((w: { wallet: string }) => w.wallet === VENDOR)).toMatchObject({ availBalance: '80000', pending: true });
    // Another launch meanwhile is not refused, and the pending move is asked about first: the status says DONE.
    const again = await inject(p, 'POST', '/wps/wallet/recall');
    expect(again.json().value.pending).toEqual([]);
    expect(await wallets(p)).toEqual({ main: 800_00n, vendor: 0n });
    expect(standin.calls.filter((c) => c.path === '/transfer/withdraw')).toHaveLength(1);
    await invariants(t);
  });

  it('the retry job settles recalls left open, and tries again when the vendor never saw the first', async () => {
    const p = await member(200_00n);
    await intoVendor(p, 200_00n);
    standin.fault('hang-before-apply');
    standin.fault('status-down');
    expect((await inject(p, 'POST', '/wps/wallet/recall')).json().value.pending).toEqual([VENDOR]);
    expect(await wallets(p)).toEqual({ main: 0n, vendor: 200_00n });

    const db = t.dbHandle.db;
    const ledger = createLedgerService({ db });
    const vendors = new Map([[VENDOR, createTransferVendorClient({ baseUrl: base, secret, timeoutMs: 1500 })]]);
    const later = () => new Date(Date.now() + RECALL_RETRY_AFTER_MS + 1000);
    const job = createBalanceRecall({ db, ledger, transfers: createTransferWalletService({ db, ledger, vendors }), now: later });
    // The status says NOT_FOUND now: that move failed, and the job recalls again.
    expect(await job.retryOpen()).toBeGreaterThanOrEqual(1);
    expect((await rowsOfMember(p)).slice(-2).map((r) => r.state)).toEqual(['FAILED', 'DONE']);
    expect(await wallets(p)).toEqual({ main: 200_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    expect(await job.retryOpen()).toBe(0);
    await invariants(t);
  });
});
