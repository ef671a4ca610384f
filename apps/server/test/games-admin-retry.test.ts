import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransferStandin } from '../../../packages/vendor-sim/src/transfer-standin';
import { OPS, type TestContext } from './harness';
import { type TransferMember, transferWorldForFile } from './transfer-helpers';

/** Issue 32: a transfer-wallet vendor's health in the back office, and the retry of a recall left open. */
const VENDOR = 'SIMTWB';
const w = transferWorldForFile(VENDOR, { hangMs: 3000, timeoutMs: '1500', env: { TRANSFER_VENDOR_CODE: VENDOR } });
let t: TestContext;
let standin: TransferStandin;
beforeAll(() => {
  ({ t, standin } = w);
});
const ops = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO/vendors/${VENDOR}${url}`, headers: OPS });
const recallOf = (p: TransferMember) => t.app.inject({ method: 'POST', url: '/wps/wallet/recall', headers: p.headers });

describe('a stuck transfer-wallet recall, from the console', () => {
  it('shows in the vendor’s health and is settled by a retry, once', async () => {
    const p = await w.member(300_00n);
    const launched = await t.app.inject({
      url: `/wps/game/launchGame?nodeId=${await w.gameId(p.member.merchantId)}&accountType=1`,
      headers: p.headers,
    });
    expect(launched.statusCode, launched.body).toBe(200);
    standin.fault('hang-before-apply');
    standin.fault('status-down');
    expect((await recallOf(p)).json().value.pending).toEqual([VENDOR]);
    const open = (await w.moves(p)).at(-1)!;
    expect(open).toMatchObject({ direction: 'OUT', state: 'PENDING' });

    // Still being answered (touched in the last 30 s): listed, not stuck, and a retry is refused.
    let h = (await ops('GET', '/health')).json().value;
    expect(h).toMatchObject({ wallet: 'transfer', canRetry: true });
    expect(h.pending.find((r: { id: number }) => r.id === open.id)).toMatchObject({ account: p.member.account, stuck: false });
    expect((await ops('POST', `/transfers/${open.id}/retry`)).json().code).toBe('vendors.transfer_not_stuck');
    // Open for longer: stuck, counted on the vendors' list.
    await t.dbHandle.db.execute(sql`UPDATE vendor_transfers SET updated_at = now() - interval '5 minutes' WHERE id = ${open.id}`);
    h = (await ops('GET', '/health')).json().value;
    expect(h.pending.find((r: { id: number }) => r.id === open.id)).toMatchObject({ stuck: true });
    const row = (await t.app.inject({ url: '/ops/v1/merchants/DEMO/vendors', headers: OPS }))
      .json()
      .value.rows.find((r: { vassalage: string }) => r.vassalage === VENDOR);
    expect(row.stuckTransfers).toBeGreaterThanOrEqual(1);
    // A wallet switch waits for it.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/ops/v1/merchants/DEMO/vendors/${VENDOR}/wallet`,
          headers: OPS,
          payload: { mode: 'seamless' },
        })
      ).json().code,
    ).toBe('vendors.wallet_busy');

    // The retry: the vendor never saw the first withdrawal (NOT_FOUND), so it failed, and the recall runs again.
    const r = (await ops('POST', `/transfers/${open.id}/retry`)).json();
    expect(r.code, JSON.stringify(r)).toBeNull();
    expect(r.value).toMatchObject({ transfer: { id: open.id, state: 'FAILED', stuck: false }, recalled: '30000' });
    expect(await w.wallets(p)).toEqual({ main: 300_00n, vendor: 0n });
    expect(standin.balanceOf(p.player)).toBe(0n);
    expect((await ops('POST', `/transfers/${open.id}/retry`)).json().code).toBe('vendors.transfer_not_stuck');
    // The failed move is among the vendor's recent errors; nothing is open any more.
    h = (await ops('GET', '/health')).json().value;
    expect(h.errors.find((e: { ref: string }) => e.ref === open.ref)).toMatchObject({ kind: 'TRANSFER_FAILED', account: p.member.account });
    expect(h.pending.find((x: { id: number }) => x.id === open.id)).toBeUndefined();
  });
});
