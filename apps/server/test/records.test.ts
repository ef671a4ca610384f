import { type BetRecord, betRecordsValue, gameListValue, maskAccount, personalProfitValue, rankListValue } from '@wl/contracts';
import { type HouseBet, type HouseOutcome, verify } from '@wl/house-games';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vendorSecrets } from '../src/db/schema';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp, signIn } from './harness';
import { houseGameId, invariants, player, vendorCall } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  // No catalogue cache: the board must show a win the moment it is settled.
  t = await createTestApp({ CATALOGUE_CACHE_MS: '0' });
  await t.dbHandle.db.insert(vendorSecrets).values({ vendor: 'JILI', secret: 'jili-test-secret' }).onConflictDoNothing();
});
afterAll(() => t?.close());

type P = Awaited<ReturnType<typeof player>>;
type Played = { roundId: number; stake: string; payout: string; bet: HouseBet };

/** Opens another game for the member and answers the vendor token from the launch address. */
const launch = async (p: P, nodeId: number) => {
  const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().value.content.game_url, 'http://x').searchParams.get('token')!;
};
const playHouse = async (p: P, token: string, bet: HouseBet): Promise<Played> => {
  expect((await t.app.inject({ url: `/wps/house/commitment?token=${token}`, headers: p.headers })).statusCode).toBe(200);
  const r = await t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...p.headers, 'content-type': 'application/json' },
    payload: { token, clientSeed: 'records-seed', bet },
  });
  expect(r.statusCode, r.body).toBe(200);
  const v = r.json().value;
  return { roundId: v.roundId, stake: v.stake, payout: v.payout, bet };
};
const records = async (p: { headers: Record<string, string> }, q = '') => {
  const r = await t.app.inject({ url: `/wps/relay/ODSFE2_getBetRecords?${q}`, headers: p.headers });
  expect(r.statusCode, r.body).toBe(200);
  return betRecordsValue.parse(r.json().value);
};
/** Whether a house round's proof, as the betting record shows it, replays to its outcome. */
const proofHolds = (proof: NonNullable<BetRecord['proof']>) =>
  verify({
    bet: proof.bet as HouseBet,
    serverSeed: proof.serverSeed!,
    serverSeedHash: proof.serverSeedHash,
    clientSeed: proof.clientSeed!,
    nonce: proof.nonce,
    outcome: proof.outcome as unknown as HouseOutcome,
  }).valid;
const profit = async (p: { headers: Record<string, string> }, range = 'today') => {
  const r = await t.app.inject({ url: `/wps/relay/ODSFE2_getPersonalProfit?range=${range}`, headers: p.headers });
  expect(r.statusCode, r.body).toBe(200);
  return personalProfitValue.parse(r.json().value);
};
const sum = (xs: string[]) => xs.reduce((s, x) => s + BigInt(x), 0n).toString();

let p: P;
const house: Played[] = [];
let jiliToken = '';
const BIG_WIN = 987_654_321_00n;

describe('betting records', () => {
  beforeAll(async () => {
    p = await player(t, 1_000_000n);
    const dice = await launch(p, await houseGameId(t, 'HOUSE_DICE', p.member.merchantId));
    for (let i = 0; i < 3; i++) house.push(await playHouse(p, p.gameToken, { game: 'slot', stake: 200, lines: 20 }));
    house.push(await playHouse(p, dice, { game: 'dice', stake: 500, target: 4950, direction: 'under' }));
    house.push(await playHouse(p, dice, { game: 'dice', stake: 300, target: 9000, direction: 'over' }));
    // An outside seamless vendor: one open bet, one settled with a big win, one rolled back, one refused (tombstone).
    const jili = (
      await t.dbHandle.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantId, p.member.merchantId), eq(games.vassalage, 'JILI'), eq(games.category, 'FISH')))
    )[0]!;
    jiliToken = await launch(p, jili.id);
    const call = (name: string, body: Record<string, string>) => vendorCall(t, name, { token: jiliToken, ...body }, { vendor: 'JILI' });
    expect((await call('bet', { txId: 'J1', roundId: 'JR1', amount: '700' })).status).toBe(200);
    expect((await call('bet', { txId: 'J2', roundId: 'JR2', amount: '1000' })).status).toBe(200);
    expect((await call('win', { txId: 'J2W', betTxId: 'J2', roundId: 'JR2', amount: BIG_WIN.toString() })).status).toBe(200);
    expect((await call('bet', { txId: 'J3', roundId: 'JR3', amount: '400' })).status).toBe(200);
    expect((await call('rollback', { txId: 'J3R', betTxId: 'J3', roundId: 'JR3' })).status).toBe(200);
    await call('rollback', { txId: 'J4R', betTxId: 'J4', roundId: 'JR4' });
    expect((await call('bet', { txId: 'J4', roundId: 'JR4', amount: '50' })).json.success).toBe(false);
  });

  it('lists every real bet, newest first, with results, totals and proofs that verify', async () => {
    const v = await records(p, 'range=today&pageSize=100');
    expect(v.total).toBe(8);
    expect(v.list.map((r) => r.txId)).toEqual(['J3', 'J2', 'J1', ...house.map((h) => `HR${h.roundId}B`).reverse()]);
    const byTx = new Map(v.list.map((r) => [r.txId, r]));
    expect(byTx.get('J1')).toMatchObject({
      vendor: 'JILI',
      category: 'FISH',
      stake: '700',
      payout: null,
      net: null,
      result: 'PENDING',
      status: 'PENDING',
      settledAt: null,
      proof: null,
    });
    expect(byTx.get('J2')).toMatchObject({
      stake: '1000',
      payout: BIG_WIN.toString(),
      net: (BIG_WIN - 1000n).toString(),
      result: 'WIN',
      status: 'SETTLED',
    });
    expect(byTx.get('J3')).toMatchObject({ stake: '400', payout: null, net: '0', result: 'REFUNDED', status: 'REFUNDED' });
    expect(byTx.get('J2')!.gameName).not.toBe('');
    for (const h of house) {
      const r = byTx.get(`HR${h.roundId}B`) as BetRecord;
      const net = BigInt(h.payout) - BigInt(h.stake);
      expect(r).toMatchObject({
        vendor: 'HOUSE',
        vendorName: 'House Games',
        roundId: `HR${h.roundId}`,
        category: h.bet.game === 'slot' ? 'RNG' : 'PVP',
        stake: h.stake,
        payout: h.payout,
        net: net.toString(),
        status: 'SETTLED',
      });
      expect(r.result).toBe(net > 0n ? 'WIN' : net < 0n ? 'LOSS' : 'PUSH');
      expect(r.gameName).toBe(h.bet.game === 'slot' ? 'Crown Fortune' : 'House Dice');
      const proof = r.proof!;
      expect(proof.bet).toEqual(h.bet);
      expect(proofHolds(proof)).toBe(true);
    }
    const settled = v.list.filter((r) => r.status === 'SETTLED');
    expect(v.totals).toEqual({
      count: 8,
      stake: sum(settled.map((r) => r.stake)),
      payout: sum(settled.map((r) => r.payout!)),
      net: sum(settled.map((r) => r.net!)),
      pendingStake: '700',
    });
    const ur = await t.app.inject({
      url: '/wps/relay/ODSFE2_getBetRecords?range=today&vendor=HOUSE',
      headers: { ...p.headers, language: 'UR' },
    });
    expect(ur.json().value.list[0].gameName).toBe(house.at(-1)!.bet.game === 'dice' ? 'ہاؤس ڈائس' : 'تاج کی قسمت');
  });

  it('filters by vendor, category, status and range, and pages', async () => {
    expect((await records(p, 'range=today&vendor=HOUSE')).total).toBe(5);
    expect((await records(p, 'range=today&vendor=JILI')).total).toBe(3);
    expect((await records(p, 'range=today&vendor=SV3')).total).toBe(0);
    expect((await records(p, 'range=today&category=FISH')).list.map((r) => r.txId)).toEqual(['J3', 'J2', 'J1']);
    expect((await records(p, 'range=today&category=LIVE')).total).toBe(0);
    expect((await records(p, 'range=today&status=pending')).list.map((r) => r.txId)).toEqual(['J1']);
    expect((await records(p, 'range=today&status=refunded')).list.map((r) => r.txId)).toEqual(['J3']);
    const won = house.filter((h) => BigInt(h.payout) > BigInt(h.stake)).length + 1;
    const lost = house.filter((h) => BigInt(h.payout) < BigInt(h.stake)).length;
    expect((await records(p, 'range=today&status=won')).total).toBe(won);
    const lostPage = await records(p, 'range=today&status=lost');
    expect(lostPage.total).toBe(lost);
    expect(lostPage.list.every((r) => r.result === 'LOSS')).toBe(true);
    expect((await records(p, 'range=yesterday')).total).toBe(0);
    expect((await records(p, 'range=30d')).total).toBe(8);

    const pages = [];
    for (let n = 1; n <= 3; n++) pages.push(await records(p, `range=today&pageSize=3&pageNo=${n}`));
    expect(pages.map((x) => x.list.length)).toEqual([3, 3, 2]);
    expect(pages[0]!.totalPages).toBe(3);
    expect(pages[2]!.totals).toEqual(pages[0]!.totals);
    const all = (await records(p, 'range=today&pageSize=100')).list.map((r) => r.txId);
    expect(pages.flatMap((x) => x.list.map((r) => r.txId))).toEqual(all);

    const post = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/ODSFE2_getBetRecords',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: { range: 'today', status: 'pending' },
    });
    expect(post.json().value.list.map((r: BetRecord) => r.txId)).toEqual(['J1']);
  });

  it('files each bet under the category its game is listed under (dice is no slot)', async () => {
    const listed = async (category: string) => {
      const r = await t.app.inject({
        url: `/wps/relay/GCSGAME_gameList?gameType=${category}&vassalage=HOUSE&pageSize=50`,
        headers: p.headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      return gameListValue.parse(r.json().value).games;
    };
    const lobby = new Map([...(await listed('RNG')), ...(await listed('PVP'))].map((g) => [g.gameCode, g]));
    const bets = (await records(p, 'range=today&vendor=HOUSE')).list;
    expect(new Set(bets.map((r) => r.gameCode))).toEqual(new Set(['HOUSE_SLOT', 'HOUSE_DICE']));
    for (const r of bets) {
      const game = lobby.get(r.gameCode ?? '')!;
      expect([r.category, r.gameClassify]).toEqual([game.gameType, game.gameClassify]);
    }
    expect(bets.find((r) => r.gameCode === 'HOUSE_DICE')?.category).toBe('PVP');
    expect(bets.find((r) => r.gameCode === 'HOUSE_SLOT')?.category).toBe('RNG');
    // The card and table games' list is where a player finds dice.
    expect((await listed('PVP')).map((g) => g.gameCode)).toEqual(['HOUSE_DICE', 'HOUSE_BACCARAT']);
  });

  it('shows nothing of it to another member, another merchant, or a visitor', async () => {
    const other = await signIn(t);
    expect((await records(other, 'range=30d')).total).toBe(0);
    expect((await profit(other, '30d')).byDay).toEqual([]);
    const acme = await signIn(t, { merchant: 'ACME' });
    expect((await records(acme, 'range=30d')).total).toBe(0);
    const anon = await t.app.inject({
      url: '/wps/relay/ODSFE2_getBetRecords',
      headers: { merchant: 'DEMO', language: 'EN', device: 'WEB' },
    });
    expect([anon.statusCode, anon.json().code]).toEqual([401, 'auth.required']);
  });

  it('refuses bad filters with a coded 4xx', async () => {
    for (const q of [
      'range=lastyear',
      'pageSize=0',
      'pageSize=1000',
      'pageNo=0',
      'status=winning',
      'category=FOO',
      'vendor=no%20such',
      'pageNo=abc',
    ]) {
      const r = await t.app.inject({ url: `/wps/relay/ODSFE2_getBetRecords?${q}`, headers: p.headers });
      expect([r.statusCode, r.json().code], q).toEqual([400, 'request_param_err']);
    }
    const r = await t.app.inject({
      url: '/wps/relay/ODSFE2_getPersonalProfit?range=1999-01-01',
      headers: { ...p.headers, language: 'UR' },
    });
    expect([r.statusCode, r.json().code]).toEqual([400, 'request_param_err']);
  });

  it('sums profit and loss by day and by category exactly as the settled rounds', async () => {
    const v = await profit(p);
    const settled = [
      ...house.map((h) => ({ stake: BigInt(h.stake), payout: BigInt(h.payout), category: h.bet.game === 'slot' ? 'RNG' : 'PVP' })),
      { stake: 1000n, payout: BIG_WIN, category: 'FISH' },
    ];
    const line = (xs: typeof settled) => {
      const stake = xs.reduce((s, x) => s + x.stake, 0n);
      const payout = xs.reduce((s, x) => s + x.payout, 0n);
      return { stake: stake.toString(), payout: payout.toString(), profit: (payout - stake).toString(), betCount: xs.length };
    };
    // The demo merchant's day (Asia/Karachi), not the UTC one.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(v.byDay).toEqual([{ date: today, ...line(settled) }]);
    expect(v.byCategory).toEqual([
      { category: 'FISH', ...line(settled.filter((x) => x.category === 'FISH')) },
      { category: 'PVP', ...line(settled.filter((x) => x.category === 'PVP')) },
      { category: 'RNG', ...line(settled.filter((x) => x.category === 'RNG')) },
    ]);
    expect(v.totals).toEqual(line(settled));
    expect((await profit(p, 'yesterday')).totals.betCount).toBe(0);
    await invariants(t);
  });

  it('puts the biggest real win at the top of the winner board, with a masked name', async () => {
    // The demo seed's house rounds are really random, so how many settled wins DEMO has varies from run to run.
    const wins = rowsOf<{ n: number }>(
      await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM vendor_transactions v JOIN merchants m ON m.id = v.merchant_id
        WHERE m.code = 'DEMO' AND v.kind = 'BET' AND v.state = 'SETTLED' AND v.payout > 0`),
    )[0]!.n;
    for (const url of ['/wps/relay/GCSGAME_getRankList?category=ALL&language=EN&limit=20', '/wps/relay/ODSFE2_getWinnerBoard?limit=20']) {
      const v = rankListValue.parse((await t.app.inject({ url, headers: p.headers })).json().value);
      expect(v.list[0]).toMatchObject({ customerName: maskAccount(p.member.account), winAmount: BIG_WIN.toString(), gameType: 'FISH' });
      expect(v.list[0]!.customerName).not.toContain(p.member.account);
      const amounts = v.list.map((w) => BigInt(w.winAmount));
      expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(v.list.length).toBe(Math.min(20, wins));
    }
    const fish = rankListValue.parse(
      (await t.app.inject({ url: '/wps/relay/ODSFE2_getWinnerBoard?category=LIVE&limit=50', headers: p.headers })).json().value,
    );
    expect(fish.list.every((w) => w.gameType === 'LIVE')).toBe(true);
    const acme = rankListValue.parse(
      (
        await t.app.inject({
          url: '/wps/relay/ODSFE2_getWinnerBoard?limit=5',
          headers: { merchant: 'ACME', language: 'EN', device: 'WEB' },
        })
      ).json().value,
    );
    expect(acme.list.map((w) => w.winAmount)).not.toContain(BIG_WIN.toString());
    expect((await t.app.inject({ url: '/wps/relay/ODSFE2_getWinnerBoard?limit=0', headers: p.headers })).statusCode).toBe(400);
  });

  it('the demo seed played real, verifiable house rounds for the demo members', async () => {
    const agent = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/v1/merchants/DEMO/members/demoplayer1/session',
        headers: { authorization: 'Bearer test-ops-key-123' },
      })
    ).json().value.token as string;
    const v = await records(
      { headers: { merchant: 'DEMO', language: 'EN', device: 'WEB', authorization: agent } },
      'range=today&vendor=HOUSE&pageSize=100',
    );
    expect(v.total).toBeGreaterThanOrEqual(5);
    for (const r of v.list) {
      expect(proofHolds(r.proof!)).toBe(true);
    }
  });
});
