import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { writeEvent } from '../src/modules/outbox';
import { depositCredited, growthAppForFile, playRound } from './growth-helpers';
import { encCall, solveCaptcha } from './auth-helpers';
import { fund, H, OPS, signIn } from './harness';

const { t, g } = growthAppForFile();

type Who = Awaited<ReturnType<typeof signIn>>;
type Mission = { id: number; code: string; status: string; progress: string; target: string; rewardId: number | null };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const claim = (who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_claimMission', headers: who.headers, payload });
const balance = async (who: Who) => BigInt((await get(who, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance);
const summary = async (who: Who) => (await get(who, '/wps/relay/MCSFE_getMissionSummary')).json().value;
const mission = async (who: Who, code: string) => (await summary(who)).list.find((m: Mission) => m.code === code) as Mission;
const transfers = async (memberId: number) =>
  Number(
    (
      (await t.dbHandle.db.execute(
        sql`SELECT count(*) AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = ${memberId}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]?.n,
  );

let seq = 0;
/** Defines a mission through the operator API; answers its id. */
const define = async (over: Record<string, unknown>, merchant = 'DEMO') => {
  const code = `T${++seq}_${Math.floor(Math.random() * 1e6)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/ops/v1/merchants/${merchant}/missions`,
    headers: OPS,
    payload: {
      code,
      period: 'DAILY',
      title: { EN: `Mission ${code}`, UR: `مشن ${code}` },
      condition: 'ROUNDS',
      target: '3',
      reward: '1500',
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const m = res.json().value.list.find((x: { code: string }) => x.code === code);
  return { id: m.id as number, code };
};
const signedIn = (who: Who) =>
  t.dbHandle.db.transaction(async (tx) =>
    writeEvent(tx as unknown as Db, {
      merchantId: who.member.merchantId,
      type: 'member.logged_in',
      subjectId: who.member.id,
      aggregateId: `member:${who.member.id}`,
      payload: {},
    }),
  );

describe('missions', () => {
  it('a player who just registered (and so signed in) has done "Sign in today"; a member an agent made has not', async () => {
    const login = await define({ condition: 'LOGIN_DAYS', target: '1', reward: '300' });
    const username = `msreg${Math.floor(Math.random() * 1e6)}`;
    const body = { username, password: 'secret12', confirmPassword: 'secret12', registerMethod: 'WEB', ...(await solveCaptcha(t, 'DEMO')) };
    const res = await encCall(t, 'POST', '/wps/member/register', body);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = { headers: H('DEMO', { authorization: res.json().value.token }) } as Who;
    await g.drain();
    expect(await mission(fresh, login.code)).toMatchObject({ progress: '1', target: '1', status: 'CLAIMABLE' });
    // A registration that opened no session of the player's own (an agent's invite form) is no sign-in.
    const made = await signIn(t);
    await t.dbHandle.db.transaction(async (tx) =>
      writeEvent(tx as unknown as Db, {
        merchantId: made.member.merchantId,
        type: 'member.registered',
        subjectId: made.member.id,
        aggregateId: `member:${made.member.id}`,
        payload: { account: made.member.account, kind: 'agent' },
      }),
    );
    await g.drain();
    expect(await mission(made, login.code)).toMatchObject({ progress: '0', status: 'IN_PROGRESS' });
  });

  it('progress comes from the events; a replay adds nothing; a completed mission is claimed once through the reward centre', async () => {
    const rounds = await define({ condition: 'ROUNDS', category: 'RNG', target: '3', reward: '1500', turnoverX100: 0 });
    const bet = await define({ condition: 'VALID_BET', target: '50000', reward: '700' });
    const dep = await define({ period: 'WEEKLY', condition: 'DEPOSIT', target: '100000', reward: '2500' });
    const login = await define({ condition: 'LOGIN_DAYS', target: '1', reward: '300' });
    const a = await signIn(t);
    await fund(t, a.member, 1_000_000n);
    await playRound(t, a.member, 10_000n, 0n, 'RNG');
    await playRound(t, a.member, 10_000n, 25_000n, 'RNG');
    await playRound(t, a.member, 20_000n, 0n, 'LIVE');
    await g.drain();

    expect(await mission(a, rounds.code)).toMatchObject({ progress: '2', target: '3', status: 'IN_PROGRESS', rewardId: null });
    expect(await mission(a, bet.code)).toMatchObject({ progress: '40000', status: 'IN_PROGRESS' });
    expect(await mission(a, dep.code)).toMatchObject({ progress: '0', status: 'IN_PROGRESS' });
    expect(await mission(a, login.code)).toMatchObject({ progress: '0', status: 'IN_PROGRESS' });
    const before = await balance(a);
    const early = await claim(a, { missionId: rounds.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('mission.not_complete');
    expect(await balance(a)).toBe(before);

    await playRound(t, a.member, 15_000n, 0n, 'RNG');
    await depositCredited(t, a.member, 120_000n);
    await signedIn(a);
    await g.drain();
    // The consumer's step issued the rewards: the reward centre and the badges show them before the page is opened.
    const ours = [rounds, bet, dep, login].map((m) => m.id);
    const issuedOf = async () =>
      (
        (await t.dbHandle.db.execute(
          sql`SELECT id, source_key FROM reward_items WHERE member_id = ${a.member.id} AND source = 'MISSION' AND status = 'AVAILABLE'`,
        )) as unknown as { rows: { id: string | number; source_key: string }[] }
      ).rows;
    const waiting = await issuedOf();
    expect(waiting.filter((r) => ours.includes(Number(r.source_key.split(':')[1])))).toHaveLength(4);
    const info = (await get(a, '/wps/member/info')).json().value;
    expect(info.missionCount).toBe(waiting.length);
    const centre = (await get(a, '/wps/relay/MCSFE_getAvailablePromotions')).json().value;
    const centreIds = centre.items
      .filter((i: { source: string; status: string }) => i.source === 'MISSION' && i.status === 'AVAILABLE')
      .map((i: { id: number }) => i.id);
    expect(centreIds.sort()).toEqual(waiting.map((r) => Number(r.id)).sort());

    // Every event delivered again: nothing counts twice, nothing is issued twice.
    await g.rewind();
    await g.drain();
    const s = await summary(a);
    const byCode = (c: string) => s.list.find((m: Mission) => m.code === c);
    expect(byCode(rounds.code)).toMatchObject({ progress: '3', status: 'CLAIMABLE' });
    expect(byCode(bet.code)).toMatchObject({ progress: '50000', status: 'CLAIMABLE' });
    expect(byCode(dep.code)).toMatchObject({ progress: '100000', status: 'CLAIMABLE' });
    expect(byCode(login.code)).toMatchObject({ progress: '1', status: 'CLAIMABLE' });
    expect(s.claimable).toBe(waiting.length);
    const raw = (await t.dbHandle.db.execute(
      sql`SELECT sum(rounds)::int AS r, sum(valid_bet)::text AS v FROM play_stats WHERE member_id = ${a.member.id}`,
    )) as unknown as { rows: { r: number; v: string }[] };
    expect(raw.rows[0]).toEqual({ r: 4, v: '55000' });
    expect((await issuedOf()).length).toBe(waiting.length);

    const b0 = await balance(a);
    const ok = await claim(a, { missionId: rounds.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      mission: { status: 'CLAIMED' },
      reward: { source: 'MISSION', amount: '1500', status: 'CLAIMED' },
    });
    expect(await balance(a)).toBe(b0 + 1500n);
    expect(BigInt(ok.json().value.balance)).toBe(b0 + 1500n);
    const twice = await claim(a, { missionId: rounds.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('mission.claimed');
    expect(await balance(a)).toBe(b0 + 1500n);
    expect((await mission(a, rounds.code)).status).toBe('CLAIMED');
    expect((await get(a, '/wps/member/info')).json().value.missionCount).toBe(waiting.length - 1);
    // A mission reward with a turnover multiple is a wagering bonus like any reward (bonusDetails).
    expect((await claim(a, { missionId: bet.id })).statusCode).toBe(200);
    const bonuses = (await get(a, '/wps/relay/MCS2_getPromotionClaimList')).json().value;
    expect(bonuses?.list?.some((x: { source: string; amount: string }) => x.source === 'MISSION' && x.amount === '700')).toBe(true);
  });

  it('claims of unfinished, expired, foreign or unknown missions are refused with a code and pay nothing', async () => {
    const mine = await define({ condition: 'ROUNDS', target: '1', reward: '900' });
    const foreign = await define({ condition: 'ROUNDS', target: '1', reward: '900' }, 'ACME');
    const a = await signIn(t);
    await fund(t, a.member, 100_000n);
    const before = await balance(a);
    const n0 = await transfers(a.member.id);
    const cases: [object, number, string][] = [
      [{ missionId: mine.id }, 409, 'mission.not_complete'],
      [{ missionId: mine.id, periodStart: '2020-01-01' }, 409, 'mission.expired'],
      [{ missionId: mine.id, periodStart: '2999-01-01' }, 409, 'mission.not_complete'],
      [{ missionId: foreign.id }, 404, 'mission.not_found'],
      [{ missionId: 2_000_000_000 }, 404, 'mission.not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await claim(a, body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(typeof res.json().message).toBe('string');
    }
    for (const body of [{ missionId: 'x' }, { missionId: mine.id, periodStart: 'yesterday' }, { missionId: mine.id, extra: 1 }]) {
      expect((await claim(a, body)).statusCode).toBe(400);
    }
    // A weekly mission's period starts on a Monday; another day is no period of it.
    const weekly = await define({ period: 'WEEKLY', condition: 'ROUNDS', target: '1', reward: '900' });
    expect((await claim(a, { missionId: weekly.id, periodStart: '2026-11-24' })).json().code).toBe('mission.not_found');
    // A reward whose time ran out is expired, also when the mission was done.
    await playRound(t, a.member, 1_000n, 0n, 'RNG');
    await g.drain();
    const done = await mission(a, mine.code);
    expect(done.status).toBe('CLAIMABLE');
    await t.dbHandle.db.execute(sql`UPDATE reward_items SET expires_at = now() - interval '1 minute' WHERE id = ${done.rewardId}`);
    const late = await claim(a, { missionId: mine.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('mission.expired');
    expect(await balance(a)).toBe(before - 1_000n);
    expect(await transfers(a.member.id)).toBe(n0 + 1);

    // Operator input: a duplicate code and a bad target are refused; nothing is written.
    const dup = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/missions',
      headers: OPS,
      payload: { code: mine.code, period: 'DAILY', title: { EN: 'x' }, condition: 'ROUNDS', target: '1', reward: '1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('mission.code_taken');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/missions',
      headers: OPS,
      payload: { code: 'ZERO', period: 'DAILY', title: { EN: 'x' }, condition: 'ROUNDS', target: '0', reward: '1' },
    });
    expect(bad.statusCode).toBe(400);
    const list = (await t.app.inject({ method: 'GET', url: '/ops/v1/merchants/DEMO/missions', headers: OPS })).json().value.list;
    expect(list.some((m: { code: string }) => m.code === 'ZERO')).toBe(false);
  });

  it('20 claims of one mission at once pay it exactly once', async () => {
    const m = await define({ period: 'WEEKLY', condition: 'DEPOSIT', target: '50000', reward: '4321', turnoverX100: 0 });
    const a = await signIn(t);
    await depositCredited(t, a.member, 60_000n);
    await g.drain();
    const before = await balance(a);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(a, { missionId: m.id })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('mission.claimed');
    }
    expect(await balance(a)).toBe(before + 4321n);
    const paid = (await t.dbHandle.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'BONUS' AND meta->>'source' = 'MISSION'
        AND (meta->>'rewardId')::bigint IN (SELECT id FROM reward_items WHERE member_id = ${a.member.id})`,
    )) as unknown as { rows: { n: number }[] };
    expect(paid.rows[0]?.n).toBe(1);
  });

  it('the leaderboard ranks the period by valid bet or by net win, accounts masked', async () => {
    // Accounts whose masked forms (first two, ***, last two) differ from each other and from every other member's:
    // random account names collided now and then, and the board's entry of another member was read.
    const tag = Math.floor(Math.random() * 1e6);
    const [x, y, z] = [
      await signIn(t, { account: `lb${tag}x1` }),
      await signIn(t, { account: `lb${tag}y2` }),
      await signIn(t, { account: `lb${tag}z3` }),
    ];
    for (const w of [x, y, z]) await fund(t, w.member, 10_000_000n);
    await playRound(t, x.member, 900_000n, 0n, 'RNG');
    await playRound(t, y.member, 500_000n, 2_000_000n, 'LIVE');
    await playRound(t, z.member, 700_000n, 800_000n, 'RNG');
    await g.drain();
    const ops = (metric: string) =>
      t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/leaderboard', headers: OPS, payload: { metric } });
    expect((await ops('VALID_BET')).statusCode).toBe(200);
    const board = (await get(x, '/wps/relay/MCSFE_getMissionLeaderboard?period=DAILY')).json().value;
    expect(board.metric).toBe('VALID_BET');
    const masked = (w: Who) => {
      const acc = [...w.member.account];
      return `${acc.slice(0, 2).join('')}***${acc.slice(-2).join('')}`;
    };
    const rankOf = (b: { list: { account: string; value: string; rank: number }[] }, w: Who) => b.list.find((e) => e.account === masked(w));
    const [rx, ry, rz] = [rankOf(board, x), rankOf(board, y), rankOf(board, z)];
    expect(rx?.value).toBe('900000');
    expect(rz?.value).toBe('700000');
    expect(ry?.value).toBe('500000');
    expect(rx!.rank).toBeLessThan(rz!.rank);
    expect(rz!.rank).toBeLessThan(ry!.rank);
    for (const e of board.list) expect(e.account).toMatch(/\*\*\*/);
    expect(JSON.stringify(board)).not.toContain(x.member.account);
    expect(board.mine).toEqual({ rank: rx!.rank, value: '900000' });
    expect(board.list.filter((e: { me: boolean }) => e.me)).toHaveLength(1);
    const ranks = board.list.map((e: { rank: number }) => e.rank);
    expect(ranks).toEqual([...ranks].sort((p: number, q: number) => p - q));

    expect((await ops('WINS')).statusCode).toBe(200);
    const wins = (await get(x, '/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY')).json().value;
    expect(wins).toMatchObject({ metric: 'WINS', period: 'WEEKLY' });
    expect(rankOf(wins, y)?.value).toBe('1500000');
    expect(rankOf(wins, z)?.value).toBe('100000');
    expect(rankOf(wins, x)).toBeUndefined();
    expect(wins.mine).toBeNull();
    expect(rankOf(wins, y)!.rank).toBeLessThan(rankOf(wins, z)!.rank);
    expect((await ops('POINTS')).statusCode).toBe(400);
    await ops('VALID_BET');
    expect((await get(x, '/wps/relay/MCSFE_getMissionLeaderboard?period=MONTHLY')).statusCode).toBe(400);
  });
});
