import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, gameVendors, games, members, merchantModules, merchants } from '../src/db/schema';
import { H, type TestContext, createTestApp, signIn } from './harness';
import { houseGameId } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const launch = (headers: Record<string, string>, query: string, path = '/wps/game/launchGame') =>
  t.app.inject({ url: `${path}?${query}`, headers });
const refusal = async (headers: Record<string, string>, query: string) => {
  const r = await launch(headers, query);
  const j = r.json();
  expect(j.success).toBe(false);
  expect(typeof j.message).toBe('string');
  return [r.statusCode, j.code];
};
const merchantId = async (code: string) => (await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, code)))[0]!.id;
const gameOfVendor = async (vendor: string, mId: number) =>
  (
    await t.dbHandle.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vassalage, vendor), eq(games.merchantId, mId)))
      .limit(1)
  )[0]!.id;

describe('game launch', () => {
  it('opens a session, answers value.content.game_url and records the recent game', async () => {
    const p = await signIn(t);
    const nodeId = await houseGameId(t, 'HOUSE_DICE', p.member.merchantId);
    const r = await launch(p.headers, `nodeId=${nodeId}&accountType=1`);
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().value;
    expect(v).toMatchObject({ vendor: 'HOUSE', gameCode: 'HOUSE_DICE', accountType: 1 });
    const token = new URL(v.content.game_url, 'http://x').searchParams.get('token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await t.dbHandle.db.select().from(gameSessions).where(eq(gameSessions.memberId, p.member.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).not.toBe(token);
    const recent = await t.app.inject({ url: '/wps/relay/GCS_recentGame', headers: p.headers });
    expect(recent.json().value.list.map((g: { nodeId: number }) => g.nodeId)).toContain(nodeId);
    const fb = await launch(p.headers, `nodeId=${nodeId}`, '/wps/relay/GCS_gameLaunchFB');
    expect(fb.json().value.content.game_url).toContain('/house/HOUSE_DICE');
  });

  it('a lottery launch answers our lottery page with every lottery launch parameter', async () => {
    const p = await signIn(t);
    const nodeId = await gameOfVendor('TCG_LOTTO_VN', p.member.merchantId);
    const q =
      'lottoArea=VN&launchMode=LOTT&lottoPrizeMode=ELOTT&lottoGameCode=TCG_LOTTO_VN_EL0002&lottoView=betting&device=MOBILE&backUrl=%2Felott&language=UR';
    const r = await launch(p.headers, `nodeId=${nodeId}&${q}`);
    expect(r.statusCode, r.body).toBe(200);
    const url = new URL(r.json().value.content.game_url, 'http://x');
    expect(url.pathname).toBe('/vnLottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCode: 'TCG_LOTTO_VN_EL0002',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_EL0002',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: '/elott',
      language: 'UR',
    });
    // No game named: the launched game; the lobby view; no game token leaves for our own pages.
    const sea = await gameOfVendor('TCG_SEA', p.member.merchantId);
    const lobby = new URL((await launch(p.headers, `nodeId=${sea}&lottoView=lobby`)).json().value.content.game_url, 'http://x');
    expect(lobby.pathname).toBe('/seaLottery');
    expect(lobby.searchParams.get('lottoView')).toBe('lobby');
    expect(lobby.searchParams.get('gameCode')).toMatch(/^TCG_SEA/);
    expect(lobby.searchParams.get('token')).toBeNull();
    const fast = await gameOfVendor('LOTT', p.member.merchantId);
    expect((await launch(p.headers, `nodeId=${fast}`)).json().value.content.game_url).toMatch(/^\/lottery\?gameCode=\w+&lottoView=betting/);
    expect(await refusal(p.headers, `nodeId=${nodeId}&lottoPrizeMode=BOGUS`)).toEqual([400, 'request_param_err']);
  });

  it('refuses each case with its code and opens no session', async () => {
    const db = t.dbHandle.db;
    const demo = await merchantId('DEMO');
    const slot = await houseGameId(t, 'HOUSE_SLOT', demo);
    expect(await refusal(H(), `nodeId=${slot}`)).toEqual([401, 'auth.required']);
    const trial = await signIn(t, { type: 4 });
    expect(await refusal(trial.headers, `nodeId=${slot}`)).toEqual([403, 'in_need_true_account']);
    const p = await signIn(t);
    expect(await refusal(p.headers, 'nodeId=999999')).toEqual([404, 'game.not_found']);
    expect(await refusal(p.headers, 'nodeId=abc')).toEqual([400, 'request_param_err']);
    expect(await refusal(p.headers, `nodeId=${await gameOfVendor('RELAX', demo)}`)).toEqual([403, 'game.vendor_maintenance']);

    const dice = await houseGameId(t, 'HOUSE_DICE', demo);
    await db.update(games).set({ maintenance: true }).where(eq(games.id, dice));
    expect(await refusal(p.headers, `nodeId=${dice}`)).toEqual([403, 'game.maintenance']);
    await db.update(games).set({ enabled: false }).where(eq(games.id, dice));
    expect(await refusal(p.headers, `nodeId=${dice}`)).toEqual([403, 'game.disabled']);
    await db.update(games).set({ enabled: true, maintenance: false }).where(eq(games.id, dice));

    const nonFree = (
      await db
        .select({ id: games.id })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(games.merchantId, demo), eq(gameVendors.freeplay, false), eq(gameVendors.maintenance, false)))
        .limit(1)
    )[0]!.id;
    expect(await refusal(p.headers, `nodeId=${nonFree}&accountType=0`)).toEqual([400, 'game.free_play_unavailable']);

    await db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, p.member.id));
    expect(await refusal(p.headers, `nodeId=${slot}`)).toEqual([403, 'game.player_inactive']);

    await db
      .update(merchantModules)
      .set({ enabled: false })
      .where(and(eq(merchantModules.merchantId, demo), eq(merchantModules.modId, 'GAMELO3')));
    const q = await signIn(t);
    expect(await refusal(q.headers, `nodeId=${slot}`)).toEqual([403, 'function.not.available']);
    await db
      .update(merchantModules)
      .set({ enabled: true })
      .where(and(eq(merchantModules.merchantId, demo), eq(merchantModules.modId, 'GAMELO3')));

    const opened = await db.execute(
      sql`SELECT count(*)::int AS n FROM game_sessions WHERE member_id IN (${trial.member.id}, ${p.member.id}, ${q.member.id})`,
    );
    expect((opened as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("never opens another merchant's game nor accepts its session", async () => {
    const acme = await signIn(t, { merchant: 'ACME' });
    const demoSlot = await houseGameId(t, 'HOUSE_SLOT', await merchantId('DEMO'));
    expect(await refusal(acme.headers, `nodeId=${demoSlot}`)).toEqual([404, 'game.not_found']);
    const demo = await signIn(t);
    expect(
      await refusal({ ...H('ACME'), authorization: demo.token }, `nodeId=${await houseGameId(t, 'HOUSE_SLOT', await merchantId('ACME'))}`),
    ).toEqual([401, 'login.not.session']);
    const recent = await t.app.inject({ url: '/wps/relay/GCS_recentGame', headers: acme.headers });
    expect(recent.json().value.list).toEqual([]);
  });
});
