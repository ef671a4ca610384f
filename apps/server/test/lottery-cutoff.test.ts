import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createTestApp, fund, signIn, type TestContext, testDbKind } from './harness';
import { makeDraw, makeGame } from './lottery-helpers';

/**
 * Bets racing the cut-off on PostgreSQL: many members bet in parallel from before until after a draw's cut-off.
 * Every accepted ticket was admitted by the draw's row lock before the cut-off by the database clock, and every bet
 * sent after it (by the same clock) was refused with lottery.draw_closed.
 */
describe.runIf(testDbKind === 'postgres')('lottery cut-off race (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The race sends bets as fast as the machine allows from one address; the per-address API limit is not under test.
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => t.close());

  it('accepts no bet after the cut-off, however the requests interleave', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const players = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
    for (const p of players) await fund(t, p.member, 10_000_000n);
    // The draw closes 2.5 s after it is made, by the database clock; the bets run until 1.5 s past that.
    const drawId = await makeDraw(t, game, 2500);
    const closesAt = new Date(
      rowsOf<{ c: string }>(await t.dbHandle.db.execute(sql`SELECT closes_at::text AS c FROM lottery_draws WHERE id = ${drawId}`))[0]!.c,
    );
    const dbNow = async () => new Date(rowsOf<{ n: string }>(await t.dbHandle.db.execute(sql`SELECT clock_timestamp()::text AS n`))[0]!.n);
    const outcomes: { sentAt: Date; status: number; code?: string }[] = [];
    const until = closesAt.getTime() + 1500;
    await Promise.all(
      players.map(async (p) => {
        while (Date.now() < until) {
          const sentAt = await dbNow();
          const r = await t.app.inject({
            method: 'POST',
            url: '/lgw/bets',
            headers: p.headers,
            payload: {
              gameCode: game.code,
              drawId,
              requestId: randomBytes(8).toString('hex'),
              bets: [{ betType: 'LO2', numbers: ['12'], stake: '100' }],
            },
          });
          outcomes.push({ sentAt, status: r.statusCode, code: r.json().code });
        }
      }),
    );
    const accepted = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((o) => o.code))).toEqual(new Set(['lottery.draw_closed']));
    // Nothing sent after the cut-off got in.
    expect(accepted.filter((o) => o.sentAt >= closesAt)).toEqual([]);
    const late = rowsOf<{ n: number }>(
      await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE t.draw_id = ${drawId} AND t.placed_at >= d.closes_at`),
    )[0]!.n;
    expect(late).toBe(0);
    const tickets = rowsOf<{ n: number }>(
      await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${drawId}`),
    )[0]!.n;
    expect(tickets).toBe(accepted.length);
  }, 60_000);
});
