import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/modules/vendors';
import { type TestContext, createTestApp } from './harness';
import { VENDOR, player, secretOf } from './seamless-helpers';
import { statementsDuring } from './statements-during';

/**
 * The seamless hot path sends the database one statement per vendor call (decisions 009 and 012): the function does
 * the replay check, the session, the money, the vendor row and the event, in one transaction. A per-call secret or
 * session look-up, a separate balance read, BEGIN/COMMIT around the call or a SET would each add a statement here,
 * and the benchmark would lose against the database alone. Counted at the database client, on PGlite and PostgreSQL.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seamless calls and the database', () => {
  it('each bet, win, end of round and replay is one statement', async () => {
    const p = await player(t, 100_000n);
    const secret = await secretOf(t);
    const call = async (name: string, body: Record<string, string>) => {
      const raw = JSON.stringify(body);
      const res = await t.app.inject({
        method: 'POST',
        url: `/vendor/${VENDOR}/seamless/${name}`,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw) },
        payload: raw,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const round = async (k: number) => {
      await call('bet', { token: p.gameToken, txId: `b${k}`, roundId: `r${k}`, amount: '10' });
      await call('win', { token: p.gameToken, txId: `w${k}`, betTxId: `b${k}`, amount: k % 2 ? '0' : '25' });
      await call('endRound', { token: p.gameToken, txId: `e${k}`, roundId: `r${k}` });
    };
    // The first call reads the vendor's secret, which is then cached (decision 009).
    await round(0);
    expect(await statementsDuring(t, () => round(1))).toBe(3);
    expect(await statementsDuring(t, () => round(2))).toBe(3);
    // A replay answers what was stored, in the same one statement.
    expect(await statementsDuring(t, () => round(2))).toBe(3);
    expect(await statementsDuring(t, () => call('balance', { token: p.gameToken }))).toBe(1);
  });
});
