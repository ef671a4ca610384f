import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createReportsPlain } from '../src/modules/reports/reports-plain.repo';
import { OPS } from './harness';
import { vendorCall } from './seamless-helpers';
import { gameOf, launch, player, studioWorldForFile } from './studio-helpers';

/**
 * Issue 32: a transfer-wallet vendor's rounds never pass the seamless wallet, so before this the reports, rebates,
 * missions and agents never saw them. The round its vendor reports is now its bet: the report writes one `bet.settled`
 * (a retry none), the aggregates count it, the plain query agrees, and the drill-down lists it.
 */
const t = studioWorldForFile();
const KARACHI = 'Asia/Karachi';
const ops = (url: string) => t.app.inject({ method: 'GET', url: `/ops/v1/merchants/DEMO${url}`, headers: OPS });
const q = async <T>(s: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(s));
const dayText = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: KARACHI }).format(at);
const proof = { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 1 };

describe('transfer-wallet rounds in the reports', () => {
  it('a reported DS88 round writes its bet.settled once; the GGR report, the plain query and the drill-down count it', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'DS88', category: 'COCKFIGHT' });
    const l = await launch(t, p, g.id);
    const report = (roundId: string, stake: string, payout: string) =>
      vendorCall(t, 'round', { token: l.launch.token!, roundId, gameCode: g.code, stake, payout, detail: {}, proof }, { vendor: 'DS88' });
    const events = () =>
      q<{ payload: Record<string, string>; at: string }>(
        sql`SELECT payload, occurred_at::text AS at FROM domain_events WHERE type = 'bet.settled' AND subject_id = ${p.member.id} AND payload->>'vendor' = 'DS88' ORDER BY id`,
      );

    expect((await report('ds88-r1', '1500', '0')).status).toBe(200);
    expect((await report('ds88-r2', '700', '2100')).status).toBe(200);
    // The vendor's retry of a round it reported adds no second bet.
    expect((await report('ds88-r2', '700', '2100')).status).toBe(200);
    const written = await events();
    expect(written.map((e) => [e.payload.roundId, e.payload.stake, e.payload.payout, e.payload.validBet, e.payload.category])).toEqual([
      ['ds88-r1', '1500', '0', '1500', 'COCKFIGHT'],
      ['ds88-r2', '700', '2100', '700', 'COCKFIGHT'],
    ]);

    // A seamless vendor's report is details of a bet that wrote its own event: it writes none.
    const pg = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const lp = await launch(t, p, pg.id);
    const before = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM domain_events WHERE type = 'bet.settled'`);
    const seamless = await vendorCall(
      t,
      'round',
      { token: lp.launch.token!, roundId: 'pg-report-only', gameCode: pg.code, stake: '100', payout: '0', detail: {}, proof },
      { vendor: 'PG' },
    );
    expect(seamless.status).toBe(200);
    expect(await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM domain_events WHERE type = 'bet.settled'`)).toEqual(before);

    const drained = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/reports.rollup/drain', headers: OPS });
    expect(drained.statusCode, drained.body).toBe(200);
    // The day of the reports is the day the rounds were reported, in the merchant's zone.
    const today = dayText(new Date(written[0]!.at));
    const range = `from=${today}&to=${today}&tz=${encodeURIComponent(KARACHI)}`;
    const ggr = (await ops(`/reports/ggr?${range}&groupBy=vendor`)).json().value as {
      rows: { key: string; values: Record<string, string> }[];
    };
    const ds88 = ggr.rows.find((r) => r.key === 'DS88');
    expect(ds88?.values).toMatchObject({ bets: '2', stake: '2200', payout: '2100', ggr: '100' });

    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 3_600_000);
    const merchantId = (await q<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]!.id;
    const plain = await createReportsPlain(t.dbHandle.db).ggr(
      { merchantId, start, end: new Date(start.getTime() + 86_400_000), tz: KARACHI },
      'vendor',
    );
    expect(plain.find((r) => r.key === 'DS88')).toMatchObject({ bets: '2', stake: '2200', payout: '2100', ggr: '100' });

    const rows = (await ops(`/reports/ggr/rows?${range}&groupBy=vendor&key=DS88`)).json().value as {
      rows: { fields: Record<string, string> }[];
    };
    expect(rows.rows.map((r) => [r.fields.round, r.fields.stake, r.fields.payout])).toEqual([
      ['ds88-r2', '700', '2100'],
      ['ds88-r1', '1500', '0'],
    ]);
  });
});
