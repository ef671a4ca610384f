import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { H, type TestContext, createTestApp, fund, multipartBody, pngBytes, signIn } from './harness';

/**
 * Issue 16 item 5: the member centre's money and security calls are for real accounts. A free-play (trial) session
 * gets `in_need_true_account` from each and nothing is written; a real member's same calls still succeed.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Who = { headers: Record<string, string> };
let n = 0;
const rid = () => `trial-${Date.now()}-${n++}`;
const send = (who: Who, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });
const manual = (who: Who) => {
  const body = multipartBody({ channelCode: 'BANK', amount: '600', requestId: rid(), payerName: 'Ali Khan' }, [
    { name: 'proof', filename: 'slip.png', type: 'image/png', data: pngBytes() },
  ]);
  return t.app.inject({ method: 'POST', url: '/wps/deposit/manual', headers: { ...who.headers, ...body.headers }, payload: body.payload });
};

/** Every refused call, as a trial member or a real one would send it. */
const calls: [string, (who: Who, payeeId: number) => Promise<{ json: () => { success: boolean; code?: string } }>][] = [
  ['gateway deposit', (w) => send(w, 'POST', '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '150', requestId: rid() })],
  ['manual deposit', (w) => manual(w)],
  ['add payee', (w) => send(w, 'POST', '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })],
  ['set payment password', (w) => send(w, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' })],
  [
    'withdrawal request',
    (w, payeeId) => send(w, 'POST', '/wps/withdrawal', { payeeId, amount: '100', paymentPassword: '135790', requestId: rid() }),
  ],
  ['transfer to upline', (w) => send(w, 'POST', '/wps/wallet/transfer/upline', { amount: '10', requestId: rid() })],
  [
    'transfer to downline',
    (w) => send(w, 'POST', '/wps/wallet/transfer/downline', { requestId: rid(), transfers: [{ account: 'demo01', amount: '10' }] }),
  ],
];

/** Row counts of every table: a refused call leaves each one as it was. */
const counts = async () => {
  const db = t.dbHandle.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    out[name] = Number(rowsOf<{ n: string | number }>(await db.execute(sql.raw(`SELECT count(*) AS n FROM "${name}"`)))[0]?.n);
  }
  return out;
};

describe('a trial (free-play) member is refused the member centre', () => {
  it.each(calls)('%s: in_need_true_account (403), nothing written', async (_name, call) => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: H(), payload: {} })).json().value;
    expect(trial.memberType).toBe(4);
    const who = { headers: H('DEMO', { authorization: trial.token }) };
    const before = await counts();
    const res = (await call(who, 1)) as unknown as { statusCode: number; json: () => { code?: string } };
    expect([res.statusCode, res.json().code]).toEqual([403, 'in_need_true_account']);
    expect(await counts()).toEqual(before);
  });

  it('a real member makes the same calls', async () => {
    const agent = await signIn(t, { type: 1 });
    const a = await signIn(t, { parentId: agent.member.id });
    await fund(t, a.member, 100_000n);
    await fund(t, agent.member, 100_000n);
    const down = await signIn(t, { parentId: agent.member.id });
    const ok = async (p: Promise<{ json: () => { success: boolean; code?: string; value?: unknown } }>) => {
      const body = (await p).json();
      expect([body.success, body.code ?? null]).toEqual([true, null]);
      return body.value as Record<string, unknown>;
    };
    await ok(calls[0]![1](a, 0));
    await ok(calls[1]![1](a, 0));
    const payees = (await ok(calls[2]![1](a, 0))).list as { id: number }[];
    await ok(calls[3]![1](a, 0));
    await ok(calls[4]![1](a, payees[0]!.id));
    await ok(calls[5]![1](a, 0));
    await ok(
      send(agent, 'POST', '/wps/wallet/transfer/downline', {
        requestId: rid(),
        transfers: [{ account: down.member.account, amount: '10' }],
      }),
    );
  });
});
