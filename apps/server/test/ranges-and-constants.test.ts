import { gameListValue, memberInfo, statusValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createPromotion, iso } from './growth-helpers';
import { appForFile, H, OPS, signIn } from './harness';
import { makeDraw, makeGame, pastDraw } from './lottery-helpers';

/** Issue 35, items 7 and 8: the next and previous 7 and 30 days where a list has things ahead, and the spec's constants. */
const t = appForFile({ ledgerChecked: false });
const DAY = 86_400_000;

describe('date windows: the next and previous 7 and 30 days', () => {
  it("a lottery game's draws: the previous days up to now, newest first; the next days from now, soonest first", async () => {
    const g = await makeGame(t, { format: 'SEA_4D' });
    const past = await makeDraw(t, g, DAY, 'PAST');
    await pastDraw(t, past);
    const in3 = await makeDraw(t, g, 3 * DAY, 'IN3');
    const in20 = await makeDraw(t, g, 20 * DAY, 'IN20');
    await makeDraw(t, g, 40 * DAY, 'IN40');
    const draws = async (window: string) => {
      const r = await t.app.inject({ url: `/lgw/draw?gameCode=${g.code}&window=${window}`, headers: H() });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().value.draws as { drawId: number }[]).map((d) => d.drawId);
    };
    expect(await draws('next7')).toEqual([in3]);
    expect(await draws('next30')).toEqual([in3, in20]);
    expect(await draws('previous7')).toEqual([past]);
    expect(await draws('previous30')).toEqual([past]);
    // Without a window: the results (none drawn yet), as before.
    expect((await t.app.inject({ url: `/lgw/draw?gameCode=${g.code}`, headers: H() })).json().value.draws).toEqual([]);
    const bad = await t.app.inject({ url: `/lgw/draw?gameCode=${g.code}&window=next365`, headers: H() });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request_param_err']);
  });

  it('the seeded daily games have their schedule for the whole next 30 days', async () => {
    const r = await t.app.inject({ url: '/lgw/draw?gameCode=TCG_LOTTO_VN_EL0001&window=next30&pageSize=100', headers: H() });
    const list = r.json().value.draws as { drawAt: string; state: string }[];
    expect(list.length).toBeGreaterThanOrEqual(29);
    expect(new Date(list.at(-1)!.drawAt).getTime() - Date.now()).toBeGreaterThan(28 * DAY);
    expect(list.every((d) => d.state === 'scheduled' || d.state === 'open')).toBe(true);
  });

  it("the operator's promotions running in a window: the next days show the scheduled ones", async () => {
    const soon = await createPromotion(t, { startsAt: iso(3 * DAY), endsAt: iso(5 * DAY) });
    const later = await createPromotion(t, { startsAt: iso(20 * DAY), endsAt: iso(25 * DAY) });
    const ended = await createPromotion(t, { startsAt: iso(-20 * DAY), endsAt: iso(-10 * DAY) });
    const running = await createPromotion(t, { startsAt: iso(-DAY), endsAt: null });
    const ids = async (window?: string) => {
      const r = await t.app.inject({ url: `/ops/v1/merchants/DEMO/promotions${window ? `?window=${window}` : ''}`, headers: OPS });
      expect(r.statusCode, r.body).toBe(200);
      const mine = new Set([soon, later, ended, running]);
      return (r.json().value.list as { id: number }[]).map((p) => p.id).filter((id) => mine.has(id));
    };
    expect(await ids('next7')).toEqual([running, soon]);
    expect(await ids('next30')).toEqual([running, soon, later]);
    expect(await ids('previous7')).toEqual([running]);
    expect(await ids('previous30')).toEqual([ended, running]);
    expect((await ids()).sort()).toEqual([soon, later, ended, running].sort());
  });
});

describe('constants of the spec (section 9) and public state', () => {
  it("/seamless lists the seamless-wallet vendors' games, never a transfer-wallet vendor's", async () => {
    const list = async (q: string) =>
      gameListValue.parse(
        (
          await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&pageSize=100&${q}`, headers: H() })
        ).json().value,
      );
    const seamless = await list('wallet=seamless');
    expect(seamless.total).toBeGreaterThan(0);
    const transfer = await list('wallet=transfer&gameType=SPORTS');
    expect(transfer.games.map((g) => g.vassalage)).toContain('SPB');
    const all = await list('pageNo=1');
    expect(seamless.total + (await list('wallet=transfer')).total).toBe(all.total);
    const seamlessSports = await list('wallet=seamless&gameType=SPORTS');
    expect(seamlessSports.games.map((g) => g.vassalage)).not.toContain('SPB');
    // One vendor picked in the list across categories: its games only.
    const pg = await list('wallet=seamless&vassalage=PG');
    expect(new Set(pg.games.map((g) => g.vassalage))).toEqual(new Set(['PG']));
  });

  it('member info carries unreadMessage beside the other public-state fields (0 for a trial account)', async () => {
    const p = await signIn(t);
    const db = t.dbHandle.db;
    for (const [category, read] of [
      ['SYSTEM', false],
      ['FUNDS', false],
      ['PROMOTION', true],
    ] as const)
      await db.execute(sql`INSERT INTO messages (merchant_id, member_id, category, title, content, sender, read_at)
        VALUES (${p.member.merchantId}, ${p.member.id}, ${category}, '{"EN":"t"}'::jsonb, '{"EN":"c"}'::jsonb, 'SYSTEM',
          ${read ? sql`now()` : sql`NULL`})`);
    const info = memberInfo.parse((await t.app.inject({ url: '/wps/member/info', headers: p.headers })).json().value);
    expect(info.unreadMessage).toBe(2);
    const trial = await signIn(t, { type: 4 });
    await db.execute(sql`INSERT INTO messages (merchant_id, member_id, category, title, content, sender)
      VALUES (${trial.member.merchantId}, ${trial.member.id}, 'SYSTEM', '{"EN":"t"}'::jsonb, '{"EN":"c"}'::jsonb, 'SYSTEM')`);
    expect((await t.app.inject({ url: '/wps/member/info', headers: trial.headers })).json().value.unreadMessage).toBe(0);
  });

  it("the Zalo reward 'up to 131K' is the merchant's setting, beside its Zalo link", async () => {
    const demo = statusValue.parse((await t.app.inject({ url: '/wps/system/status', headers: H() })).json().value);
    expect(demo.info.settings.zaloReward).toBe('13100000');
    expect(demo.info.customerService.map((c) => c.csType)).toContain('ZALO');
    const acme = statusValue.parse((await t.app.inject({ url: '/wps/system/status', headers: H('ACME') })).json().value);
    expect(acme.info.settings.zaloReward).toBeNull();
    const [m] = rowsOf<{ settings: { minAge: number } }>(
      await t.dbHandle.db.execute(sql`SELECT settings FROM merchants WHERE code = 'DEMO'`),
    );
    expect(m?.settings.minAge).toBe(18);
  });
});
