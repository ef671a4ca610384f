import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { OPS } from './harness';
import { invariants, vendorCall } from './seamless-helpers';
import { betRecords, callStudio, gameOf, launch, mainBalance, player, studioWorldForFile, waitFor } from './studio-helpers';

/**
 * Issue 32: the back office's switch of a vendor between the transfer and the seamless wallet governs the launch. The
 * demo studio's PG starts seamless; DEMO switches it to transfer, a member plays there with the money moved to the
 * vendor, recalls it, and after the switch back plays through the seamless wallet again.
 */
const t = studioWorldForFile();
const VENDOR = 'PG';
const setWallet = async (vendor: string, mode: 'transfer' | 'seamless') =>
  (await t.app.inject({ method: 'PUT', url: `/ops/v1/merchants/DEMO/vendors/${vendor}/wallet`, headers: OPS, payload: { mode } })).json();
/** Whether the vendor is among DEMO's transfer wallets (the member's balance lists what those hold). */
const listed = async () =>
  rowsOf<{ v: unknown }>(
    await t.dbHandle.db.execute(
      sql`SELECT transfer_vendors AS v FROM wallet_settings WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    ),
  )[0]!.v;
const isListed = async () => {
  const v = await listed();
  return (typeof v === 'string' ? (JSON.parse(v) as string[]) : (v as string[])).includes(VENDOR);
};
const moves = async (memberId: number) =>
  rowsOf<{ direction: string; amount: string; state: string }>(
    await t.dbHandle.db.execute(
      sql`SELECT direction, amount::text AS amount, state FROM vendor_transfers WHERE member_id = ${memberId} AND vendor = ${VENDOR} ORDER BY id`,
    ),
  );
const seamlessBets = async (memberId: number) =>
  Number(
    rowsOf<{ n: string }>(
      await t.dbHandle.db.execute(
        sql`SELECT count(*)::text AS n FROM vendor_transactions WHERE member_id = ${memberId} AND vendor = ${VENDOR} AND kind = 'BET'`,
      ),
    )[0]!.n,
  );

describe('the merchant’s wallet switch of a vendor governs the launch', () => {
  it('refuses to switch a vendor whose adapter plays one wallet only, and the back office is told which can switch', async () => {
    expect((await setWallet('HOUSE', 'transfer')).code).toBe('vendors.wallet_fixed');
    const rows = (await t.app.inject({ url: '/ops/v1/merchants/DEMO/vendors', headers: OPS })).json().value.rows as {
      vassalage: string;
      walletModes: string[];
    }[];
    expect(rows.find((v) => v.vassalage === 'HOUSE')?.walletModes).toEqual(['seamless']);
    expect(rows.find((v) => v.vassalage === VENDOR)?.walletModes).toEqual(['seamless', 'transfer']);
  });

  it('transfer: the launch moves the money to the vendor and the round plays there; after the recall, seamless again', async () => {
    const p = await player(t, 500_00n);
    const g = await gameOf(t, { vendor: VENDOR, category: 'RNG', subType: null });
    expect((await setWallet(VENDOR, 'transfer')).value.wallet).toBe('transfer');

    // Transfer: the whole main balance goes to the vendor at launch, and the studio plays against what it holds.
    const l = await launch(t, p, g.id);
    expect(l.launch).toMatchObject({ wallet: 'transfer', player: `${p.member.merchantId}-${p.member.id}` });
    expect(await moves(p.member.id)).toEqual([{ direction: 'IN', amount: '50000', state: 'DONE' }]);
    expect(await mainBalance(t, p.member.id)).toBe(0n);
    // The switch made the vendor one of the merchant's transfer wallets: the balance lists the money there.
    expect(await isListed()).toBe(true);
    const s = await callStudio(t, VENDOR, 'session', { launch: l.launch });
    expect(s.json.value).toMatchObject({ wallet: 'transfer', balance: '50000' });
    // The session is the transfer wallet's: a seamless stake made with its token is refused, and nothing is written
    // (the money is at the vendor, not in the main wallet).
    const wrong = await vendorCall(
      t,
      'bet',
      { token: l.launch.token, txId: 'TWS1', roundId: 'TWS1', gameCode: g.code, amount: '100' },
      { vendor: VENDOR },
    );
    expect(wrong.json.code).toBe('vendor.session_invalid');
    expect(await seamlessBets(p.member.id)).toBe(0);
    const r = await callStudio(t, VENDOR, 'play', { launch: l.launch, clientSeed: 'x', bet: { stake: 100 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const held = BigInt((r.json.value as { balance: string }).balance);
    expect(t.studio.transferBalance(VENDOR, l.launch.player!)).toBe(held);
    expect(await seamlessBets(p.member.id)).toBe(0);
    // The vendor's report of the round is the bet in the member's record (no wallet call recorded it).
    const rec = await waitFor(async () => ((await betRecords(t, p.headers, VENDOR)).list.length === 1 ? true : null));
    expect(rec).toBe(true);

    // No switch while the vendor holds the member's money; the recall brings it back, then the switch goes through.
    expect((await setWallet(VENDOR, 'seamless')).code).toBe('vendors.wallet_busy');
    const back = await t.app.inject({ method: 'POST', url: '/wps/wallet/recall', headers: p.headers });
    expect(back.json().value.pending).toEqual([]);
    expect(await mainBalance(t, p.member.id)).toBe(held);
    expect((await setWallet(VENDOR, 'seamless')).value.wallet).toBe('seamless');
    expect(await isListed()).toBe(false);

    // Seamless: nothing moves at launch and the round goes through the seamless wallet (seamless_bet).
    const l2 = await launch(t, p, g.id);
    expect([l2.launch.wallet, l2.launch.player]).toEqual(['seamless', undefined]);
    const r2 = await callStudio(t, VENDOR, 'play', { launch: l2.launch, clientSeed: 'y', bet: { stake: 100 } });
    expect(r2.status, JSON.stringify(r2.json)).toBe(200);
    expect(await moves(p.member.id)).toHaveLength(2);
    expect(await seamlessBets(p.member.id)).toBe(1);
    expect(await mainBalance(t, p.member.id)).toBe(BigInt((r2.json.value as { balance: string }).balance));
    await waitFor(async () => ((await betRecords(t, p.headers, VENDOR)).list.length === 2 ? true : null));
    await invariants(t);
  });

  it('20 launches at once on the transfer wallet move the main balance to the vendor once', async () => {
    const p = await player(t, 200_00n);
    const g = await gameOf(t, { vendor: VENDOR, category: 'RNG', subType: null });
    expect((await setWallet(VENDOR, 'transfer')).value.wallet).toBe('transfer');
    const all = await Promise.all(Array.from({ length: 20 }, () => launch(t, p, g.id)));
    expect(all.every((l) => l.launch.wallet === 'transfer')).toBe(true);
    expect(await moves(p.member.id)).toEqual([{ direction: 'IN', amount: '20000', state: 'DONE' }]);
    expect(await mainBalance(t, p.member.id)).toBe(0n);
    expect(t.studio.transferBalance(VENDOR, all[0]!.launch.player!)).toBe(200_00n);
    const back = await t.app.inject({ method: 'POST', url: '/wps/wallet/recall', headers: p.headers });
    expect(back.json().value).toEqual({ recalled: '20000', pending: [] });
    expect((await setWallet(VENDOR, 'seamless')).value.wallet).toBe('seamless');
    await invariants(t);
  });
});
