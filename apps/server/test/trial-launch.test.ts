import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameVendors, merchantModules } from '../src/db/schema';
import { callStudio, gameOf, launch, mainBalance, player, studioWorldForFile } from './studio-helpers';

const t = studioWorldForFile();
const visitor = { merchant: 'DEMO' };

/** Rows the operator's wallet holds for a vendor: a free-play round must add none. */
const vendorTxCount = async (vendor: string) =>
  (
    (await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE vendor = ${vendor}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

const setFreeplay = (vendor: string, on: boolean) =>
  t.dbHandle.db
    .update(gameVendors)
    .set({ freeplay: on })
    .where(and(eq(gameVendors.vassalage, vendor), sql`${gameVendors.merchantId} = (SELECT id FROM merchants WHERE code = 'DEMO')`));

const trial = (nodeId: number | string, headers: Record<string, string> = visitor) =>
  t.app.inject({ url: `/wps/relay/GCS_gameTrialLaunch?nodeId=${nodeId}&language=EN`, headers });

describe('free play (GCS_gameTrialLaunch, issue 35)', () => {
  it('a visitor plays a slot with play money: the studio keeps the purse, the operator’s wallet and records see nothing', async () => {
    await setFreeplay('PG', true);
    const g = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const before = await vendorTxCount('PG');
    const res = await trial(g.id);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value as { accountType: number; vendor: string; content: { game_url: string } };
    expect(v).toMatchObject({ accountType: 0, vendor: 'PG' });
    const url = new URL(v.content.game_url);
    expect(url.origin).toBe(t.studioUrl);
    const l = Object.fromEntries(url.searchParams);
    expect(l.mode).toBe('0');

    const s = await callStudio(t, 'PG', 'session', { launch: l });
    expect(s.status, JSON.stringify(s.json)).toBe(200);
    expect(s.json.value).toMatchObject({ balance: '200000' });
    let balance = 200_000n;
    for (let i = 0; i < 3; i++) {
      const r = await callStudio(t, 'PG', 'play', { launch: l, clientSeed: `free-${i}`, bet: { stake: 100 } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const p = r.json.value as { stake: number; payout: number; balance: string };
      balance += BigInt(p.payout - p.stake);
      expect(BigInt(p.balance)).toBe(balance);
    }
    // a stake above the purse is refused as a real wallet refuses it
    const big = await callStudio(t, 'PG', 'play', { launch: l, clientSeed: 'big', bet: { stake: 100_000_000 } });
    expect(big.status).toBe(400);
    expect(await vendorTxCount('PG')).toBe(before);

    // the mode is signed: a free launch cannot be turned into a real one, nor a real one into a free one
    expect((await callStudio(t, 'PG', 'session', { launch: { ...l, mode: '1' } })).json.code).toBe('studio.session_invalid');
    const member = await player(t, 50_00n);
    const real = await launch(t, member, g.id);
    expect((await callStudio(t, 'PG', 'session', { launch: { ...real.launch, mode: '0' } })).json.code).toBe('studio.session_invalid');
  });

  it('a member’s free-play launch (accountType 0) plays with play money too: the member’s balance does not move', async () => {
    await setFreeplay('PG', true);
    const g = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const p = await player(t, 30_00n);
    const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${g.id}&accountType=0`, headers: p.headers });
    expect(res.statusCode, res.body).toBe(200);
    const l = Object.fromEntries(new URL(res.json().value.content.game_url as string).searchParams);
    const r = await callStudio(t, 'PG', 'play', { launch: l, clientSeed: 'member-free', bet: { stake: 500 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const v = r.json.value as { stake: number; payout: number; balance: string };
    expect(BigInt(v.balance)).toBe(200_000n - BigInt(v.stake) + BigInt(v.payout));
    expect(await mainBalance(t, p.member.id)).toBe(30_00n);
  });

  it('is refused where there is no free play: the vendor, the house, a lottery, the merchant’s switch, bad input', async () => {
    await setFreeplay('JILI', false);
    const jili = await gameOf(t, { vendor: 'JILI', category: 'RNG' });
    expect((await trial(jili.id)).json().code).toBe('game.free_play_unavailable');
    const house = await gameOf(t, { vendor: 'HOUSE' });
    await setFreeplay('HOUSE', true);
    expect((await trial(house.id)).json().code).toBe('game.free_play_unavailable');
    await setFreeplay('HOUSE', false);
    expect((await trial(999_999)).json().code).toBe('game.not_found');
    for (const bad of ['abc', '-1', '']) {
      const r = await trial(bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('request_param_err');
    }
    const pg = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    await setFreeplay('PG', true);
    const demo = sql`(SELECT id FROM merchants WHERE code = 'DEMO')`;
    await t.dbHandle.db
      .update(merchantModules)
      .set({ enabled: false })
      .where(and(sql`${merchantModules.merchantId} = ${demo}`, eq(merchantModules.modId, 'FREEPLAY3')));
    expect((await trial(pg.id)).json().code).toBe('function.not.available');
    await t.dbHandle.db
      .update(merchantModules)
      .set({ enabled: true })
      .where(and(sql`${merchantModules.merchantId} = ${demo}`, eq(merchantModules.modId, 'FREEPLAY3')));
    expect((await trial(pg.id)).statusCode).toBe(200);
  });
});
