import { launchAccountTypes, type WalletMode } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTransferWallets } from '../src/compose/transfer-wallets';
import { AppError } from '../src/core/app-error';
import { rowsOf } from '../src/core/sql';
import { createGameAdminService } from '../src/modules/game-admin';
import { createLedgerService } from '../src/modules/ledger';
import { createMerchantService } from '../src/modules/merchants';
import type { BalanceRecall } from '../src/modules/money';
import { createLaunchService, createVendorRegistry } from '../src/modules/vendors';
import { OPS } from './harness';
import { invariants } from './seamless-helpers';
import { gameOf, launch, mainBalance, type Player, player, studioWorldForFile } from './studio-helpers';

/**
 * Issue 32: the merchant's switch of a vendor's wallet and the game launch, at the same time. The switch locks the
 * vendor's row and looks for money at the vendor under that lock; a launch moves the money and records its session
 * under a share lock on the row, reading the switch again there (decision 008). Whatever the order, no money is left
 * at a vendor that is now seamless, and every session plays the wallet the vendor had when it was recorded.
 */
const t = studioWorldForFile();
const VENDOR = 'PG';
const N = 20;
const FUNDS = 100_00n;

const setWallet = async (mode: WalletMode) =>
  (await t.app.inject({ method: 'PUT', url: `/ops/v1/merchants/DEMO/vendors/${VENDOR}/wallet`, headers: OPS, payload: { mode } })).json();

/** A promise a test opens when it chooses, and one that resolves once `n` callers have arrived. */
const gate = (n: number) => {
  let open!: () => void;
  let arrived!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  const all = new Promise<void>((r) => {
    arrived = r;
  });
  let count = 0;
  const pass = async () => {
    if (++count === n) arrived();
    await opened;
  };
  return { pass, open, all };
};

/** The launch and the switch as the app composes them, with a gate where each has read the mode and not yet acted. */
const services = async (o: { launchGate?: ReturnType<typeof gate>; switchGate?: ReturnType<typeof gate> }) => {
  const db = t.dbHandle.db;
  const ledger = createLedgerService({ db });
  const { transfers, recall } = await createTransferWallets({ db, config: t.config, ledger, log: t.app.log });
  const vendors = createVendorRegistry([], db);
  // The launch calls the recall after it read the vendor's wallet and before it moves money or records the session.
  const gatedRecall: BalanceRecall = {
    ...recall,
    recallAll: async (...a: Parameters<BalanceRecall['recallAll']>) => {
      await o.launchGate?.pass();
      return recall.recallAll(...a);
    },
  };
  const launches = createLaunchService({ db, catalogue: { recordPlay: async () => {} }, vendors, transfers, recall: gatedRecall });
  // The switch asks the wallets the vendor plays after its first look for money at the vendor.
  const admin = createGameAdminService({
    db,
    now: () => new Date(),
    changed: async () => {},
    recall: {
      recallVendor: recall.recallVendor,
      reaches: transfers.has,
      walletModes: async (merchantId, code) => {
        await o.switchGate?.pass();
        return vendors.walletModes(merchantId, code);
      },
    },
  });
  const m = (await createMerchantService({ db, cacheMs: 0 }).get('DEMO'))!;
  return {
    m,
    launch: (p: Player, gameId: number) =>
      launches.launch(m, { member: p.member }, { nodeId: gameId, accountType: launchAccountTypes.REAL }, 'EN'),
    setWallet: (mode: WalletMode) => admin.setWallet(m.id, VENDOR, mode),
  };
};

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason);
const ids = (ps: Player[]) =>
  sql.join(
    ps.map((p) => sql`${p.member.id}`),
    sql`, `,
  );
/** The members' sessions with the vendor: the wallet each recorded. */
const sessions = async (ps: Player[]) =>
  rowsOf<{ member_id: number; transfer: boolean }>(
    await t.dbHandle.db.execute(
      sql`SELECT member_id::int AS member_id, transfer FROM game_sessions WHERE vendor = ${VENDOR} AND member_id IN (${ids(ps)})`,
    ),
  );
/** What the members hold at the vendor (their ledger wallets named after it) and their moves with it still open. */
const atVendor = async (ps: Player[]) =>
  rowsOf<{ held: string; open: string }>(
    await t.dbHandle.db.execute(sql`
      SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE code = ${VENDOR} AND member_id IN (${ids(ps)}))::text AS held,
             (SELECT count(*) FROM vendor_transfers WHERE vendor = ${VENDOR} AND state = 'PENDING' AND member_id IN (${ids(ps)}))::text AS open`),
  ).map((r) => ({ held: BigInt(r.held), open: Number(r.open) }))[0]!;
const players = () => Promise.all(Array.from({ length: N }, () => player(t, FUNDS)));
const wallet = async () =>
  (
    (await t.app.inject({ url: '/ops/v1/merchants/DEMO/vendors', headers: OPS })).json().value.rows as {
      vassalage: string;
      wallet: WalletMode;
    }[]
  ).find((v) => v.vassalage === VENDOR)!.wallet;
/** Brings the members' money back from the vendor, so the next test starts with nothing there. */
const recallAll = async (ps: Player[]) => {
  for (const p of ps) await t.app.inject({ method: 'POST', url: '/wps/wallet/recall', headers: p.headers });
  expect(await atVendor(ps)).toEqual({ held: 0n, open: 0 });
};

describe('the wallet switch and the launch at the same time (issue 32)', () => {
  for (const [from, to] of [
    ['transfer', 'seamless'],
    ['seamless', 'transfer'],
  ] as const)
    it(`a switch to ${to} committed after 20 ${from} launches read the mode: each is refused, nothing moves, no session records the old wallet`, async () => {
      expect((await setWallet(from)).value.wallet).toBe(from);
      const ps = await players();
      const g = await gameOf(t, { vendor: VENDOR, category: 'RNG', subType: null });
      const launchGate = gate(N);
      const s = await services({ launchGate });
      const launches = Promise.allSettled(ps.map((p) => s.launch(p, g.id)));
      await launchGate.all;
      expect((await setWallet(to)).value.wallet).toBe(to);
      launchGate.open();
      expect((await launches).map(codeOf)).toEqual(ps.map(() => 'game.wallet_switched'));
      // Every session here would have been recorded after the switch committed: none may say the old wallet.
      expect(await sessions(ps)).toEqual([]);
      expect(await atVendor(ps)).toEqual({ held: 0n, open: 0 });
      for (const p of ps) expect(await mainBalance(t, p.member.id)).toBe(FUNDS);
      await invariants(t);
    });

  it('a switch to seamless whose first look found nothing, while 20 launches move money: refused as busy', async () => {
    expect((await setWallet('transfer')).value.wallet).toBe('transfer');
    const ps = await players();
    const g = await gameOf(t, { vendor: VENDOR, category: 'RNG', subType: null });
    const switchGate = gate(1);
    const s = await services({ switchGate });
    const switched = s.setWallet('seamless').then(
      () => 'ok',
      (err: unknown) => (err instanceof AppError ? err.code : String(err)),
    );
    await switchGate.all;
    const all = await Promise.all(ps.map((p) => launch(t, p, g.id)));
    expect(all.every((l) => l.launch.wallet === 'transfer')).toBe(true);
    switchGate.open();
    expect(await switched).toBe('vendors.wallet_busy');
    expect(await wallet()).toBe('transfer');
    expect(await atVendor(ps)).toEqual({ held: FUNDS * BigInt(N), open: 0 });
    expect((await sessions(ps)).every((r) => r.transfer)).toBe(true);
    await recallAll(ps);
    await invariants(t);
  });

  for (const [from, to] of [
    ['transfer', 'seamless'],
    ['seamless', 'transfer'],
  ] as const)
    it(`20 launches on ${from} at once with a switch to ${to}: refused as busy, or nothing stranded and every session on its mode`, async () => {
      expect((await setWallet(from)).value.wallet).toBe(from);
      const ps = await players();
      const g = await gameOf(t, { vendor: VENDOR, category: 'RNG', subType: null });
      const [switched, ...launched] = await Promise.allSettled([
        setWallet(to).then((r: { code?: string }) => r.code ?? 'ok'),
        ...ps.map((p) => launch(t, p, g.id)),
      ]);
      const code = switched.status === 'fulfilled' ? switched.value : 'failed';
      const outcomes = launched.map((r) =>
        r.status === 'fulfilled' ? 'ok' : /game\.wallet_switched/.test(String(r.reason)) ? 'switched' : String(r.reason),
      );
      expect(outcomes.every((o) => o === 'ok' || o === 'switched')).toBe(true);
      const recorded = await sessions(ps);
      expect(recorded).toHaveLength(outcomes.filter((o) => o === 'ok').length);
      const onTransfer = recorded.filter((r) => r.transfer);
      const money = await atVendor(ps);
      expect(money.open).toBe(0);
      // Every member who launched on the transfer wallet has its money at the vendor, and no one else has any there.
      expect(money.held).toBe(FUNDS * BigInt(onTransfer.length));
      if (code === 'vendors.wallet_busy') {
        expect(to).toBe('seamless');
        expect(await wallet()).toBe('transfer');
        expect(recorded.every((r) => r.transfer)).toBe(true);
      } else {
        expect(code).toBe('ok');
        expect(await wallet()).toBe(to);
        // After a switch to seamless nothing may be at the vendor: a transfer launch before it would have made it busy.
        if (to === 'seamless') expect(money.held).toBe(0n);
      }
      await recallAll(ps);
      await invariants(t);
    });
});

describe("a player's own transfer to the vendor (FUNDTRANS3) and the switch (issue 32)", () => {
  const moveIn = (p: Player, minor: bigint) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: p.headers,
      payload: { from: 'MAIN', to: VENDOR, amount: (Number(minor) / 100).toFixed(2), requestId: `rq-${p.member.id}-${minor}` },
    });

  it('a switch to seamless committed after the transfer read the merchant’s settings: refused, nothing moves', async () => {
    expect((await setWallet('transfer')).value.wallet).toBe('transfer');
    const p = (await player(t, FUNDS)) as Player;
    // The balance call reads the merchant's settings, which a copy keeps for a moment; then the switch commits (its
    // two writes, as the back office's switch makes them) while those kept settings still list the vendor.
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance?typeId=0', headers: p.headers })).statusCode).toBe(200);
    const demo = sql`(SELECT id FROM merchants WHERE code = 'DEMO')`;
    await t.dbHandle.db.execute(sql`UPDATE game_vendors SET seamless = true WHERE vassalage = ${VENDOR} AND merchant_id = ${demo}`);
    await t.dbHandle.db.execute(
      sql`UPDATE wallet_settings SET transfer_vendors = transfer_vendors - ${VENDOR}::text WHERE merchant_id = ${demo}`,
    );
    const res = await moveIn(p, FUNDS / 2n);
    expect(res.json().code).toBe('wallet.vendor_wallet_unavailable');
    expect(await atVendor([p])).toEqual({ held: 0n, open: 0 });
    expect(await mainBalance(t, p.member.id)).toBe(FUNDS);
    expect((await setWallet('transfer')).value.wallet).toBe('transfer');
    await invariants(t);
  });

  it('20 transfers in at once with a switch to seamless: the switch is refused as busy, or nothing reached the vendor', async () => {
    expect((await setWallet('transfer')).value.wallet).toBe('transfer');
    const ps = await players();
    const [switched, ...moved] = await Promise.all([
      setWallet('seamless').then((r: { code?: string }) => r.code ?? 'ok'),
      ...ps.map((p) => moveIn(p, FUNDS / 2n).then((r) => (r.json() as { code?: string }).code ?? 'ok')),
    ]);
    const ok = moved.filter((c) => c === 'ok').length;
    expect(moved.every((c) => c === 'ok' || c === 'wallet.vendor_wallet_unavailable')).toBe(true);
    const money = await atVendor(ps);
    expect(money.open).toBe(0);
    expect(money.held).toBe((FUNDS / 2n) * BigInt(ok));
    if (switched === 'ok') expect(money.held).toBe(0n);
    else expect(switched).toBe('vendors.wallet_busy');
    await setWallet('transfer');
    await recallAll(ps);
    await invariants(t);
  });
});
