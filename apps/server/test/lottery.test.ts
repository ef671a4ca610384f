// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lotteryRules } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { createTestApp, fund, H, OPS, signIn, type TestContext } from './harness';
import { balanceOf, count, lotteryBet, lotteryOf, makeDraw, makeGame, pastDraw } from './lottery-helpers';

const rid = () => randomBytes(8).toString('hex');

describe('lottery: lobby, betting, settlement, void, operators', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a fresh site shows lottery games with their next draw, settled results that verify, and launch routes', async () => {
    const games = (await t.app.inject({ method: 'GET', url: '/lgw/games', headers: H() })).json().value.games;
    expect(games.length).toBe(58);
    const north = games.find((g: { gameCode: string }) => g.gameCode === 'TCG_LOTTO_VN_EL0001');
    expect(north.route).toBe('/vnLottery?gameCode=TCG_LOTTO_VN_EL0001');
    expect(north.nextDraw.countdownSeconds).toBeGreaterThan(0);
    expect(games.find((g: { gameCode: string }) => g.gameCode === 'TCG_SEA_EL0001').route).toBe('/seaLottery?gameCode=TCG_SEA_EL0001');
    expect(games.find((g: { gameCode: string }) => g.gameCode === 'LOTT_LO0001').route).toBe('/lottery?gameCode=LOTT_LO0001');
    const sea = (await t.app.inject({ method: 'GET', url: '/lgw/games?prizeMode=SEA', headers: H() })).json().value.games;
    expect(sea.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual([
      'TCG_SEA_EL0001',
      'TCG_SEA_EL0002',
      'TCG_SEA_EL0003',
      'TCG_SEA_EL0004',
      'TCG_SEA_EL0005',
      'TCG_SEA_EL0006',
    ]);
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB', headers: H() })).json()
      .value.menus;
    expect(menus.map((m: { region: string }) => m.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);

    const history = (await t.app.inject({ method: 'GET', url: '/lgw/draw?gameCode=TCG_LOTTO_VN_EL0001', headers: H() })).json().value;
    expect(history.draws.length).toBeGreaterThan(0);
    const last = history.draws[0];
    expect(last.result.flatMap((p: { numbers: string[] }) => p.numbers)).toHaveLength(27);
    const v = (await t.app.inject({ method: 'GET', url: `/lgw/draw/verify/${last.drawId}`, headers: H() })).json().value;
    expect(v.verified).toBe(true);
    expect(v.replayed).toEqual(last.result);

    const opened = (await t.app.inject({ method: 'GET', url: '/lotto/lgw/games/opened/numero', headers: H() })).json().value.draws;
    expect(opened.length).toBeGreaterThan(0);
    const near = (await t.app.inject({ method: 'GET', url: '/lgw/numeros/near?gameCode=LOTT_LO0001&count=3', headers: H() })).json().value;
    expect(near.draws).toHaveLength(3);
    const trends = (await t.app.inject({ method: 'GET', url: '/lgw/draw/trends?gameCode=TCG_LOTTO_VN_EL0001', headers: H() })).json().value;
    expect(trends.numbers).toHaveLength(100);
    // The seed's settled tickets were counted as bets: bet.settled events exist for lottery play.
    expect(
      await count(t, sql`SELECT count(*) AS n FROM domain_events WHERE type = 'bet.settled' AND aggregate_id LIKE 'LOTTERY:%'`),
    ).toBeGreaterThan(0);
  });

  it('VN stations follow the weekday schedule: several southern and central stations draw every day', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB', headers: H() })).json()
      .value.menus as { region: string; gameMenus: { weekdays: number[]; format: string }[] }[];
    const of = (region: string, day: number) =>
      menus.find((m) => m.region === region)?.gameMenus.filter((g) => g.weekdays.includes(day)).length ?? 0;
    for (let day = 0; day < 7; day++) {
      expect([day, of('SOUTH', day) >= 3, of('CENTRAL', day) >= 2, of('NORTH', day) >= 1]).toEqual([day, true, true, true]);
    }
    expect(of('SOUTH', 6)).toBe(4);
    // The job generated those draws ahead: each of the next seven whole days (UTC) has several stations of each
    // region (whole days, so the count does not depend on the time of day the test runs).
    const rows = rowsOf<{ day: string; format: string; n: number }>(
      await t.dbHandle.db.execute(sql`SELECT (d.draw_at AT TIME ZONE 'UTC')::date::text AS day, g.format, count(DISTINCT g.id)::int AS n
        FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id JOIN merchants m ON m.id = g.merchant_id
        WHERE m.code = 'DEMO' AND g.format IN ('VN_SOUTH', 'VN_CENTRAL')
          AND d.draw_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day'
          AND d.draw_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '8 days'
        GROUP BY 1, 2`),
    );
    const days = new Set(rows.map((r) => r.day));
    expect(days.size).toBe(7);
    for (const r of rows) expect([r.day, r.format, Number(r.n) >= (r.format === 'VN_SOUTH' ? 3 : 2)]).toEqual([r.day, r.format, true]);
  });

  it('registry calls: recentLottGame lists every area the member played, lottoDraw answers a game by its code', async () => {
    const vnGame = await makeGame(t, { format: 'VN_NORTH' });
    const fastGame = await makeGame(t, { format: 'FAST' });
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    const recent = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: p.headers })).json().value.games.map((g: { gameCode: string }) => g.gameCode);
    expect(await recent('/lgw/games/game_menus/recent')).toEqual([]);
    const d1 = await makeDraw(t, vnGame);
    expect(
      (await lotteryBet(t, p.headers, { gameCode: vnGame.code, drawId: d1, bets: [{ betType: 'LO2', numbers: ['12'], stake: '1000' }] }))
        .statusCode,
    ).toBe(200);
    const d2 = await makeDraw(t, fastGame);
    expect(
      (await lotteryBet(t, p.headers, { gameCode: fastGame.code, drawId: d2, bets: [{ betType: 'F_BIG', numbers: [], stake: '1000' }] }))
        .statusCode,
    ).toBe(200);
    // Every area, latest first; the VN menu's recent call keeps its stations only; a prize mode filters.
    expect(await recent('/lgw/games/game_menus/recent')).toEqual([fastGame.code, vnGame.code]);
    expect(await recent('/lgw/vn/games/game_menu/recent')).toEqual([vnGame.code]);
    expect(await recent('/lgw/games/game_menus/recent?prizeMode=SEA')).toEqual([]);
    const visitor = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus/recent', headers: H() });
    expect(visitor.statusCode).toBe(401);

    // gameMenu's lottery part: the e-lottery and lottery categories carry the lottery vendors whose games route here.
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: H() })).json().value as {
      gameCategory: string;
      cards: { vassalage: string }[];
    }[];
    const vendorsOf = (c: string) => menus.find((m) => m.gameCategory === c)?.cards.map((v) => v.vassalage) ?? [];
    expect(vendorsOf('ELOTT')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']));
    expect(vendorsOf('LOTT')).toContain('LOTT');

    const byCode = (await t.app.inject({ method: 'GET', url: '/lgw/draw/code/TCG_LOTTO_VN_EL0001', headers: H() })).json().value;
    expect(byCode.gameCode).toBe('TCG_LOTTO_VN_EL0001');
    expect(byCode.latest.result.flatMap((x: { numbers: string[] }) => x.numbers)).toHaveLength(27);
    expect(byCode.latest.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(byCode.next.countdownSeconds).toBeGreaterThan(0);
    expect(byCode.next.drawAt > byCode.latest.drawAt).toBe(true);
    const fresh = (await t.app.inject({ method: 'GET', url: `/lgw/draw/code/${fastGame.code}`, headers: H() })).json().value;
    expect(fresh.latest).toBeNull();
    expect(fresh.next.drawId).toBe(d2);
    const unknown = await t.app.inject({ method: 'GET', url: '/lgw/draw/code/NOPE', headers: H('DEMO', { language: 'UR' }) });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'lottery.game_unknown']);
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a seed or a future draw never shows its seed before the result', async () => {
    const near = (await t.app.inject({ method: 'GET', url: '/lgw/numeros/near?gameCode=TCG_SEA_EL0001', headers: H() })).json().value;
    const v = (await t.app.inject({ method: 'GET', url: `/lgw/draw/verify/${near.draws[0].drawId}`, headers: H() })).json().value;
    expect(v.serverSeed).toBeNull();
    expect(v.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(v.verified).toBe(false);
  });

  it('places a VN slip through the ledger once (a retry answers the same tickets) and settles it by the table', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    const body = {
      gameCode: game.code,
      drawId,
      requestId: rid(),
      bets: [
        { betType: 'LO2', numbers: ['45'], stake: '1000' },
        { betType: 'LO2', numbers: ['12'], stake: '1000' },
        { betType: 'DE', numbers: ['45'], stake: '1000' },
        { betType: 'DE', numbers: ['99'], stake: '1000' },
        { betType: 'DAU', numbers: ['4'], stake: '1000' },
        { betType: 'DUOI', numbers: ['5'], stake: '1000' },
        { betType: 'XIEN2', numbers: ['45', '12'], stake: '1000' },
        { betType: 'XIEN3', numbers: ['45', '12', '77'], stake: '1000' },
        { betType: 'DA', numbers: ['45', '12'], stake: '1000' },
        { betType: 'LO3', numbers: ['345'], stake: '1000' },
        { betType: 'LO4', numbers: ['2345'], stake: '1000' },
      ],
    };
    const r1 = await lotteryBet(t, p.headers, body);
    expect(r1.statusCode).toBe(200);
    const r2 = await lotteryBet(t, p.headers, body);
    expect(r2.json().value.tickets.map((x: { ticketId: number }) => x.ticketId)).toEqual(
      r1.json().value.tickets.map((x: { ticketId: number }) => x.ticketId),
    );
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 11_000n);

    // Special prize 12345: tail 45 (đề 45, đầu 4, đuôi 5); 45 comes twice more (G1, G7) and 12 once (G7).
    const result = [
      { rank: 'DB', numbers: ['12345'] },
      { rank: 'G1', numbers: ['00045'] },
      { rank: 'G2', numbers: ['11111', '22222'] },
      { rank: 'G3', numbers: ['33333', '44444', '55555', '66666', '77770', '88888'] },
      { rank: 'G4', numbers: ['1000', '2001', '3002', '4003'] },
      { rank: 'G5', numbers: ['5004', '6005', '7006', '8007', '9008', '0009'] },
      { rank: 'G6', numbers: ['101', '202', '303'] },
      { rank: 'G7', numbers: ['45', '12', '56', '78'] },
    ];
    const svc = lotteryOf(t);
    await pastDraw(t, drawId);
    const f = lotteryRules.flatten(result as lotteryRules.Result);
    await svc.repo.setResult(drawId, { result, ...f });
    expect((await svc.settle(drawId)).settled).toBe(11);
    const tickets = (
      await t.app.inject({ method: 'GET', url: `/lgw/tickets?gameCode=${game.code}&pageSize=50`, headers: p.headers })
    ).json().value.tickets;
    const pay = Object.fromEntries(
      tickets.map((x: { betType: string; numbers: string[]; payout: string }) => [`${x.betType}:${x.numbers.join('-')}`, x.payout]),
    );
    const o = lotteryRules.defaultOdds;
    expect(pay).toEqual({
      // lô 45: drawn three times (DB, G1, G7) pays three times; lô 12 once.
      'LO2:45': String((1000 * 3 * o.LO2[0]!) / 1000),
      'LO2:12': String((1000 * 1 * o.LO2[0]!) / 1000),
      'DE:45': String(o.DE[0]!),
      // đề 99 is not paid by a lô-style match anywhere else.
      'DE:99': '0',
      'DAU:4': String(o.DAU[0]!),
      'DUOI:5': String(o.DUOI[0]!),
      'XIEN2:45-12': String(o.XIEN2[0]!),
      // xiên 3 needs every number: 77 is not a tail of any prize.
      'XIEN3:45-12-77': '0',
      // đá 45/12: one complete pair (45 three times, 12 once).
      'DA:45-12': String(o.DA[0]!),
      'LO3:345': String(o.LO3[0]!),
      'LO4:2345': String(o.LO4[0]!),
    });
    const paid = tickets.reduce((s: bigint, x: { payout: string }) => s + BigInt(x.payout), 0n);
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 11_000n + paid);
    // Settled twice pays nothing more.
    expect((await svc.settle(drawId)).already).toBe(true);
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 11_000n + paid);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('settles 4D Big, Small and iBox and the fast games by their tables', async () => {
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    const g4 = await makeGame(t, { format: 'SEA_4D' });
    const d4 = await makeDraw(t, g4);
    const r4 = await lotteryBet(t, p.headers, {
      gameCode: g4.code,
      drawId: d4,
      bets: [
        { betType: 'BIG', numbers: ['1234'], stake: '1000' },
        { betType: 'SMALL', numbers: ['1234'], stake: '1000' },
        { betType: 'BIG', numbers: ['5678'], stake: '1000' },
        { betType: 'SMALL', numbers: ['5678'], stake: '1000' },
        { betType: 'IBOX', numbers: ['4321'], stake: '2400' },
      ],
    });
    expect(r4.statusCode).toBe(200);
    const gf = await makeGame(t, { format: 'FAST' });
    const df = await makeDraw(t, gf);
    const rf = await lotteryBet(t, p.headers, {
      gameCode: gf.code,
      drawId: df,
      bets: [
        { betType: 'F_NUMBER', numbers: ['789'], stake: '1000' },
        { betType: 'F_BIG', numbers: [], stake: '1000' },
        { betType: 'F_SMALL', numbers: [], stake: '1000' },
        { betType: 'F_ODD', numbers: [], stake: '1000' },
        { betType: 'F_EVEN', numbers: [], stake: '1000' },
        { betType: 'F_SUM', numbers: ['24'], stake: '1000' },
      ],
    });
    expect(rf.statusCode).toBe(200);
    const starters = Array.from({ length: 10 }, (_, i) => String(1000 + i * 7));
    const consolation = Array.from({ length: 9 }, (_, i) => String(3000 + i * 7)).concat(['5678']);
    const res4 = [
      { rank: 'P1', numbers: ['1234'] },
      { rank: 'P2', numbers: ['9999'] },
      { rank: 'P3', numbers: ['8888'] },
      { rank: 'STARTER', numbers: starters },
      { rank: 'CONSOLATION', numbers: consolation },
    ];
    const resF = [{ rank: 'N', numbers: ['789'] }];
    const svc = lotteryOf(t);
    for (const [id, r] of [
      [d4, res4],
      [df, resF],
    ] as const) {
      await pastDraw(t, id);
      await svc.repo.setResult(id, { result: r, ...lotteryRules.flatten(r as lotteryRules.Result) });
      await svc.settle(id);
    }
    const tickets = (await t.app.inject({ method: 'GET', url: '/lgw/tickets?pageSize=50', headers: p.headers })).json().value.tickets;
    const pay = Object.fromEntries(
      tickets.map((x: { betType: string; numbers: string[]; payout: string }) => [`${x.betType}:${x.numbers.join('-')}`, x.payout]),
    );
    const o = lotteryRules.defaultOdds;
    expect(pay).toEqual({
      'BIG:1234': String(o.BIG[0]!),
      'SMALL:1234': String(o.SMALL[0]!),
      // 5678 is a consolation number: Big pays it, Small (1st–3rd only) does not.
      'BIG:5678': String(o.BIG[4]!),
      'SMALL:5678': '0',
      // iBox 4321 = any order of 1234 (24 orders): the first prize divided by 24.
      'IBOX:4321': String((2400n * BigInt(o.IBOX[0]!)) / (1000n * 24n)),
      'F_NUMBER:789': String(o.F_NUMBER[0]!),
      // 7 + 8 + 9 = 24: big, even, sum 24.
      'F_BIG:': String(o.F_BIG[0]!),
      'F_SMALL:': '0',
      'F_ODD:': '0',
      'F_EVEN:': String(o.F_EVEN[0]!),
      'F_SUM:24': String(o.F_SUM[0]!),
    });
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('refuses bad input with a coded 4xx in the language asked for, and writes nothing', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH', maxPerNumber: 50_000n, maxPerDraw: 60_000n });
    const drawId = await makeDraw(t, game);
    const closed = await makeDraw(t, game, -60_000);
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    const before = {
      tickets: await count(t, sql`SELECT count(*) AS n FROM lottery_tickets`),
      transfers: await count(t, sql`SELECT count(*) AS n FROM ledger_transfers`),
      balance: await balanceOf(t, p.member.id),
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['100'], stake: '1000' }] }, 400, 'lottery.numbers_invalid'],
      [{ gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['4a'], stake: '1000' }] }, 400, 'request_param_err'],
      [
        { gameCode: game.code, drawId, bets: [{ betType: 'XIEN2', numbers: ['12', '12'], stake: '1000' }] },
        400,
        'lottery.numbers_duplicate',
      ],
      [{ gameCode: game.code, drawId, bets: [{ betType: 'BIG', numbers: ['1234'], stake: '1000' }] }, 400, 'lottery.bet_type_invalid'],
      [{ gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['12'], stake: '10' }] }, 400, 'lottery.stake_invalid'],
      [{ gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['12'], stake: '60000' }] }, 400, 'lottery.stake_invalid'],
      [{ gameCode: game.code, drawId: closed, bets: [{ betType: 'LO2', numbers: ['12'], stake: '1000' }] }, 409, 'lottery.draw_closed'],
      [{ gameCode: game.code, drawId: 987654321, bets: [{ betType: 'LO2', numbers: ['12'], stake: '1000' }] }, 404, 'lottery.draw_unknown'],
      [{ gameCode: 'NOPE', bets: [{ betType: 'LO2', numbers: ['12'], stake: '1000' }] }, 404, 'lottery.game_unknown'],
      [
        { gameCode: game.code, drawId, chase: { draws: 5, stopOnWin: true }, bets: [{ betType: 'LO2', numbers: ['12'], stake: '1000' }] },
        400,
        'lottery.chase_too_long',
      ],
      [{ gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['12'], stake: '1.5' }] }, 400, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      const r = await lotteryBet(t, { ...p.headers, language: 'UR' }, body);
      expect([r.statusCode, r.json().code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.json().message).toBeTruthy();
    }
    // Limits: 45,000 on 12 is fine; 10,000 more on 12 passes the per-number limit; the draw limit is 60,000.
    expect(
      (await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['12'], stake: '45000' }] }))
        .statusCode,
    ).toBe(200);
    const overNumber = await lotteryBet(t, p.headers, {
      gameCode: game.code,
      drawId,
      bets: [{ betType: 'LO2', numbers: ['12'], stake: '10000' }],
    });
    expect(overNumber.json().code).toBe('lottery.limit_number');
    const overDraw = await lotteryBet(t, p.headers, {
      gameCode: game.code,
      drawId,
      bets: [{ betType: 'LO2', numbers: ['34'], stake: '20000' }],
    });
    expect(overDraw.json().code).toBe('lottery.limit_draw');
    expect(await count(t, sql`SELECT count(*) AS n FROM lottery_tickets`)).toBe(before.tickets + 1);
    expect(await count(t, sql`SELECT count(*) AS n FROM ledger_transfers`)).toBe(before.transfers + 1);
    expect(await balanceOf(t, p.member.id)).toBe(before.balance - 45_000n);
    // Not enough money: refused, nothing written.
    const poor = await signIn(t);
    const r = await lotteryBet(t, poor.headers, {
      gameCode: game.code,
      drawId,
      bets: [{ betType: 'LO2', numbers: ['56'], stake: '1000' }],
    });
    expect(r.json().code).toBe('wallet.insufficient_funds');
    expect(await count(t, sql`SELECT count(*) AS n FROM lottery_tickets WHERE member_id = ${poor.member.id}`)).toBe(0);
  });

  it('a chase bets the next draws and stops on a win, refunding the rest once', async () => {
    const game = await makeGame(t, { format: 'FAST' });
    const d1 = await makeDraw(t, game, 3_600_000);
    await makeDraw(t, game, 3_700_000);
    await makeDraw(t, game, 3_800_000);
    const p = await signIn(t);
    await fund(t, p.member, 100_000n);
    const r = await lotteryBet(t, p.headers, {
      gameCode: game.code,
      chase: { draws: 3, stopOnWin: true },
      bets: [{ betType: 'F_NUMBER', numbers: ['123'], stake: '1000' }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().value.tickets).toHaveLength(3);
    expect(await balanceOf(t, p.member.id)).toBe(97_000n);
    const svc = lotteryOf(t);
    await pastDraw(t, d1);
    const res = [{ rank: 'N', numbers: ['123'] }];
    await svc.repo.setResult(d1, { result: res, ...lotteryRules.flatten(res as lotteryRules.Result) });
    await svc.settle(d1);
    const states = (await t.app.inject({ method: 'GET', url: `/lgw/tickets?gameCode=${game.code}`, headers: p.headers }))
      .json()
      .value.tickets.map((x: { state: string }) => x.state);
    expect(states.sort()).toEqual(['CANCELLED', 'CANCELLED', 'WON']);
    expect(await balanceOf(t, p.member.id)).toBe(97_000n + 900_000n + 2_000n);
    await svc.settle(d1);
    expect(await balanceOf(t, p.member.id)).toBe(97_000n + 900_000n + 2_000n);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('void refunds every ticket once; a settled draw cannot be voided', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const drawId = await makeDraw(t, game);
    const a = await signIn(t);
    const b = await signIn(t);
    await fund(t, a.member, 50_000n);
    await fund(t, b.member, 50_000n);
    await lotteryBet(t, a.headers, {
      gameCode: game.code,
      drawId,
      bets: [
        { betType: 'LO2', numbers: ['10'], stake: '5000' },
        { betType: 'DE', numbers: ['11'], stake: '5000' },
      ],
    });
    await lotteryBet(t, b.headers, { gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['10'], stake: '7000' }] });
    const url = `/ops/v1/merchants/DEMO/lottery/draws/${drawId}/void`;
    const [v1, v2] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: OPS, payload: { reason: 'station cancelled' } }),
      t.app.inject({ method: 'POST', url, headers: OPS, payload: { reason: 'station cancelled' } }),
    ]);
    expect([v1.statusCode, v2.statusCode]).toEqual([200, 200]);
    expect(v1.json().value.state).toBe('voided');
    expect(await balanceOf(t, a.member.id)).toBe(50_000n);
    expect(await balanceOf(t, b.member.id)).toBe(50_000n);
    expect(
      await count(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_REFUND' AND ref = ${`${game.code}:`} || (SELECT numero FROM lottery_draws WHERE id = ${drawId})`,
      ),
    ).toBe(3);
    // A settled draw: refused with its code.
    const d2 = await makeDraw(t, game);
    const svc = lotteryOf(t);
    await pastDraw(t, d2);
    const res = lotteryRules.drawResult('VN_NORTH', 'ab'.repeat(32), game.code, 'x');
    await svc.repo.setResult(d2, { result: res, ...lotteryRules.flatten(res) });
    await svc.settle(d2);
    const r = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/merchants/DEMO/lottery/draws/${d2}/void`,
      headers: OPS,
      payload: { reason: 'late' },
    });
    expect([r.statusCode, r.json().code]).toEqual([409, 'lottery.result_settled']);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('an operator closes an official draw early (a bet after is refused) and settles the confirmed result at once', async () => {
    const op = async (name: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/ops/v1/operators', headers: OPS, payload: { name, role: 'ADMIN', merchant: 'DEMO' } })
      ).json().value.key as string;
    const carol = { authorization: `Bearer ${await op(`carol${rid().slice(0, 6)}`)}` };
    const dave = { authorization: `Bearer ${await op(`dave${rid().slice(0, 6)}`)}` };
    const game = await makeGame(t, { format: 'VN_NORTH', official: true });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 50_000n);
    expect(
      (await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [{ betType: 'DE', numbers: ['45'], stake: '1000' }] }))
        .statusCode,
    ).toBe(200);
    const base = `/ops/v1/merchants/DEMO/lottery/draws/${drawId}`;
    const closed = await t.app.inject({ method: 'POST', url: `${base}/close`, headers: carol });
    expect(closed.json().value.state).toBe('closed');
    const late = await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [{ betType: 'DE', numbers: ['45'], stake: '1000' }] });
    expect(late.json().code).toBe('lottery.draw_closed');
    const again = await t.app.inject({ method: 'POST', url: `${base}/close`, headers: carol });
    expect([again.statusCode, again.json().code]).toEqual([409, 'lottery.draw_state']);
    const result = lotteryRules.formatLayout.VN_NORTH.map(({ rank, count, digits }) => ({
      rank,
      numbers: Array.from({ length: count }, (_, i) => (rank === 'DB' ? '12345' : String(i + 1).padStart(digits, '0'))),
    }));
    expect((await t.app.inject({ method: 'POST', url: `${base}/result`, headers: carol, payload: { result } })).statusCode).toBe(200);
    const early = await t.app.inject({ method: 'POST', url: `${base}/settle`, headers: dave });
    expect([early.statusCode, early.json().code]).toEqual([409, 'lottery.draw_state']);
    expect((await t.app.inject({ method: 'POST', url: `${base}/confirm`, headers: dave })).json().value.state).toBe('drawn');
    const settled = await t.app.inject({ method: 'POST', url: `${base}/settle`, headers: dave });
    expect(settled.json().value.state).toBe('settled');
    const twice = await t.app.inject({ method: 'POST', url: `${base}/settle`, headers: dave });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'lottery.result_settled']);
    expect(await balanceOf(t, p.member.id)).toBe(49_000n + BigInt(lotteryRules.defaultOdds.DE[0]!));
  });

  it('official results: a second operator confirms, corrections before settlement only', async () => {
    const op = async (name: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/ops/v1/operators', headers: OPS, payload: { name, role: 'ADMIN', merchant: 'DEMO' } })
      ).json().value.key as string;
    const alice = { authorization: `Bearer ${await op(`alice${rid().slice(0, 6)}`)}` };
    const bob = { authorization: `Bearer ${await op(`bob${rid().slice(0, 6)}`)}` };
    const game = await makeGame(t, { format: 'SEA_4D', official: true });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 50_000n);
    await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [{ betType: 'BIG', numbers: ['1111'], stake: '1000' }] });
    await pastDraw(t, drawId);
    const mk = (first: string) => [
      { rank: 'P1', numbers: [first] },
      { rank: 'P2', numbers: ['2222'] },
      { rank: 'P3', numbers: ['3333'] },
      { rank: 'STARTER', numbers: Array.from({ length: 10 }, (_, i) => String(4000 + i)) },
      { rank: 'CONSOLATION', numbers: Array.from({ length: 10 }, (_, i) => String(5000 + i)) },
    ];
    const base = `/ops/v1/merchants/DEMO/lottery/draws/${drawId}`;
    const bad = await t.app.inject({ method: 'POST', url: `${base}/result`, headers: alice, payload: { result: mk('11') } });
    expect(bad.json().code).toBe('lottery.result_invalid');
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/result`, headers: alice, payload: { result: mk('9999') } })).statusCode,
    ).toBe(200);
    const self = await t.app.inject({ method: 'POST', url: `${base}/confirm`, headers: alice });
    expect([self.statusCode, self.json().code]).toEqual([409, 'lottery.confirm_same_operator']);
    const ok = await t.app.inject({ method: 'POST', url: `${base}/confirm`, headers: bob });
    expect(ok.json().value.state).toBe('drawn');
    // Correction before settlement: entered by bob, confirmed by alice; the ticket now wins.
    await t.app.inject({ method: 'POST', url: `${base}/result`, headers: bob, payload: { result: mk('1111') } });
    const fixed = await t.app.inject({ method: 'POST', url: `${base}/confirm`, headers: alice });
    expect(fixed.json().value.result[0].numbers).toEqual(['1111']);
    await lotteryOf(t).settle(drawId);
    expect(await balanceOf(t, p.member.id)).toBe(49_000n + BigInt(lotteryRules.defaultOdds.BIG[0]!));
    const late = await t.app.inject({ method: 'POST', url: `${base}/result`, headers: alice, payload: { result: mk('2468') } });
    expect([late.statusCode, late.json().code]).toEqual([409, 'lottery.result_settled']);
    // A house draw takes no operator result.
    const house = await makeGame(t, { format: 'SEA_4D' });
    const hd = await makeDraw(t, house);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/merchants/DEMO/lottery/draws/${hd}/result`,
      headers: alice,
      payload: { result: mk('1111') },
    });
    expect(refused.json().code).toBe('lottery.draw_not_official');
  });

  it('settlement runs exactly once when two server copies race for the same draws', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const draws = [await makeDraw(t, game), await makeDraw(t, game)];
    const players = [await signIn(t), await signIn(t), await signIn(t)];
    for (const p of players) {
      await fund(t, p.member, 100_000n);
      for (const d of draws)
        await lotteryBet(t, p.headers, {
          gameCode: game.code,
          drawId: d,
          bets: Array.from({ length: 10 }, (_, i) => ({ betType: 'LO2', numbers: [String(i * 9).padStart(2, '0')], stake: '1000' })),
        });
    }
    const copyA = lotteryOf(t);
    const copyB = lotteryOf(t);
    for (const d of draws) await pastDraw(t, d);
    // Both copies run the whole job (house results drawn from the seeds, then settlement) at once.
    const [a, b] = await Promise.all([copyA.tick(), copyB.tick()]);
    expect(a.drawn + b.drawn).toBeGreaterThanOrEqual(2);
    const winners = await count(
      t,
      sql`SELECT count(*) AS n FROM lottery_tickets WHERE draw_id IN (${draws[0]}, ${draws[1]}) AND payout > 0`,
    );
    const wins = await count(
      t,
      sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_WIN' AND idempotency_key IN
      (SELECT 'lot:win:' || id FROM lottery_tickets WHERE draw_id IN (${draws[0]}, ${draws[1]}))`,
    );
    expect(wins).toBe(winners);
    expect(
      await count(t, sql`SELECT count(*) AS n FROM lottery_tickets WHERE draw_id IN (${draws[0]}, ${draws[1]}) AND state <> 'SETTLED'`),
    ).toBe(0);
    expect(
      await count(
        t,
        sql`SELECT count(*) AS n FROM domain_events WHERE type = 'bet.settled' AND aggregate_id LIKE ${`LOTTERY:${draws[0]}:%`}`,
      ),
    ).toBe(3);
    for (const p of players) {
      const paid = rowsOf<{ s: string }>(
        await t.dbHandle.db.execute(sql`SELECT coalesce(sum(payout), 0)::text AS s FROM lottery_tickets WHERE member_id = ${p.member.id}`),
      )[0]!.s;
      expect(await balanceOf(t, p.member.id)).toBe(100_000n - 20_000n + BigInt(paid));
    }
    await assertLedgerInvariants(t.dbHandle.db);
  });
});

describe('lottery tickets in the betting record and profit and loss', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a won VN ticket shows in the record with its payout and counts in profit and loss', async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 100_000n);
    const placed = await lotteryBet(t, p.headers, {
      gameCode: game.code,
      drawId,
      bets: [{ betType: 'DE', numbers: ['07'], stake: '1000' }],
    });
    expect(placed.statusCode).toBe(200);
    const pending = (await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_getBetRecords', headers: p.headers })).json().value;
    expect(pending.list[0]).toMatchObject({ vendor: 'TCG_LOTTO_VN', gameCode: game.code, stake: '1000', result: 'PENDING' });
    const svc = lotteryOf(t);
    await pastDraw(t, drawId);
    const res = lotteryRules.drawResult('VN_NORTH', 'cd'.repeat(32), game.code, 'x');
    res[0]!.numbers[0] = '12307';
    await svc.repo.setResult(drawId, { result: res, ...lotteryRules.flatten(res) });
    await svc.settle(drawId);
    const won = (await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_getBetRecords?status=won', headers: p.headers })).json().value;
    expect(won.list[0]).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      stake: '1000',
      payout: String(lotteryRules.defaultOdds.DE[0]!),
      result: 'WIN',
    });
    const pnl = (await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_getPersonalProfit', headers: p.headers })).json().value;
    expect(JSON.stringify(pnl)).toContain(String(lotteryRules.defaultOdds.DE[0]! - 1000));
  });
});
