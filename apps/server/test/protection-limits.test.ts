// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appForFile, fund, signIn } from './harness';
import { protectionCalls } from './protection-helpers';
import { lotteryBet, makeDraw, makeGame } from './lottery-helpers';
import { mainBalance, player, vendorCall } from './seamless-helpers';

const t = appForFile();
const p = protectionCalls(t);
const bet = (gameToken: string, amount: string) =>
  vendorCall(t, 'bet', { token: gameToken, txId: randomUUID(), roundId: randomUUID(), amount });
const win = (gameToken: string, betTxId: string, amount: string) =>
  vendorCall(t, 'win', { token: gameToken, txId: randomUUID(), betTxId, amount });

describe('limits, enforced where money moves (issue 30)', () => {
  it('a deposit limit refuses the order that would pass it; a decrease applies at once, an increase waits', async () => {
    const a = await signIn(t);
    const s = await p.setLimit(a, 'deposit', 'day', '50000');
    expect(s.code, JSON.stringify(s)).toBeNull();
    expect(s.value.limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: '50000', used: '0', pending: null }),
    ]);
    expect((await p.gatewayDeposit(a, '300.00')).value.status).toBe('PENDING');
    const refused = await p.gatewayDeposit(a, '300.00');
    expect(refused.code).toBe('protection.deposit_limit');
    expect(refused.message).toMatch(/deposit limit/);
    // An increase is pending for the cooling-off; until then the limit in force is the old one.
    const raised = await p.setLimit(a, 'deposit', 'day', '100000');
    expect(raised.value.limits[0]).toMatchObject({ amount: '50000', used: '30000', pending: { amount: '100000', confirmable: false } });
    expect((await p.gatewayDeposit(a, '300.00')).code).toBe('protection.deposit_limit');
    const early = await p.call(a, 'POST', '/wps/member/protection/limits/confirm', { kind: 'deposit', period: 'day' });
    expect(early.json().code).toBe('protection.cooling_off');
    // A decrease is never deferred, and drops the pending increase.
    const lowered = await p.setLimit(a, 'deposit', 'day', '40000');
    expect(lowered.value.limits[0]).toMatchObject({ amount: '40000', pending: null });
    expect((await p.gatewayDeposit(a, '100.00')).value.status).toBe('PENDING');
    expect((await p.gatewayDeposit(a, '100.00')).code).toBe('protection.deposit_limit');
  });

  it('a limit set mid-period counts what the period already holds, and a week limit applies beside a day limit', async () => {
    const a = await signIn(t);
    expect((await p.gatewayDeposit(a, '200.00')).value.status).toBe('PENDING');
    const s = await p.setLimit(a, 'deposit', 'week', '35000');
    expect(s.value.limits[0]).toMatchObject({ period: 'week', used: '20000' });
    await p.setLimit(a, 'deposit', 'day', '100000');
    expect((await p.gatewayDeposit(a, '200.00')).code).toBe('protection.deposit_limit');
    expect((await p.gatewayDeposit(a, '150.00')).value.status).toBe('PENDING');
  });

  it('20 deposit orders at once against a limit: exactly those that fit pass', async () => {
    const a = await signIn(t);
    await p.setLimit(a, 'deposit', 'day', '50000');
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.gatewayDeposit(a, '100.00')));
    expect(answers.filter((r) => r.value?.status === 'PENDING')).toHaveLength(5);
    expect(answers.filter((r) => r.code === 'protection.deposit_limit')).toHaveLength(15);
  });

  it('a loss limit holds under 20 signed bets at once; a win lowers the net loss and always settles', async () => {
    const pl = await player(t, 100_000n);
    expect((await p.setLimit(pl, 'loss', 'day', '1000')).code).toBeNull();
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(pl.gameToken, '100')));
    const ok = answers.filter((r) => r.json.success);
    expect(ok).toHaveLength(10);
    expect(answers.filter((r) => !r.json.success).every((r) => r.json.code === 'vendor.player_blocked')).toBe(true);
    expect(await mainBalance(t, pl.member.id)).toBe(99_000n);
    const first = ok[0]?.json.value?.txId as string;
    expect((await win(pl.gameToken, first, '300')).json.success).toBe(true);
    const more = await Promise.all(Array.from({ length: 5 }, () => bet(pl.gameToken, '100')));
    expect(more.filter((r) => r.json.success)).toHaveLength(3);
  });

  it('a wager limit counts stakes (wins do not give it back) on the house game, with the limit’s own text', async () => {
    const pl = await player(t, 100_000n);
    await p.setLimit(pl, 'wager', 'day', '250');
    const play = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/house/play',
        headers: { ...pl.headers, 'content-type': 'application/json' },
        payload: { token: pl.gameToken, clientSeed: 'seed', bet: { game: 'slot', stake: 100, lines: 20 } },
      });
    expect((await play()).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(200);
    const third = await play();
    expect(third.json().code, third.body).toBe('protection.wager_limit');
  });

  it('a wager limit holds under 20 lottery tickets at once', async () => {
    const a = await signIn(t);
    await fund(t, a.member, 1_000_000n);
    const game = await makeGame(t, { format: 'FAST' });
    const draw = await makeDraw(t, game);
    await p.setLimit(a, 'wager', 'day', '7000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        lotteryBet(t, a.headers, { gameCode: game.code, drawId: draw, bets: [{ betType: 'F_BIG', numbers: [], stake: '1000' }] }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200 && r.json().code == null)).toHaveLength(7);
    expect(answers.filter((r) => r.json().code === 'protection.wager_limit')).toHaveLength(13);
  });

  it('bad input is refused with a code and writes nothing', async () => {
    const a = await signIn(t);
    expect((await p.setLimit(a, 'session', 'day', '60')).code).toBe('protection.period_invalid');
    expect((await p.setLimit(a, 'deposit', 'day', '-5')).code).toBe('request_param_err');
    expect((await p.setLimit(a, 'deposit', 'year', '5')).code).toBe('request_param_err');
    expect((await p.setLimit(a, 'session', 'session', '5000')).code).toBe('request_param_err');
    expect((await p.state(a)).value.limits).toEqual([]);
  });

  it('a session limit refuses stakes once the session is older than it', async () => {
    const pl = await player(t, 10_000n);
    await fund(t, pl.member, 1n);
    expect((await p.setLimit(pl, 'session', 'session', '1')).code).toBeNull();
    const { sql } = await import('drizzle-orm');
    await t.dbHandle.db.execute(
      sql`UPDATE member_protection SET session_started_at = now() - interval '2 minutes' WHERE member_id = ${pl.member.id}`,
    );
    expect((await bet(pl.gameToken, '100')).json.code).toBe('vendor.player_blocked');
  });
});
