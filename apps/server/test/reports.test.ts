import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { gameCategories } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { signGatewayBody } from '../src/modules/deposits';
import { addDays, reportRange } from '../src/modules/reports';
import { periodsOf } from '../src/modules/reports/range';
import { createReportsPlain } from '../src/modules/reports/reports-plain.repo';
import { demoGatewaySecret } from '../src/seed/wallet';
import { encCall, solveCaptcha } from './auth-helpers';
import { H, OPS, appForFile } from './harness';
import { byKey, plainByKey, plainWindow, seededRandom, sumOf } from './report-helpers';
import { houseGameId, vendorCall } from './seamless-helpers';
import { bearer, staffClient } from './staff-helpers';

/**
 * Issue 32: the reports read aggregates kept by the `reports.rollup` consumer; after a load of random bets, wins,
 * rollbacks and voids (and deposits, withdrawals, bonuses, registrations) through the real paths, every report equals
 * a plain GROUP BY over the raw rows. The load is placed 40 to 52 days back (its rows and events moved together), where
 * the demo data has nothing, so the comparison covers exactly what the test made.
 */
const t = appForFile();
const staff = staffClient(t);
const DAY = 86_400_000;
const KARACHI = 'Asia/Karachi';
const ops = (url: string, headers: Record<string, string> = OPS) =>
  t.app.inject({ method: 'GET', url: `/ops/v1/merchants/DEMO${url}`, headers });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, ...(payload ? { payload } : {}) });
const drain = async () => {
  const r = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/reports.rollup/drain', headers: OPS });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().value as { handled: number; parked: number };
};
const q = async <T>(s: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(s));
const demoId = async () => (await q<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]!.id;
/** Seeded random numbers, so a failure can be run again as it was. */
const rnd = seededRandom(0x2f6e2b1);
const dayText = (at: Date, tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(at);

/** Moves what one step wrote (events, bets, deposits, withdrawals, bonuses, a registration) to the instant `at`. */
const marks = async () =>
  (
    await q<{ e: string; v: string; b: string; at: string }>(
      sql`SELECT (SELECT coalesce(max(id), 0) FROM domain_events)::text AS e, (SELECT coalesce(max(id), 0) FROM vendor_transactions)::text AS v,
        (SELECT coalesce(max(id), 0) FROM bonuses)::text AS b, now()::text AS at`,
    )
  )[0]!;
const moveSince = async (
  m: { e: string; v: string; b: string; at: string },
  at: Date,
  more: { deposit?: number; withdrawal?: number; member?: number } = {},
) => {
  const iso = at.toISOString();
  await t.dbHandle.db.execute(sql`UPDATE domain_events SET occurred_at = ${iso} WHERE id > ${m.e}::bigint`);
  await t.dbHandle.db.execute(
    sql`UPDATE vendor_transactions SET created_at = ${iso}, settled_at = CASE WHEN settled_at IS NULL THEN NULL ELSE ${iso}::timestamptz END
      WHERE id > ${m.v}::bigint`,
  );
  await t.dbHandle.db.execute(sql`UPDATE bonuses SET granted_at = ${iso} WHERE id > ${m.b}::bigint`);
  await t.dbHandle.db.execute(sql`UPDATE reward_items SET claimed_at = ${iso} WHERE claimed_at > ${m.at}::timestamptz`);
  if (more.deposit)
    await t.dbHandle.db.execute(sql`UPDATE deposits SET created_at = ${iso}, updated_at = ${iso} WHERE id = ${more.deposit}`);
  if (more.withdrawal)
    await t.dbHandle.db.execute(sql`UPDATE withdrawals SET created_at = ${iso}, paid_at = ${iso} WHERE id = ${more.withdrawal}`);
  if (more.member) await t.dbHandle.db.execute(sql`UPDATE members SET created_at = ${iso} WHERE id = ${more.member}`);
};

type Player = { id: number; account: string; headers: Record<string, string>; gameToken: string };
let ip = 10;
/** A player registered through the encrypted register call (under the demo agent when `agent`), its `member.registered` moved to `at`. */
const register = async (at: Date, agent: boolean): Promise<Player> => {
  const m = await marks();
  const username = `rep${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const reg = await encCall(
    t,
    'POST',
    '/wps/member/register',
    {
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      registerUrl: 'https://demo.example/register',
      registerMethod: 'WEB',
      ...(agent ? { affiliateCode: 'demoag1' } : {}),
      ...(await solveCaptcha(t)),
    },
    H(),
    `10.9.${ip}.${ip++}`,
  );
  expect(reg.statusCode, reg.body).toBe(200);
  const id = Number((await q<{ id: string }>(sql`SELECT id::text FROM members WHERE account = ${username}`))[0]!.id);
  await moveSince(m, at, { member: id });
  const headers = H('DEMO', { authorization: reg.json().value.token });
  return { id, account: username, headers, gameToken: '' };
};
/** A credited gateway deposit (webhook), moved to `at`. */
const deposit = async (p: Player, amount: string, at: Date) => {
  const m = await marks();
  const d = await t.app.inject({
    method: 'POST',
    url: '/wps/deposit/gateway',
    headers: p.headers,
    payload: { channelCode: 'FASTPAY', amount, requestId: randomUUID() },
  });
  expect(d.statusCode, d.body).toBe(200);
  const v = d.json().value;
  const raw = JSON.stringify({ orderId: v.payUrl.split('/').pop(), status: 'SUCCESS', amount: v.amount });
  const hook = await t.app.inject({
    method: 'POST',
    url: '/wps/pay/webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signGatewayBody(demoGatewaySecret, raw) },
    payload: raw,
  });
  expect(hook.json().value, hook.body).toEqual({ status: 'CREDITED' });
  await moveSince(m, at, { deposit: v.id });
};
/** An operator's bonus (no turnover) granted to the player and claimed, moved to `at`. */
const bonus = async (p: Player, amount: string, at: Date) => {
  const m = await marks();
  const grant = await post(`/members/${p.account}/bonus`, {
    amount,
    turnoverX100: 0,
    requestId: randomUUID(),
    reason: 'Report test bonus',
  });
  expect(grant.json().code, grant.body).toBeNull();
  const claim = await t.app.inject({ method: 'POST', url: `/wps/rewards/${grant.json().value.rewardId}/claim`, headers: p.headers });
  expect(claim.json().code, claim.body).toBeNull();
  await moveSince(m, at);
};
const launch = async (p: Player) => {
  const nodeId = await houseGameId(t, 'HOUSE_SLOT', await demoId());
  const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  p.gameToken = new URL(res.json().value.content.game_url, 'http://x').searchParams.get('token') as string;
};
/** One bet and what becomes of it: lost at the round's end, won once or twice, rolled back, or left open. */
const play = async (p: Player, at: Date) => {
  const m = await marks();
  const tx = randomUUID();
  const round = randomUUID();
  const amount = String(1 + rnd(40));
  const bet = await vendorCall(t, 'bet', { token: p.gameToken, txId: tx, roundId: round, amount });
  if (bet.json.code) return; // out of money: nothing was written
  const fate = rnd(5);
  if (fate === 0) await vendorCall(t, 'endRound', { token: p.gameToken, txId: randomUUID(), roundId: round });
  if (fate === 1 || fate === 2)
    await vendorCall(t, 'win', { token: p.gameToken, txId: randomUUID(), betTxId: tx, amount: String(rnd(90)) });
  if (fate === 2) await vendorCall(t, 'win', { token: p.gameToken, txId: randomUUID(), betTxId: tx, amount: String(rnd(20)) });
  if (fate === 3) await vendorCall(t, 'rollback', { token: p.gameToken, txId: randomUUID(), betTxId: tx });
  // fate 4: left open (not settled, so in no report); a void of a bet never seen leaves a tombstone and counts nowhere.
  if (rnd(6) === 0) await vendorCall(t, 'rollback', { token: p.gameToken, txId: randomUUID(), betTxId: randomUUID() });
  await moveSince(m, at);
};

/**
 * A rebate paid through the member's claim: the merchant pays 5% in every category, the player settles a lost round now
 * (today's valid bet, outside the compared days), the growth consumer counts it, the player claims, and the payment
 * and its `rebate.paid` are moved to `at`.
 */
const rebate = async (p: Player, at: Date) => {
  const rates = gameCategories.map((category) => ({ category, vipLevel: 0, rateBp: 500 }));
  const set = await t.app.inject({
    method: 'PUT',
    url: '/ops/v1/merchants/DEMO/rebates',
    headers: OPS,
    payload: { mode: 'MANUAL', rates },
  });
  expect(set.statusCode, set.body).toBe(200);
  const round = randomUUID();
  expect((await vendorCall(t, 'bet', { token: p.gameToken, txId: randomUUID(), roundId: round, amount: '600' })).json.code).toBeNull();
  await vendorCall(t, 'endRound', { token: p.gameToken, txId: randomUUID(), roundId: round });
  // The growth consumer takes a batch per call: drained until it has nothing left (the load's events are before this one).
  for (let handled = 1; handled > 0; ) {
    const growth = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/growth.activity/drain', headers: OPS });
    expect(growth.statusCode, growth.body).toBe(200);
    handled = growth.json().value.handled;
  }
  const m = await marks();
  const claim = await t.app.inject({ method: 'POST', url: '/wps/rebates/claim', headers: p.headers });
  expect(claim.json().code, claim.body).toBeNull();
  await moveSince(m, at);
  await t.dbHandle.db.execute(sql`UPDATE rebate_payments SET paid_at = ${at.toISOString()} WHERE paid_at > ${m.at}::timestamptz`);
};

const base = new Date(Math.floor((Date.now() - 52 * DAY) / DAY) * DAY);
const from = dayText(new Date(base.getTime() - DAY), KARACHI);
const to = dayText(new Date(base.getTime() + 13 * DAY), KARACHI);
const window = (tz: string) => {
  // The same days as the reports read: from midnight of `from` to midnight after `to` in the zone.
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - (tz === KARACHI ? 5 : 0) * 3_600_000);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY - (tz === KARACHI ? 5 : 0) * 3_600_000);
  return { start, end, tz };
};
const report = async (name: string, extra = '', tz = KARACHI) => {
  const res = await ops(`/reports/${name}?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}&pageSize=200${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('reports (issue 32)', () => {
  const players: Player[] = [];
  it('the demo data is in the aggregates from the seed: its house rounds equal the plain query', async () => {
    const today = dayText(new Date(), KARACHI);
    const weekAgo = dayText(new Date(Date.now() - 6 * DAY), KARACHI);
    const res = (await ops(`/reports/ggr?from=${weekAgo}&to=${today}&groupBy=vendor`)).json().value;
    const house = res.rows.find((r: { key: string }) => r.key === 'HOUSE');
    expect(Number(house?.values.bets)).toBeGreaterThan(0);
    const start = new Date(Date.parse(`${weekAgo}T00:00:00Z`) - 5 * 3_600_000);
    const plain = await createReportsPlain(t.dbHandle.db).ggr(
      { merchantId: await demoId(), start, end: new Date(Date.parse(`${today}T00:00:00Z`) + DAY - 5 * 3_600_000), tz: KARACHI },
      'vendor',
    );
    const ph = plain.find((r) => r.key === 'HOUSE');
    expect({ bets: house.values.bets, stake: house.values.stake, payout: house.values.payout }).toEqual({
      bets: ph?.bets,
      stake: ph?.stake,
      payout: ph?.payout,
    });
    expect(Number((await ops(`/reports/ftd?from=${weekAgo}&to=${today}`)).json().value.totals.registrations)).toBeGreaterThan(0);
  });

  it('after random bets, wins, rollbacks and voids, every report equals the plain GROUP BY over the raw rows', async () => {
    // Six players registered on days 0..5 (three under the demo agent), each depositing and playing over days after.
    for (let i = 0; i < 6; i++) {
      const p = await register(new Date(base.getTime() + i * DAY + rnd(20) * 3_600_000), i % 2 === 0);
      await deposit(p, String(200 + rnd(300)), new Date(base.getTime() + i * DAY + 22 * 3_600_000));
      await launch(p);
      players.push(p);
    }
    // Bets over twelve days, some in the hours either side of midnight UTC (another day in Karachi).
    for (let n = 0; n < 90; n++) {
      const p = players[rnd(players.length)]!;
      const hour = rnd(3) === 0 ? 18 + rnd(2) : rnd(24);
      await play(p, new Date(base.getTime() + (1 + rnd(12)) * DAY + hour * 3_600_000 + rnd(60) * 60_000));
    }
    // The same player on day +1 and +7 after registering: retention.
    await play(players[0]!, new Date(base.getTime() + 1 * DAY + 3_600_000));
    await play(players[0]!, new Date(base.getTime() + 7 * DAY + 3_600_000));
    // A second deposit (not a first-time one), a paid withdrawal, and an operator's bonus claimed.
    await deposit(players[1]!, '150', new Date(base.getTime() + 8 * DAY));
    const w = players[2]!;
    await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: w.headers, payload: { newPassword: '135790' } });
    const payee = await t.app.inject({
      method: 'POST',
      url: '/wps/member/payee',
      headers: w.headers,
      payload: { bankName: 'HBL', accountNo: `5${Date.now()}`, payeeName: 'Report Payee' },
    });
    const m1 = await marks();
    const wd = await t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal',
      headers: w.headers,
      payload: { payeeId: payee.json().value.list[0].id, amount: '100.00', paymentPassword: '135790', requestId: randomUUID() },
    });
    expect(wd.json().code, wd.body).toBeNull();
    const paid = await post(`/withdrawals/${wd.json().value.id}/approve`);
    expect(paid.json().code, paid.body).toBeNull();
    await moveSince(m1, new Date(base.getTime() + 9 * DAY + 5 * 3_600_000), { withdrawal: wd.json().value.id });
    await bonus(players[3]!, '5.00', new Date(base.getTime() + 10 * DAY + 2 * 3_600_000));
    // Another at 19:30 UTC: the next day in Karachi (the first day of the rolling range below, the day before it in UTC).
    await bonus(players[5]!, '3.00', new Date(base.getTime() + 1 * DAY + 19.5 * 3_600_000));
    await rebate(players[4]!, new Date(base.getTime() + 11 * DAY + 4 * 3_600_000));

    expect((await drain()).parked).toBe(0);
    const merchantId = await demoId();
    const plain = createReportsPlain(t.dbHandle.db);
    for (const tz of [KARACHI, 'UTC']) {
      const w = { merchantId, ...window(tz) };
      const ggrCols = ['bets', 'rollbacks', 'stake', 'payout', 'ggr'];
      for (const by of ['day', 'vendor', 'category', 'game'] as const) {
        const r = await report('ggr', `&groupBy=${by}`, tz);
        expect(r.tz).toBe(tz);
        expect(byKey(r.rows, ggrCols), `ggr by ${by} in ${tz}`).toEqual(plainByKey(await plain.ggr(w, by), ggrCols));
      }
      const payCols = ['deposits', 'depositAmount', 'withdrawals', 'withdrawalAmount', 'net'];
      for (const by of ['day', 'method'] as const) {
        const r = await report('payments', `&groupBy=${by}`, tz);
        expect(byKey(r.rows, payCols), `payments by ${by} in ${tz}`).toEqual(plainByKey(await plain.payments(w, by), payCols));
      }
      const ftdCols = ['registrations', 'ftd', 'ftdAmount'];
      expect(byKey((await report('ftd', '', tz)).rows, ftdCols), `ftd in ${tz}`).toEqual(plainByKey(await plain.ftd(w), ftdCols));
      const pCols = ['bets', 'stake', 'payout', 'ggr', 'deposits', 'withdrawals', 'bonus'];
      expect(byKey((await report('players', '', tz)).rows, pCols), `players in ${tz}`).toEqual(plainByKey(await plain.players(w), pCols));
      const agents = (await report('agents', '', tz)).rows;
      const aCols = ['stake', 'payout', 'ggr', 'deposits', 'withdrawals', 'bonus'];
      expect(byKey(agents, aCols), `agents in ${tz}`).toEqual(plainByKey(await plain.players(w, true), aCols));
      expect(byKey(agents, ['players']), `agents' players in ${tz}`).toEqual(plainByKey(await plain.agentSignups(w), ['players']));
      // Promotion cost: in Karachi (the merchant's whole days) from report_cost_days, in UTC (days that cut the merchant's) from the hours.
      const prCols = ['grants', 'granted', 'forfeited', 'rebate', 'cost'];
      const pr = await report('promotions', '', tz);
      const plainPr = await plain.promotions(w);
      expect(byKey(pr.rows, prCols), `promotions in ${tz}`).toEqual(plainByKey(plainPr, prCols));
      for (const c of prCols) expect(pr.totals[c], `promotions ${c} in ${tz}`).toBe(sumOf(plainPr, c));
      expect(Number(pr.totals.grants), `promotion grants in ${tz}`).toBe(2);
      expect(Number(pr.totals.rebate), `the rebate paid in ${tz}`).toBe(30);
    }
    // The players' ranking of a standard period (a day, a Monday-to-Sunday week, a month in the merchant's zone) is read
    // from report_member_periods: each period touched by the load equals the plain query, pages and totals included.
    const periods = new Set<string>();
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const day = new Date(`${d}T00:00:00Z`);
      const monday = addDays(d, -((day.getUTCDay() + 6) % 7));
      const first = `${d.slice(0, 8)}01`;
      const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
      // Every week and month the load touched, and two of its days.
      if (d === addDays(from, 2) || d === addDays(from, 9)) periods.add(`${d}|${d}`);
      periods.add(`${monday}|${addDays(monday, 6)}`).add(`${first}|${last}`);
    }
    const pCols = ['bets', 'stake', 'payout', 'ggr', 'deposits', 'withdrawals', 'bonus'];
    let ranked = 0;
    for (const p of periods) {
      const [a, b] = p.split('|') as [string, string];
      const q = `/reports/players?from=${a}&to=${b}&tz=${encodeURIComponent(KARACHI)}`;
      const all = (await ops(`${q}&pageSize=200`)).json().value;
      const start = new Date(Date.parse(`${a}T00:00:00Z`) - 5 * 3_600_000);
      const end = new Date(Date.parse(`${b}T00:00:00Z`) + DAY - 5 * 3_600_000);
      const plainRows = await plain.players({ merchantId, start, end, tz: KARACHI });
      expect(byKey(all.rows, pCols), `players over ${p}`).toEqual(plainByKey(plainRows, pCols));
      expect(all.total, `members over ${p}`).toBe(plainRows.length);
      for (const c of pCols)
        expect(all.totals[c], `${c} over ${p}`).toBe(plainRows.reduce((sum, r) => sum + BigInt(r[c] ?? '0'), 0n).toString());
      const order = all.rows.map((r: { key: string; values: { ggr: string } }) => [BigInt(r.values.ggr), Number(r.key)] as const);
      for (let i = 1; i < order.length; i++) {
        const [g0, k0] = order[i - 1]!;
        const [g1, k1] = order[i]!;
        expect(g0 > g1 || (g0 === g1 && k0 < k1), `ranking order over ${p}`).toBe(true);
      }
      if (all.rows.length >= 4) {
        const second = (await ops(`${q}&pageSize=2&page=2`)).json().value;
        expect(second.rows.map((r: { key: string }) => r.key)).toEqual(all.rows.slice(2, 4).map((r: { key: string }) => r.key));
        expect(second.total).toBe(all.total);
      }
      if (plainRows.length > 0) ranked++;
    }
    expect(ranked).toBeGreaterThan(3);
    // What the report read is the kept ranking: a change made to a period's row shows (and is taken back).
    const day = [...periods].map((p) => p.split('|')[0] as string).find((d) => d >= from && d <= to) as string;
    const q = `/reports/players?from=${day}&to=${day}&tz=${encodeURIComponent(KARACHI)}&pageSize=200`;
    const seen = (await ops(q)).json().value;
    const key = seen.rows[0]?.key;
    if (key) {
      const bump = (n: number) =>
        t.dbHandle.db.execute(sql`UPDATE report_member_periods SET bets = bets + ${n}
          WHERE merchant_id = ${merchantId} AND kind = 1 AND period_start = ${day}::date AND member_id = ${key}`);
      await bump(1000);
      const bumped = (await ops(q)).json().value.rows.find((r: { key: string }) => r.key === key);
      await bump(-1000);
      expect(BigInt(bumped.values.bets)).toBe(BigInt(seen.rows[0].values.bets) + 1000n);
    }

    // Cohorts are the merchant's days (Karachi).
    const rCols = ['cohort', 'd1', 'd7', 'd14', 'd30'];
    const retention = await report('retention', '', 'UTC');
    expect(retention.tz).toBe(KARACHI);
    expect(byKey(retention.rows, rCols)).toEqual(plainByKey(await plain.retention({ merchantId, ...window(KARACHI) }), rCols));
    expect(Number(retention.totals.cohort)).toBe(6);
    expect(Number(retention.totals.d1)).toBeGreaterThanOrEqual(1);

    // The load was real: bets settled and rolled back, both zones' totals alike, NGR is GGR less the bonus and the rebate.
    const ggr = await report('ggr');
    expect(Number(ggr.totals.bets)).toBeGreaterThan(30);
    expect(Number(ggr.totals.rollbacks)).toBeGreaterThan(5);
    expect(ggr.totals.bonus).toBe('800');
    expect(ggr.totals.rebate).toBe('30');
    expect(BigInt(ggr.totals.ngr)).toBe(BigInt(ggr.totals.ggr) - 800n - 30n);
    expect((await report('ggr', '', 'UTC')).totals.ggr).toBe(ggr.totals.ggr);
  });

  it('an event applied twice counts once', async () => {
    const before = (await report('ggr')).totals;
    await t.dbHandle.db.execute(sql`UPDATE outbox_consumers SET last_tx = '0'::xid8, last_id = 0 WHERE name = 'reports.rollup'`);
    expect((await drain()).handled).toBeGreaterThan(0);
    expect((await report('ggr')).totals).toEqual(before);
  });

  it('the time zone moves a bet across midnight; previous and next periods', async () => {
    // A bet at 19:30 UTC is the next day in Karachi (UTC+5).
    const at = new Date(base.getTime() + 13 * DAY + 19.5 * 3_600_000);
    const p = players[4]!;
    const m = await marks();
    const tx = randomUUID();
    await vendorCall(t, 'bet', { token: p.gameToken, txId: tx, roundId: 'tz', amount: '7' });
    await vendorCall(t, 'win', { token: p.gameToken, txId: randomUUID(), betTxId: tx, amount: '0' });
    await moveSince(m, at);
    await drain();
    const utcDay = dayText(at, 'UTC');
    const pkDay = dayText(at, KARACHI);
    expect(pkDay).not.toBe(utcDay);
    const one = async (day: string, tz: string) =>
      (await ops(`/reports/ggr?from=${day}&to=${day}&tz=${encodeURIComponent(tz)}`)).json().value.totals.bets as string;
    const atUtc = await one(utcDay, 'UTC');
    const atPk = await one(pkDay, KARACHI);
    // The same bet counts on the UTC day in UTC and on the next day in Karachi.
    expect(Number(await one(pkDay, 'UTC')) + Number(atUtc)).toBeGreaterThanOrEqual(1);
    const plain = createReportsPlain(t.dbHandle.db);
    const merchantId = await demoId();
    const dayOf = async (day: string, tz: string) => {
      const start = new Date(Date.parse(`${day}T00:00:00Z`) - (tz === KARACHI ? 5 : 0) * 3_600_000);
      const rows = await plain.ggr({ merchantId, start, end: new Date(start.getTime() + DAY), tz }, 'day');
      return rows[0]?.bets ?? '0';
    };
    expect(atUtc).toBe(await dayOf(utcDay, 'UTC'));
    expect(atPk).toBe(await dayOf(pkDay, KARACHI));

    // Previous: the same-length period just before, with its own totals; next: the one after (none past today).
    const r = (await ops(`/reports/ggr?from=${pkDay}&to=${pkDay}&tz=${KARACHI}`)).json().value;
    const prevDay = dayText(new Date(Date.parse(`${pkDay}T12:00:00Z`) - DAY), 'UTC');
    expect(r.previous).toMatchObject({ from: prevDay, to: prevDay });
    expect(r.previous.totals.bets).toBe(await dayOf(prevDay, KARACHI));
    expect(r.next.from).toBe(dayText(new Date(Date.parse(`${pkDay}T12:00:00Z`) + DAY), 'UTC'));
    const today = dayText(new Date(), KARACHI);
    expect((await ops(`/reports/ggr?from=${today}&to=${today}`)).json().value.next).toBeNull();
    // A zone half an hour off UTC cannot be read from hourly sums; a bad range or grouping is refused.
    expect((await ops(`/reports/ggr?from=${pkDay}&to=${pkDay}&tz=Asia/Kolkata`)).json().code).toBe('reports.zone_unsupported');
    expect((await ops(`/reports/ggr?from=${to}&to=${from}`)).json().code).toBe('reports.range_invalid');
    expect((await ops(`/reports/ggr?from=${from}&to=${to}&tz=Mars/Base`)).json().code).toBe('reports.range_invalid');
    expect((await ops(`/reports/payments?from=${from}&to=${to}&groupBy=game`)).json().code).toBe('reports.grouping_invalid');
  });

  it('a rolling range (ten days from inside the load, no standard period) equals the plain query; the periods beside it move by ten days', async () => {
    const merchantId = await demoId();
    const plain = createReportsPlain(t.dbHandle.db);
    const a = addDays(from, 3);
    const b = addDays(from, 12);
    for (const tz of [KARACHI, 'UTC']) {
      const w = (x: string, y: string) => plainWindow(merchantId, tz, x, y);
      const get = async (name: string, extra = '') => {
        const res = await ops(`/reports/${name}?from=${a}&to=${b}&tz=${encodeURIComponent(tz)}&pageSize=200${extra}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value;
      };
      const ggrCols = ['bets', 'rollbacks', 'stake', 'payout', 'ggr'];
      for (const by of ['day', 'vendor', 'game'] as const) {
        const r = await get('ggr', `&groupBy=${by}`);
        const p = await plain.ggr(w(a, b), by);
        expect(byKey(r.rows, ggrCols), `ggr by ${by} over ${a}..${b} in ${tz}`).toEqual(plainByKey(p, ggrCols));
        for (const c of ggrCols) expect(r.totals[c], `ggr ${c} in ${tz}`).toBe(sumOf(p, c));
        if (by === 'day') {
          expect(r.rows).toHaveLength(10);
          // The ten days before, with their own totals; the ten days after.
          expect(r.previous).toMatchObject({ from: addDays(a, -10), to: addDays(a, -1) });
          const before = await plain.ggr(w(addDays(a, -10), addDays(a, -1)), 'day');
          for (const c of ggrCols) expect(r.previous.totals[c], `previous ${c} in ${tz}`).toBe(sumOf(before, c));
          expect(r.next).toEqual({ from: addDays(b, 1), to: addDays(b, 10) });
        }
      }
      const payCols = ['deposits', 'depositAmount', 'withdrawals', 'withdrawalAmount', 'net'];
      for (const by of ['day', 'method'] as const) {
        const r = await get('payments', `&groupBy=${by}`);
        const p = await plain.payments(w(a, b), by);
        expect(byKey(r.rows, payCols), `payments by ${by} in ${tz}`).toEqual(plainByKey(p, payCols));
        for (const c of payCols) expect(r.totals[c], `payments ${c} in ${tz}`).toBe(sumOf(p, c));
      }
      const ftdCols = ['registrations', 'ftd', 'ftdAmount'];
      expect(byKey((await get('ftd')).rows, ftdCols), `ftd in ${tz}`).toEqual(plainByKey(await plain.ftd(w(a, b)), ftdCols));
      const pCols = ['bets', 'stake', 'payout', 'ggr', 'deposits', 'withdrawals', 'bonus'];
      const pl = await get('players');
      const plainPl = await plain.players(w(a, b));
      expect(byKey(pl.rows, pCols), `players in ${tz}`).toEqual(plainByKey(plainPl, pCols));
      for (const c of pCols) expect(pl.totals[c], `players ${c} in ${tz}`).toBe(sumOf(plainPl, c));
      const aCols = ['stake', 'payout', 'ggr', 'deposits', 'withdrawals', 'bonus'];
      expect(byKey((await get('agents')).rows, aCols), `agents in ${tz}`).toEqual(plainByKey(await plain.players(w(a, b), true), aCols));
      // The bonus at 19:30 UTC before the range's first day is in the range in Karachi (read by day), before it in UTC.
      const prCols = ['grants', 'granted', 'forfeited'];
      const pr = await get('promotions');
      const plainPr = await plain.promotions(w(a, b));
      expect(byKey(pr.rows, prCols), `promotions in ${tz}`).toEqual(plainByKey(plainPr, prCols));
      const plainBefore = await plain.promotions(w(addDays(a, -10), addDays(a, -1)));
      for (const c of prCols) {
        expect(pr.totals[c], `promotions ${c} in ${tz}`).toBe(sumOf(plainPr, c));
        expect(pr.previous.totals[c], `promotions' previous ${c} in ${tz}`).toBe(sumOf(plainBefore, c));
      }
      expect([pr.totals.grants, pr.previous.totals.grants], `promotion grants in ${tz}`).toEqual(tz === KARACHI ? ['2', '0'] : ['1', '1']);
    }
    // In the merchant's zone promotion cost (and NGR's bonus) is read from report_cost_days: a change made to a day's row
    // shows in the report's row and totals (and is taken back); the same range in UTC reads the hours and does not show it.
    const [costDay] = await q<{ source: string; promotion_id: string }>(sql`SELECT source, promotion_id::text FROM report_cost_days
      WHERE merchant_id = ${merchantId} AND day = ${a}::date AND granted > 0 ORDER BY source, promotion_id LIMIT 1`);
    expect(costDay).toBeDefined();
    const costKey = `${costDay!.source}:${costDay!.promotion_id}`;
    const costs = async (tz: string) => {
      const z = `from=${a}&to=${b}&tz=${encodeURIComponent(tz)}&pageSize=200`;
      const pr = (await ops(`/reports/promotions?${z}`)).json().value;
      const row = pr.rows.find((r: { key: string }) => r.key === costKey);
      const ggr = (await ops(`/reports/ggr?${z}&groupBy=day`)).json().value;
      const day = ggr.rows.find((r: { key: string }) => r.key === a);
      return [row?.values.granted, pr.totals.granted, ggr.totals.bonus, day?.values.bonus].map((v) => BigInt(v ?? '0'));
    };
    const bumpCost = (n: number) =>
      t.dbHandle.db.execute(sql`UPDATE report_cost_days SET granted = granted + ${n}
        WHERE merchant_id = ${merchantId} AND day = ${a}::date AND source = ${costDay!.source} AND promotion_id = ${costDay!.promotion_id}::bigint`);
    const kept = await costs(KARACHI);
    const keptUtc = await costs('UTC');
    await bumpCost(1000);
    const bumpedCosts = await costs(KARACHI);
    const bumpedUtc = await costs('UTC');
    await bumpCost(-1000);
    expect(bumpedCosts).toEqual(kept.map((v) => v + 1000n));
    expect(bumpedUtc).toEqual(keptUtc);
    // In the merchant's zone the ranking was added up from the periods the range is made of (days and weeks here), not
    // from the hours: a change made to one of those periods' rows shows in the report (and is taken back).
    const parts = periodsOf(reportRange(a, b, KARACHI), KARACHI, dayText(new Date(), KARACHI)) ?? [];
    expect(parts.length).toBeGreaterThan(0);
    const found = (
      await Promise.all(
        parts.map(
          async (p) =>
            (
              await q<{ member_id: string }>(sql`SELECT member_id::text FROM report_member_periods
              WHERE merchant_id = ${merchantId} AND kind = ${p.kind} AND period_start = ${p.start}::date ORDER BY member_id LIMIT 1`)
            ).map((r) => ({ ...p, member: r.member_id }))[0],
        ),
      )
    ).find(Boolean);
    expect(found).toBeDefined();
    const ranked = `/reports/players?from=${a}&to=${b}&tz=${encodeURIComponent(KARACHI)}&pageSize=200`;
    const betsOf = async () =>
      BigInt((await ops(ranked)).json().value.rows.find((r: { key: string }) => r.key === found!.member).values.bets);
    const seen = await betsOf();
    const bump = (n: number) =>
      t.dbHandle.db.execute(sql`UPDATE report_member_periods SET bets = bets + ${n}
        WHERE merchant_id = ${merchantId} AND kind = ${found!.kind} AND period_start = ${found!.start}::date AND member_id = ${found!.member}`);
    await bump(1000);
    const bumped = await betsOf();
    await bump(-1000);
    expect(bumped).toBe(seen + 1000n);
    // The load is in the range: the comparison is not of two empty answers.
    expect(Number((await ops(`/reports/ggr?from=${a}&to=${b}&tz=${KARACHI}`)).json().value.totals.bets)).toBeGreaterThan(10);
    // A range longer than 366 days, reversed or of no real day is refused with its code.
    expect((await ops(`/reports/ggr?from=${addDays(b, -366)}&to=${b}`)).json().code).toBe('reports.range_invalid');
    expect((await ops(`/reports/ggr?from=${addDays(b, -365)}&to=${b}`)).statusCode).toBe(200);
    expect((await ops(`/reports/players?from=${b}&to=${a}`)).json().code).toBe('reports.range_invalid');
    expect((await ops(`/reports/payments?from=2026-02-30&to=2026-03-02`)).json().code).toBe('reports.range_invalid');
  });

  it('drill-down lists the rows under a key', async () => {
    const byGame = await report('ggr', '&groupBy=game');
    const top = byGame.rows[0];
    expect(top.label).not.toBe('');
    const rows = (await ops(`/reports/ggr/rows?from=${from}&to=${to}&tz=${KARACHI}&groupBy=game&key=${top.key}&pageSize=200`)).json().value;
    expect(rows.total).toBe(Number(top.values.bets));
    const stake = rows.rows.reduce((s: bigint, r: { fields: { stake: string } }) => s + BigInt(r.fields.stake), 0n);
    expect(stake.toString()).toBe(top.values.stake);
    const pl = (await report('players')).rows.find((r: { values: { bets: string } }) => r.values.bets !== '0');
    const mine = (await ops(`/reports/players/rows?from=${from}&to=${to}&tz=${KARACHI}&key=${pl.key}&pageSize=1`)).json().value;
    expect(mine).toMatchObject({ total: Number(pl.values.bets), page: 1 });
    expect(mine.rows[0].account).toBe(pl.label);
    const cohort = (await report('retention')).rows.find((r: { values: { cohort: string } }) => r.values.cohort !== '0');
    const members = (await ops(`/reports/retention/rows?from=${from}&to=${to}&key=${cohort.key}`)).json().value;
    expect(members.total).toBe(Number(cohort.values.cohort));
  });

  /** A report over the demo's recent days (its lottery draws go eight days back), every row on one page. */
  const recent = async (name: string, extra = '') => {
    const res = await ops(
      `/reports/${name}?from=${dayText(new Date(Date.now() - 9 * DAY), KARACHI)}&to=${dayText(new Date(), KARACHI)}&pageSize=200${extra}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.total).toBeLessThanOrEqual(200);
    return v as {
      from: string;
      to: string;
      rows: { key: string; label: string; values: Record<string, string> }[];
      totals: Record<string, string>;
    };
  };

  it('every demo bet is attributed to its game: no empty key, the games of each vendor add up to the vendor', async () => {
    const byVendor = await recent('ggr', '&groupBy=vendor');
    const byGame = await recent('ggr', '&groupBy=game');
    expect(byGame.rows.filter((r) => r.key === '').map((r) => r.values.bets)).toEqual([]);
    const house = byVendor.rows.find((r) => r.key === 'HOUSE')!;
    expect(Number(house.values.bets)).toBeGreaterThan(0);
    const cols = ['bets', 'rollbacks', 'stake', 'payout'];
    const sumOf = (rows: { values: Record<string, string> }[]) =>
      Object.fromEntries(cols.map((c) => [c, rows.reduce((s, r) => s + BigInt(r.values[c] ?? '0'), 0n).toString()]));
    // The house's games (HOUSE_*) carry every house bet; all games together carry every vendor's.
    expect(sumOf(byGame.rows.filter((r) => r.key.startsWith('HOUSE_')))).toEqual(sumOf([house]));
    expect(sumOf(byGame.rows)).toEqual(sumOf(byVendor.rows));
    // And the house's games equal the plain GROUP BY over the bet rows.
    const merchantId = await demoId();
    const start = new Date(Date.parse(`${byGame.from}T00:00:00Z`) - 5 * 3_600_000);
    const end = new Date(Date.parse(`${byGame.to}T00:00:00Z`) + DAY - 5 * 3_600_000);
    const plain = await createReportsPlain(t.dbHandle.db).ggr({ merchantId, start, end, tz: KARACHI }, 'game');
    const houseOnly = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('HOUSE_')));
    expect(houseOnly(byKey(byGame.rows, cols))).toEqual(houseOnly(plainByKey(plain, cols)));
  });

  it('a bet event without its game is attributed through its bet row; a bet with no game is labelled and drills down', async () => {
    // Written as the demo seed's agent rounds were: the event names no game; one bet row has it, one has none.
    const day = new Date(base.getTime() - 5 * DAY);
    const at = new Date(day.getTime() + 10 * 3_600_000).toISOString();
    const merchantId = await demoId();
    const p = players[0]!;
    const made: string[] = [];
    for (const [n, game] of [
      ['a', 'HOUSE_DICE'],
      ['b', null],
    ] as const) {
      const tx = `REPNOGAME:${randomUUID()}:${n}`;
      made.push(tx);
      await t.dbHandle.db.execute(sql`INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, game_code, amount, state,
          payout, settled_at, fingerprint, response, created_at)
        VALUES (${merchantId}, ${p.id}, 'HOUSE', ${tx}, 'BET', ${game}, 30, 'SETTLED', 12, ${at}, 'BET:30', '{}'::jsonb, ${at})`);
      await t.dbHandle.db.execute(sql`INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
        VALUES (${merchantId}, 'bet.settled', ${p.id}, ${tx}, ${JSON.stringify({ vendor: 'HOUSE', txId: `${tx}w`, betTxId: tx, stake: '30', payout: '12', validBet: '30' })}::jsonb, ${at})`);
    }
    expect((await drain()).parked).toBe(0);
    const d = dayText(day, 'UTC');
    const range = `from=${d}&to=${d}&tz=UTC`;
    const byGame = (await ops(`/reports/ggr?${range}&groupBy=game`)).json().value;
    expect(
      byGame.rows.map((r: { key: string; values: { bets: string; stake: string } }) => [r.key, r.values.bets, r.values.stake]).sort(),
    ).toEqual([
      ['(no game)', '1', '30'],
      ['HOUSE_DICE', '1', '30'],
    ]);
    const byCategory = (await ops(`/reports/ggr?${range}&groupBy=category`)).json().value;
    expect(byCategory.rows.map((r: { key: string }) => r.key).sort()).toEqual(['(no category)', 'PVP']);
    const plain = createReportsPlain(t.dbHandle.db);
    const w = { merchantId, start: new Date(`${d}T00:00:00Z`), end: new Date(Date.parse(`${d}T00:00:00Z`) + DAY), tz: 'UTC' };
    const cols = ['bets', 'stake', 'payout'];
    expect(byKey(byGame.rows, cols)).toEqual(plainByKey(await plain.ggr(w, 'game'), cols));
    expect(byKey(byCategory.rows, cols)).toEqual(plainByKey(await plain.ggr(w, 'category'), cols));
    for (const [by, key, tx] of [
      ['game', '(no game)', made[1]],
      ['game', 'HOUSE_DICE', made[0]],
      ['category', '(no category)', made[1]],
    ] as const) {
      const rows = (await ops(`/reports/ggr/rows?${range}&groupBy=${by}&key=${encodeURIComponent(key)}`)).json().value;
      expect(rows.total, `${by} ${key}`).toBe(1);
      expect(rows.rows[0].fields).toMatchObject({ stake: '30', payout: '12', ggr: '18', game: tx === made[0] ? 'HOUSE_DICE' : '' });
    }
  });

  it('drill-down finds the bets each game counted, for every vendor kind (house, seamless studio, lottery)', async () => {
    const byGame = await recent('ggr', '&groupBy=game');
    const lotteryCodes = new Set(
      (await q<{ game_code: string }>(sql`SELECT game_code FROM lottery_games WHERE merchant_id = ${await demoId()}`)).map(
        (r) => r.game_code,
      ),
    );
    const played = byGame.rows.filter((r) => r.values.bets !== '0');
    expect(played.some((r) => lotteryCodes.has(r.key))).toBe(true);
    expect(played.some((r) => r.key.startsWith('HOUSE_'))).toBe(true);
    for (const g of played) {
      const rows = (
        await ops(
          `/reports/ggr/rows?from=${byGame.from}&to=${byGame.to}&tz=${KARACHI}&groupBy=game&key=${encodeURIComponent(g.key)}&pageSize=200`,
        )
      ).json().value;
      expect(rows.total, g.key).toBe(Number(g.values.bets));
      expect(rows.total).toBeLessThanOrEqual(200);
      const sum = (f: string) =>
        rows.rows.reduce((s: bigint, r: { fields: Record<string, string> }) => s + BigInt(r.fields[f] ?? '0'), 0n).toString();
      expect({ stake: sum('stake'), payout: sum('payout') }, g.key).toEqual({ stake: g.values.stake, payout: g.values.payout });
    }
    // By vendor and by category, the same.
    for (const by of ['vendor', 'category'] as const) {
      for (const g of (await recent('ggr', `&groupBy=${by}`)).rows.filter((r) => r.values.bets !== '0')) {
        const rows = (
          await ops(
            `/reports/ggr/rows?from=${byGame.from}&to=${byGame.to}&tz=${KARACHI}&groupBy=${by}&key=${encodeURIComponent(g.key)}&pageSize=1`,
          )
        ).json().value;
        expect(rows.total, `${by} ${g.key}`).toBe(Number(g.values.bets));
      }
    }
  });
  it('CSV export needs reports.export and is audited with its reason; reads need reports.view', async () => {
    const admin = await staff.signIn('admin');
    const viewer = await staff.signIn('viewer');
    const support = await staff.signIn('support');
    const range = `from=${from}&to=${to}&tz=${KARACHI}`;
    expect((await ops(`/reports/ggr?${range}`, bearer(viewer.token))).statusCode).toBe(200);
    expect((await ops(`/reports/ggr?${range}`, bearer(support.token))).json().code).toBe('ops.forbidden');
    expect((await ops(`/reports/ggr/rows?${range}&key=${from}`, bearer(support.token))).json().code).toBe('ops.forbidden');
    expect((await ops(`/reports/ggr/export?${range}&reason=Monthly%20review`, bearer(viewer.token))).json().code).toBe('ops.forbidden');
    expect((await ops(`/reports/ggr/export?${range}`, bearer(admin.token))).statusCode).toBe(400);

    const csv = await ops(`/reports/ggr/export?${range}&groupBy=vendor&reason=Monthly%20review`, bearer(admin.token));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('key,label,bets,rollbacks,stake,payout,ggr,bonus,rebate,ngr');
    const totals = (await report('ggr', '&groupBy=vendor')).totals;
    expect(lines.at(-1)).toBe(
      [
        'TOTAL',
        `${from}..${to} ${KARACHI}`,
        ...['bets', 'rollbacks', 'stake', 'payout', 'ggr', 'bonus', 'rebate', 'ngr'].map((c) => totals[c]),
      ].join(','),
    );
    const audit = await q<{ actor: string; payload: { reason: string; rows: number; outcome: string } }>(
      sql`SELECT actor, payload FROM ops_audit_log WHERE action = 'reports.export' ORDER BY id`,
    );
    expect(audit.at(-1)).toMatchObject({ payload: { reason: 'Monthly review', rows: lines.length - 2, outcome: 'ok' } });
    expect(audit.some((a) => a.payload.outcome === 'ops.forbidden')).toBe(true);
  });
});
