import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { H, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const memberCount = async () => (await t.dbHandle.db.select({ n: count() }).from(members))[0]?.n ?? 0;

/** JSON bodies are validated as sent: a boolean or null is not a number (issue 16, item 6). */
describe('JSON bodies are not coerced', () => {
  it('pageNo: true in a bet-records body is refused; a number or digits are read', async () => {
    const a = await signIn(t);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/wps/relay/ODSFE2_getBetRecords', headers: a.headers, payload });
    for (const pageNo of [true, null, [], '1e3']) {
      const res = await post({ pageNo });
      expect(res.statusCode, JSON.stringify(pageNo)).toBe(400);
      expect(res.json().code).toBe('request_param_err');
    }
    expect((await post({ pageNo: 1 })).json().success).toBe(true);
    expect((await post({ pageNo: '1' })).json().success).toBe(true);
  });

  it('gatewayVersion: null does not create a trial account', async () => {
    const before = await memberCount();
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: H(), payload: { gatewayVersion: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request_param_err');
    expect(await memberCount()).toBe(before);
  });
});
