import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/context';
import { merchants } from '../src/db/schema';
import { createRecordsService } from '../src/modules/records';
import { type TestContext, createTestApp } from './harness';
import { player } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Issue 18 item 7: "today" is the merchant's day (its time zone), with a fake clock near midnight. */
describe("the merchant's day", () => {
  it('the PKR merchant is seeded in Karachi time, the other in UTC', async () => {
    const rows = await t.dbHandle.db.select({ code: merchants.code, timeZone: merchants.timeZone }).from(merchants);
    expect(Object.fromEntries(rows.map((r) => [r.code, r.timeZone]))).toEqual({ DEMO: 'Asia/Karachi', ACME: 'UTC' });
    const status = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'DEMO', language: 'EN', device: 'WEB' } });
    expect(status.json().value.info.timeZone).toBe('Asia/Karachi');
  });

  it('a bet at 00:30 Karachi time is today there and on that Karachi date, though UTC has not turned the day', async () => {
    const p = await player(t, 1_000_000n);
    expect((await t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: p.headers })).statusCode).toBe(200);
    const played = await t.app.inject({
      method: 'POST',
      url: '/wps/house/play',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: { token: p.gameToken, clientSeed: 'merchant-day', bet: { game: 'slot', stake: 200, lines: 20 } },
    });
    expect(played.statusCode, played.body).toBe(200);
    // 19:30 UTC on 1 March is 00:30 on 2 March in Karachi; the clock reads 23:30 UTC, still 1 March in UTC.
    await t.dbHandle.db.execute(sql`UPDATE vendor_transactions SET created_at = '2026-03-01T19:30:00Z' WHERE member_id = ${p.member.id}`);
    const [row] = await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const actorIn = (timeZone: string): Actor => ({
      merchant: { id: row!.id, code: 'DEMO', row: { ...row!, timeZone }, tree: [], modules: {}, regionRules: [] },
      member: p.member as unknown as Actor['member'],
    });
    const records = createRecordsService({ db: t.dbHandle.db, now: () => new Date('2026-03-01T23:30:00Z') });
    const query = (range: 'today' | 'yesterday') => ({ range, status: 'all' as const, pageNo: 1, pageSize: 20 });

    const karachi = actorIn('Asia/Karachi');
    expect((await records.bets(karachi, query('today'), 'EN')).total).toBe(1);
    expect((await records.bets(karachi, query('yesterday'), 'EN')).total).toBe(0);
    expect((await records.profit(karachi, { range: 'today' })).byDay.map((d) => d.date)).toEqual(['2026-03-02']);

    // The same bet for a UTC merchant: the UTC day 1 March, still today at 23:30 UTC.
    const utc = actorIn('UTC');
    expect((await records.bets(utc, query('today'), 'EN')).total).toBe(1);
    expect((await records.profit(utc, { range: 'today' })).byDay.map((d) => d.date)).toEqual(['2026-03-01']);
    // An hour later Karachi still counts it today (its 2 March); UTC has moved on to 2 March and calls it yesterday.
    const later = createRecordsService({ db: t.dbHandle.db, now: () => new Date('2026-03-02T00:30:00Z') });
    expect((await later.bets(karachi, query('today'), 'EN')).total).toBe(1);
    expect((await later.bets(utc, query('yesterday'), 'EN')).total).toBe(1);
  });
});
