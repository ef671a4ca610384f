import { PRAGMATIC_TEST_PROVIDER_ID, PRAGMATIC_TEST_SECRET_KEY, pragmaticSimForm } from '@wl/vendor-client';
import { type SQL, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { merchants, opsAuditLog } from '../src/db/schema';
import { flowsQuery, openQuery } from '../src/modules/protocols/reconciliation.repo';
import { type ProtocolConfig, type ProtocolContext, createProtocolWallet, protocols } from '../src/modules/protocols';
import { createSeamlessService } from '../src/modules/vendors';
import { OPS, appForFile } from './harness';
import { usesPartitionIndex } from './partition-indexes';
import { configureProtocol, inbound, mainBalance, protocolPlayer } from './protocol-harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * Issue 34: a vendor's reconciliation per day. A hand-made sequence of Pragmatic calls (bets, wins, a zero win, a
 * refund, a refund of an unknown bet, credits, a refused refund) goes through the protocol and the one wallet with the
 * clock set to each call's moment on three days of merchant DEMO (Asia/Karachi, UTC+5); the figures must be the
 * sequence's own, counted by the merchant's days or by UTC days, a page at a time.
 */
const t = appForFile();
const VENDOR = 'PP';
const B = `/ops/v1/merchants/DEMO/vendors/${VENDOR}/reconciliation`;
let config: ProtocolConfig;
let clock = new Date();
let ctx: ProtocolContext;
type Player = Awaited<ReturnType<typeof protocolPlayer>>;
let a: Player;
let b: Player;

/** A moment of a DEMO day (Karachi wall time). */
const at = (day: string, time: string) => new Date(`${day}T${time}+05:00`);
/** One Pragmatic call at a moment, through the protocol's own handler (form, hash, units) and the one wallet. */
const pp = async (when: Date, pl: Player, call: string, params: Record<string, string>) => {
  clock = when;
  const body = pragmaticSimForm(
    { providerId: PRAGMATIC_TEST_PROVIDER_ID, userId: String(pl.member.id), token: pl.token, timestamp: String(when.getTime()), ...params },
    PRAGMATIC_TEST_SECRET_KEY,
  );
  const handler = protocols.pragmatic?.routes[`POST /${call}.html`];
  if (!handler) throw new Error(`no ${call}`);
  const r = await handler(
    { method: 'POST', path: `/${call}.html`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, query: {}, rawBody: body },
    ctx,
  );
  return (typeof r.body === 'string' ? JSON.parse(r.body) : r.body) as { error: number };
};
/** A game of the vendor in DEMO's catalogue (a call naming another is refused). */
let gameId = '';
const betOf = (roundId: string, reference: string, amount: string) => ({ gameId, roundDetails: 'spin', roundId, reference, amount });

const D0 = '2026-11-19';
const D1 = '2026-11-20';
const D2 = '2026-11-21';
const D3 = '2026-11-22';
const zero = { rounds: '0', bets: '0', stake: '0', wins: '0', payout: '0', rollbacks: '0', refunded: '0', credits: '0', credited: '0' };
/** The sequence's figures, worked out by hand. */
const expected = {
  [D0]: { day: D0, ...zero, net: '0', openRounds: '0', openStake: '0' },
  // r1 won 25.00, r2 refunded, r3 (b) and r5 open at the end, r4 lost (a zero win is no win), a refund of an
  // unknown bet (answered, nothing refunded), a free-rounds credit of 3.00.
  [D1]: {
    day: D1,
    rounds: '5',
    bets: '5',
    stake: '3800',
    wins: '1',
    payout: '2500',
    rollbacks: '2',
    refunded: '500',
    credits: '1',
    credited: '300',
    net: '500',
    openRounds: '2',
    openStake: '2200',
  },
  // r5 won 4.00 at the very first instant of the day; r3 lost; r6 (two bets of b) open at the end.
  [D2]: {
    day: D2,
    ...zero,
    rounds: '1',
    bets: '2',
    stake: '200',
    wins: '1',
    payout: '400',
    net: '-200',
    openRounds: '1',
    openStake: '200',
  },
  // r6 won 3.00; r7 (50.00) never settles; a promotion of 1.00; a refund of a settled bet is refused and not counted.
  [D3]: {
    day: D3,
    ...zero,
    rounds: '1',
    bets: '1',
    stake: '5000',
    wins: '1',
    payout: '300',
    credits: '1',
    credited: '100',
    net: '4600',
    openRounds: '1',
    openStake: '5000',
  },
};

beforeAll(async () => {
  config = await configureProtocol(t, {
    vendor: VENDOR,
    protocol: 'pragmatic',
    settings: { secureLogin: 'demo_lucky', gameServerUrl: 'https://games.pp.test', providerId: PRAGMATIC_TEST_PROVIDER_ID },
    secrets: { secretKey: PRAGMATIC_TEST_SECRET_KEY },
  });
  const wallet = createProtocolWallet(createSeamlessService({ db: t.dbHandle.db, now: () => clock }))(config.merchantId);
  ctx = { config, wallet, now: () => clock };
  a = await protocolPlayer(t, { vendor: VENDOR });
  b = await protocolPlayer(t, { vendor: VENDOR });
  gameId = a.gameCode;
  const steps: [Date, Player, string, Record<string, string>, number][] = [
    [at(D1, '10:00:00'), a, 'bet', betOf('r1', 'b1', '10.00'), 0],
    [at(D1, '10:01:00'), a, 'result', betOf('r1', 'w1', '25.00'), 0],
    [at(D1, '11:00:00'), a, 'bet', betOf('r2', 'b2', '5.00'), 0],
    [at(D1, '11:01:00'), a, 'refund', { reference: 'b2' }, 0],
    [at(D1, '12:00:00'), b, 'bet', betOf('r3', 'b3', '20.00'), 0],
    [at(D1, '12:30:00'), a, 'refund', { reference: 'ghost' }, 0],
    [at(D1, '13:00:00'), a, 'bonusWin', { reference: 'c1', amount: '3.00', bonusCode: 'fr-1' }, 0],
    [at(D1, '14:00:00'), a, 'bet', betOf('r4', 'b4', '1.00'), 0],
    [at(D1, '14:01:00'), a, 'result', betOf('r4', 'w4', '0.00'), 0],
    [at(D1, '23:59:59'), a, 'bet', betOf('r5', 'b5', '2.00'), 0],
    [at(D2, '00:00:00'), a, 'result', betOf('r5', 'w5', '4.00'), 0],
    [at(D2, '09:00:00'), b, 'result', betOf('r3', 'w3', '0.00'), 0],
    [at(D2, '10:00:00'), b, 'bet', betOf('r6', 'b6a', '1.00'), 0],
    [at(D2, '10:05:00'), b, 'bet', betOf('r6', 'b6b', '1.00'), 0],
    [at(D3, '10:00:00'), b, 'result', betOf('r6', 'w6', '3.00'), 0],
    [at(D3, '11:00:00'), a, 'bet', betOf('r7', 'b7', '50.00'), 0],
    [at(D3, '12:00:00'), a, 'refund', { reference: 'b1' }, 120],
    [at(D3, '13:00:00'), a, 'promoWin', { reference: 'p1', amount: '1.00', campaignId: 'c-9', campaignType: 'T', currency: 'PKR' }, 0],
  ];
  for (const [when, pl, call, params, error] of steps)
    expect((await pp(when, pl, call, params)).error, `${call} ${params.reference}`).toBe(error);
  // The ledger agrees with the sequence: a −10+25−5+5+3−1+0−2+4−50+1, b −20+0−1−1+3.
  expect(await mainBalance(t, a.member.id)).toBe(100_000n - 1000n + 2500n + 300n - 100n - 200n + 400n - 5000n + 100n);
  expect(await mainBalance(t, b.member.id)).toBe(100_000n - 2000n - 200n + 300n);
});

const get = (query: string, headers: Record<string, string> = OPS) => t.app.inject({ url: `${B}?${query}`, headers });

describe('a vendor’s reconciliation per day', () => {
  it('counts each day of the merchant as the sequence made it', async () => {
    const r = await get(`from=${D0}&to=${D3}`);
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().value;
    expect(v).toMatchObject({ vendor: VENDOR, currency: 'PKR', tz: 'Asia/Karachi', from: D0, to: D3, totalDays: 4, page: 1 });
    expect(v.days).toEqual([expected[D0], expected[D1], expected[D2], expected[D3]]);
    expect(v.previous).toEqual({ from: '2026-11-15', to: '2026-11-18' });
    expect(v.next).toEqual({ from: '2026-11-23', to: '2026-11-26' });
  });

  it('pages the days, each page’s open figures still counting what was placed before it', async () => {
    const p1 = (await get(`from=${D0}&to=${D3}&pageSize=2`)).json().value;
    expect(p1.days).toEqual([expected[D0], expected[D1]]);
    const p2 = (await get(`from=${D0}&to=${D3}&pageSize=2&page=2`)).json().value;
    expect(p2.days).toEqual([expected[D2], expected[D3]]);
    const p3 = (await get(`from=${D0}&to=${D3}&pageSize=2&page=3`)).json().value;
    expect(p3).toMatchObject({ totalDays: 4, days: [] });
    // Alone, D3 still sees r7 open; D2 alone still sees r6.
    expect((await get(`from=${D2}&to=${D2}`)).json().value.days).toEqual([expected[D2]]);
  });

  it('counts UTC days when asked (a vendor’s statement often is in UTC)', async () => {
    const v = (await get(`from=${D1}&to=${D1}&tz=UTC`)).json().value;
    // 20 November UTC ends at 05:00 in Karachi on the 21st: w5 (19:00 UTC) falls in it, r3 (settled 04:00 UTC on the
    // 21st) is still open at its end, r5 is not.
    expect(v.tz).toBe('UTC');
    expect(v.days[0]).toMatchObject({ bets: '5', wins: '2', payout: '2900', net: '100', openRounds: '1', openStake: '2000' });
  });

  it('answers the last 7 days by default, with a call made now through the vendor’s HTTP path', async () => {
    const before = (await get('')).json().value;
    const r = await inbound(t, {
      vendor: VENDOR,
      path: '/bet.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: pragmaticSimForm(
        {
          providerId: PRAGMATIC_TEST_PROVIDER_ID,
          userId: String(a.member.id),
          token: a.token,
          timestamp: String(Date.now()),
          ...betOf('now-1', 'now-b1', '7.00'),
        },
        PRAGMATIC_TEST_SECRET_KEY,
      ),
    });
    expect(r.json<{ error: number }>().error, r.body).toBe(0);
    const v = (await get('')).json().value;
    expect(v.totalDays).toBe(7);
    expect(v.to).toBe(v.today);
    const sum = (days: { bets: string; stake: string; openStake: string }[], k: 'bets' | 'stake') =>
      days.reduce((s, d) => s + Number(d[k]), 0);
    expect(sum(v.days, 'bets') - sum(before.days, 'bets')).toBe(1);
    expect(sum(v.days, 'stake') - sum(before.days, 'stake')).toBe(700);
    expect(v.days.at(-1).openStake).toBe(String(5000 + 700));
  });

  it('refuses bad input with coded errors', async () => {
    const cases: [string, string, number][] = [
      [`from=${D3}&to=${D1}`, 'vendors.range_invalid', 400],
      ['from=2026-02-30&to=2026-03-01', 'vendors.range_invalid', 400],
      [`from=${D1}`, 'vendors.range_invalid', 400],
      ['from=2099-01-01&to=2099-01-02', 'vendors.range_invalid', 400],
      ['from=2024-01-01&to=2025-06-01', 'vendors.range_invalid', 400],
      [`from=${D1}&to=${D2}&tz=Mars/Olympus`, 'vendors.range_invalid', 400],
      ['from=20261120&to=2026-11-21', 'request_param_err', 400],
      [`from=${D1}&to=${D2}&pageSize=500`, 'request_param_err', 400],
    ];
    for (const [q, code, status] of cases) {
      const r = await get(q);
      expect([r.json().code, r.statusCode], q).toEqual([code, status]);
    }
    const unknown = await t.app.inject({ url: '/ops/v1/merchants/DEMO/vendors/NOSUCH/reconciliation', headers: OPS });
    expect([unknown.json().code, unknown.statusCode]).toEqual(['game.vendor_unknown', 404]);
    const bad = await t.app.inject({ url: '/ops/v1/merchants/DEMO/vendors/no-such!/reconciliation', headers: OPS });
    expect(bad.json().code).toBe('request_param_err');
  });
});

describe('the reconciliation’s CSV and permissions', () => {
  const staff = staffClient(t);
  const exportOf = (query: string, headers: Record<string, string> = OPS) => t.app.inject({ url: `${B}/export?${query}`, headers });
  const scoped = async (name: string, scopes: string[]) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/operators',
      headers: OPS,
      payload: { name, role: 'ADMIN', merchant: 'DEMO', scopes },
    });
    expect(r.statusCode, r.body).toBe(200);
    return bearer(r.json().value.key);
  };

  it('exports every day and the totals, audited with its reason', async () => {
    const r = await exportOf(`from=${D0}&to=${D3}&reason=${encodeURIComponent('statement of November')}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="reconciliation-DEMO-PP-${D0}-${D3}.csv"`);
    const lines = r.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,rounds,bets,stake,wins,payout,rollbacks,refunded,credits,credited,net,openRounds,openStake');
    expect(lines[2]).toBe(`${D1},5,5,3800,1,2500,2,500,1,300,500,2,2200`);
    expect(lines[5]).toBe('TOTAL,7,8,9000,3,3200,2,500,2,400,4900,,');
    const audit = rowsOf<{ payload: { reason: string; days: number; vendor: string; outcome: string } }>(
      await t.dbHandle.db.execute(
        sql`SELECT payload FROM ${opsAuditLog} WHERE action = 'vendors.reconciliation_export' ORDER BY id DESC LIMIT 1`,
      ),
    );
    expect(audit[0]?.payload).toMatchObject({ vendor: VENDOR, reason: 'statement of November', days: 4, outcome: 'ok' });
    expect((await exportOf(`from=${D0}&to=${D3}`)).json().code).toBe('request_param_err');
    expect((await exportOf(`from=${D0}&to=${D3}&reason=ok`)).json().code).toBe('request_param_err');
  });

  it('reads with games.view and exports with reports.export; neither without', async () => {
    const viewer = await scoped('recon.viewer', ['games.view']);
    const exporter = await scoped('recon.exporter', ['reports.export']);
    const other = await scoped('recon.other', ['players.view']);
    const q = `from=${D1}&to=${D1}`;
    const reason = '&reason=for%20the%20test';
    expect((await get(q, viewer)).json().value.days).toEqual([expected[D1]]);
    expect((await exportOf(q + reason, viewer)).json().code).toBe('ops.forbidden');
    expect((await get(q, exporter)).json().code).toBe('ops.forbidden');
    expect((await exportOf(q + reason, exporter)).statusCode).toBe(200);
    expect((await get(q, other)).json().code).toBe('ops.forbidden');
    expect((await exportOf(q + reason, other)).json().code).toBe('ops.forbidden');
    expect((await get(q, {})).json().code).toBe('auth.required');
    // The staff console's callers: the read-only role sees it, support (no games.view) does not.
    const { token: readOnly } = await staff.signIn('viewer');
    expect((await staff.call('GET', `${B}?${q}`, bearer(readOnly))).json().value.days).toEqual([expected[D1]]);
    const { token: support } = await staff.signIn('support');
    expect((await staff.call('GET', `${B}?${q}`, bearer(support))).json().code).toBe('ops.forbidden');
  });

  it('reaches its rows through the reconciliation indexes', async () => {
    const demo = (await t.dbHandle.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
    const starts = [D1, D2, D3].map((d) => at(d, '00:00:00'));
    const ends = [...starts.slice(1), at('2026-11-23', '00:00:00')];
    // The journal of a test is small: with sequential scans off the planner shows which index each read can take.
    const [days, open] = await t.dbHandle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (q: SQL) =>
        rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN ${q}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      return [await explain(flowsQuery(demo.id, VENDOR, starts, ends[2]!)), await explain(openQuery(demo.id, VENDOR, ends))];
    });
    // The partitioned journal (issue 37): each month's copy of an index, named by its columns.
    expect(await usesPartitionIndex(t.dbHandle.db, days, 'vendor_transactions_vendor_day'), days).toBe(true);
    expect(days).toContain('vendor_transaction_keys_vendor_tx_id_pk');
    // Bets still open at the days' ends: from the settlements after the first end, or from the bets placed before the
    // last (the planner takes the smaller side), never the whole table.
    const settledOrDay = [
      await usesPartitionIndex(t.dbHandle.db, open, 'vendor_transactions_vendor_settled'),
      await usesPartitionIndex(t.dbHandle.db, open, 'vendor_transactions_vendor_day'),
    ];
    expect(settledOrDay, open).toContain(true);
    expect(`${days}\n${open}`).not.toContain('Seq Scan');
  });
});

describe('a launch through a protocol', () => {
  it('tells the vendor the member’s id, the id its wallet calls name', async () => {
    await configureProtocol(t, {
      vendor: 'RTX',
      protocol: 'redtiger',
      settings: { launchUrl: 'https://rt.example/launch', casino: 'demo-casino' },
      secrets: { apiKey: 'k'.repeat(24), reconToken: 'r'.repeat(24) },
    });
    const pl = await protocolPlayer(t, { vendor: 'RTX' });
    const r = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${pl.nodeId}&accountType=1`, headers: pl.headers });
    expect(r.statusCode, r.body).toBe(200);
    const url = new URL(r.json().value.content.game_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://rt.example/launch/${pl.gameCode}`);
    expect(url.searchParams.get('userId')).toBe(String(pl.member.id));
  });
});
