import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import type { TestContext } from './harness';

type Who = { headers: Record<string, string> };

/** The member centre's protection calls, and what a money path needs, for the protection tests. */
export const protectionCalls = (t: Pick<TestContext, 'app'>) => {
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  return {
    call,
    state: async (who: Who) => (await call(who, 'GET', '/wps/member/protection')).json(),
    setLimit: async (who: Who, kind: string, period: string, amount: string | null) =>
      (await call(who, 'PUT', '/wps/member/protection/limits', { kind, period, amount })).json(),
    gatewayDeposit: async (who: Who, amount: string) =>
      (await call(who, 'POST', '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount, requestId: randomUUID() })).json(),
    exclude: async (who: Who, months = 6) =>
      (await call(who, 'POST', '/wps/member/protection/exclusion', { months, confirm: 'EXCLUDE' })).json(),
    timeout: async (who: Who, hours = 24) => (await call(who, 'POST', '/wps/member/protection/timeout', { hours })).json(),
  };
};

/** Gives the member's identity data (e-mail, phone) for the cross-brand and register tests. */
export const setContact = (t: Pick<TestContext, 'dbHandle'>, memberId: number, c: { email?: string; mobile?: string }) =>
  t.dbHandle.db.execute(sql`UPDATE members SET email = ${c.email ?? null}, mobile = ${c.mobile ?? null} WHERE id = ${memberId}`);

export const sessionRevoked = async (t: Pick<TestContext, 'dbHandle'>, sessionId: number) =>
  rowsOf<{ r: boolean }>(await t.dbHandle.db.execute(sql`SELECT revoked_at IS NOT NULL AS r FROM sessions WHERE id = ${sessionId}`))[0]?.r;
