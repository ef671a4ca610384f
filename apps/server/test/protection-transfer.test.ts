import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { protectionCalls } from './protection-helpers';
import { transferWorldForFile } from './transfer-helpers';

const VENDOR = 'SIMPT';
const w = transferWorldForFile(VENDOR, { hangMs: 5000, timeoutMs: '2000' });
const move = (p: { headers: Record<string, string> }, from: string, to: string, minor: bigint) =>
  w.t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: p.headers,
    payload: { from, to, amount: (Number(minor) / 100).toFixed(2), requestId: `rq-${randomBytes(6).toString('hex')}` },
  });

describe('transfers into a transfer-wallet vendor (issue 30)', () => {
  it('count against a wager limit, 20 at once: exactly those that fit move, and money coming back is never refused', async () => {
    const p = protectionCalls(w.t);
    const m = await w.member(10_000_00n);
    expect((await p.setLimit(m, 'wager', 'day', '50000')).code).toBeNull();
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(m, 'MAIN', VENDOR, 100_00n)));
    expect(answers.filter((r) => r.statusCode === 200 && r.json().code == null)).toHaveLength(5);
    expect(answers.filter((r) => r.json().code === 'protection.wager_limit')).toHaveLength(15);
    expect(await w.wallets(m)).toEqual({ main: 9_500_00n, vendor: 500_00n });
    expect((await move(m, VENDOR, 'MAIN', 200_00n)).json().code).toBeNull();
    expect(await w.wallets(m)).toEqual({ main: 9_700_00n, vendor: 300_00n });
  });

  it('are refused for a player in a time-out, with no game launched and nothing at the vendor', async () => {
    const p = protectionCalls(w.t);
    const m = await w.member(1_000_00n);
    const { createSessionService } = await import('../src/modules/sessions');
    expect((await p.timeout(m, 24)).code).toBeNull();
    const s = await createSessionService({ db: w.t.dbHandle.db }).open({ merchantId: m.member.merchantId, memberId: m.member.id });
    const who = { headers: { ...m.headers, authorization: s.token } };
    const launch = await w.t.app.inject({
      url: `/wps/game/launchGame?nodeId=${await w.gameId(m.member.merchantId)}&accountType=1`,
      headers: who.headers,
    });
    expect(launch.json().code).toBe('protection.timeout');
    expect((await move(who, 'MAIN', VENDOR, 100_00n)).json().code).toBe('protection.timeout');
    expect(await w.wallets(m)).toEqual({ main: 1_000_00n, vendor: 0n });
    expect(w.standin.calls.filter((c) => c.path === '/transfer/deposit')).toHaveLength(0);
  });
});
