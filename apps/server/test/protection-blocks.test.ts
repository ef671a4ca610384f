import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createSessionService } from '../src/modules/sessions';
import { appForFile, fund, signIn } from './harness';
import { lotteryBet, makeDraw, makeGame } from './lottery-helpers';
import { protectionCalls, sessionRevoked, setContact } from './protection-helpers';
import { mainBalance, player, vendorCall } from './seamless-helpers';

const t = appForFile();
const p = protectionCalls(t);
const bet = (gameToken: string, amount = '100', txId = randomUUID()) =>
  vendorCall(t, 'bet', { token: gameToken, txId, roundId: randomUUID(), amount });

/** A member with money, a payee and a payment password, so a withdrawal can be asked for. */
const withdrawer = async (pl: { headers: Record<string, string> }) => {
  await p.call(pl, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
  const payees = (
    await p.call(pl, 'POST', '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: `0${Date.now()}`, payeeName: 'Ali Khan' })
  ).json();
  return payees.value.list[0].id as number;
};
describe('a self-excluded player (issue 30)', () => {
  it('is refused on every path that takes money, keeps withdrawals, and a bet placed before still settles its win', async () => {
    const pl = await player(t, 100_000n);
    const payeeId = await withdrawer(pl);
    const before = await bet(pl.gameToken, '500');
    expect(before.json.success).toBe(true);
    const game = await makeGame(t, { format: 'FAST' });
    const draw = await makeDraw(t, game);
    const agent = await signIn(t, { type: 1 });
    await fund(t, agent.member, 10_000n);
    const down = await signIn(t, { parentId: agent.member.id });
    await t.dbHandle.db.execute(sql`UPDATE members SET parent_id = ${agent.member.id} WHERE id = ${pl.member.id}`);

    const s = await p.exclude(pl, 6);
    expect(s.code, JSON.stringify(s)).toBeNull();
    // The session that asked ended at once, and with it the vendor's game token.
    expect(await sessionRevoked(t, pl.sessionId)).toBe(true);
    expect((await p.state(pl)).code).toBe('login.not.session');
    expect((await bet(pl.gameToken)).json.code).toBe('vendor.session_invalid');

    // A new session (to withdraw): still no deposit, bet, ticket or transfer.
    const again = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: pl.member.merchantId, memberId: pl.member.id });
    const who = { headers: { ...pl.headers, authorization: again.token } };
    expect((await p.state(who)).value.block).toMatchObject({ kind: 'EXCLUSION' });
    expect((await p.gatewayDeposit(who, '200.00')).code).toBe('protection.excluded');
    const nodeId = rowsOf<{ id: number }>(
      await t.dbHandle.db.execute(
        sql`SELECT id FROM games WHERE merchant_id = ${pl.member.merchantId} AND vassalage = 'HOUSE' AND game_code = 'HOUSE_SLOT'`,
      ),
    )[0]!.id;
    const launched = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: who.headers });
    expect(launched.json().code).toBe('protection.excluded');
    // A vendor still holding a live token (its revocation missed) is refused by the ledger's own check.
    await t.dbHandle.db.execute(sql`UPDATE game_sessions SET expires_at = now() + interval '1 hour' WHERE member_id = ${pl.member.id}`);
    const token = pl.gameToken;
    const signed = await bet(token);
    expect(signed.json).toMatchObject({ success: false, code: 'vendor.player_blocked' });
    const house = await t.app.inject({
      method: 'POST',
      url: '/wps/house/play',
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: { token, clientSeed: 'seed', bet: { game: 'slot', stake: 100, lines: 20 } },
    });
    expect(house.json().code).toBe('protection.excluded');
    const ticket = await lotteryBet(t, who.headers, {
      gameCode: game.code,
      drawId: draw,
      bets: [{ betType: 'F_BIG', numbers: [], stake: '1000' }],
    });
    expect(ticket.json().code).toBe('protection.excluded');
    const up = await p.call(who, 'POST', '/wps/wallet/transfer/upline', { amount: '10.00', requestId: randomUUID() });
    expect(up.json().code).toBe('protection.excluded');
    // Money sent to an excluded member by its agent is refused too (it would be a deposit by another name).
    await t.dbHandle.db.execute(sql`UPDATE members SET parent_id = ${agent.member.id} WHERE id = ${down.member.id}`);
    const down1 = await p.call(agent, 'POST', '/wps/wallet/transfer/downline', {
      requestId: randomUUID(),
      transfers: [{ account: pl.member.account, amount: '1.00' }],
    });
    expect(down1.json().code).toBe('protection.excluded');

    // The win of the bet placed before settles, and a withdrawal is allowed.
    const win = await vendorCall(t, 'win', { token: pl.gameToken, txId: randomUUID(), betTxId: before.json.value?.txId, amount: '700' });
    expect(win.json, 'a win is never refused by protection').toMatchObject({ success: true });
    const w = await p.call(who, 'POST', '/wps/withdrawal', {
      payeeId,
      amount: '100.00',
      paymentPassword: '135790',
      requestId: randomUUID(),
    });
    expect(w.json().code, w.body).toBeNull();
    expect(await mainBalance(t, pl.member.id)).toBeLessThan(100_000n);
  });

  it('cannot be shortened, and its length is checked against the profile', async () => {
    const a = await signIn(t);
    expect((await p.exclude(a, 3)).code).toBe('protection.duration_invalid');
    expect((await p.call(a, 'POST', '/wps/member/protection/exclusion', { months: 6, confirm: 'yes' })).json().code).toBe(
      'request_param_err',
    );
    expect((await p.exclude(a, 12)).code).toBeNull();
    const b = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: a.member.merchantId, memberId: a.member.id });
    const who = { headers: { ...a.headers, authorization: b.token } };
    const until = (await p.state(who)).value.block.until;
    expect((await p.timeout(who, 24)).code).toBeNull();
    expect(
      (
        await p.state({
          headers: {
            ...a.headers,
            authorization: (
              await createSessionService({ db: t.dbHandle.db }).open({ merchantId: a.member.merchantId, memberId: a.member.id })
            ).token,
          },
        })
      ).value.block,
    ).toMatchObject({ kind: 'EXCLUSION', until });
  });
});

describe('across brands and registers', () => {
  it('an exclusion on DEMO excludes the same person on ACME at once, and a later ACME account at sign-in', async () => {
    const email = `person${Date.now()}@mail.example`;
    const demo = await signIn(t);
    await setContact(t, demo.member.id, { email });
    const acme = await signIn(t, { merchant: 'ACME' });
    await fund(t, acme.member, 50_000n);
    await setContact(t, acme.member.id, { email: email.toUpperCase() });
    expect((await p.exclude(demo, 6)).code).toBeNull();
    expect(await sessionRevoked(t, acme.sessionId)).toBe(true);
    // ACME's deposit and play are refused for the same identity.
    const s2 = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: acme.member.merchantId, memberId: acme.member.id });
    const acmeWho = { headers: { ...acme.headers, authorization: s2.token } };
    expect((await p.state(acmeWho)).value.block).toMatchObject({ kind: 'EXCLUSION' });
    expect((await p.gatewayDeposit(acmeWho, '200.00')).code).toBe('protection.excluded');

    // A new ACME account with the same e-mail registers later: its first sign-in excludes it.
    const later = await signIn(t, { merchant: 'ACME' });
    await setContact(t, later.member.id, { email });
    const prot = await import('../src/modules/protection');
    const svc = prot.createProtectionService({ db: t.dbHandle.db, register: prot.createStandinRegister() });
    await svc.sessionStarted(later.member.merchantId, later.member.id);
    const s3 = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: later.member.merchantId, memberId: later.member.id });
    const laterWho = { headers: { ...later.headers, authorization: s3.token } };
    expect((await p.state(laterWho)).value.block).toMatchObject({ kind: 'EXCLUSION' });
  });

  it('the sign-in itself asks the register: a listed demo player signing in is blocked before the first bet', async () => {
    const { login } = await import('./auth-helpers');
    const { members } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.dbHandle.db.update(members).set({ mobile: '+92 300 9990001' }).where(eq(members.account, 'demo01'));
    const res = await login(t, { username: 'demo01', password: 'demo1234', type: 'username' });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().value.token as string;
    const state = (
      await p.call({ headers: { merchant: 'DEMO', language: 'UR', device: 'WEB', authorization: token } }, 'GET', '/wps/member/protection')
    ).json();
    expect(state.value.block).toMatchObject({ kind: 'NATIONAL' });
    const refused = await p.gatewayDeposit(
      { headers: { merchant: 'DEMO', language: 'UR', device: 'WEB', authorization: token } },
      '200.00',
    );
    expect(refused.code).toBe('protection.national_register');
    expect(refused.message).toMatch(/قومی/);
  });

  it('a person on the national register is blocked at sign-in and freed when the register no longer lists them', async () => {
    const a = await signIn(t);
    await setContact(t, a.member.id, { mobile: '0300-9990001' });
    const prot = await import('../src/modules/protection');
    const svc = prot.createProtectionService({ db: t.dbHandle.db, register: prot.createStandinRegister() });
    await svc.sessionStarted(a.member.merchantId, a.member.id);
    expect((await p.state(a)).value.block).toMatchObject({ kind: 'NATIONAL' });
    expect((await p.gatewayDeposit(a, '200.00')).code).toBe('protection.national_register');
    await setContact(t, a.member.id, { mobile: '0300-1234567' });
    await svc.sessionStarted(a.member.merchantId, a.member.id);
    expect((await p.state(a)).value.block).toBeNull();
  });
});

describe('time-out and reality checks', () => {
  it('a time-out ends the session and refuses deposits; a reality check pauses play until answered', async () => {
    const a = await signIn(t);
    expect((await p.timeout(a, 12)).code).toBe('protection.duration_invalid');
    expect((await p.timeout(a, 48)).code).toBeNull();
    expect(await sessionRevoked(t, a.sessionId)).toBe(true);

    const pl = await player(t, 10_000n);
    const prot = await import('../src/modules/protection');
    const reality = prot.createRealityService({ db: t.dbHandle.db, idleMs: 3_600_000 });
    const check = await reality.now(pl.member.merchantId, pl.member.id, 60);
    expect(check).toMatchObject({ staked: '0', won: '0', net: '0' });
    expect((await p.call(pl, 'GET', '/wps/member/protection/reality/due')).json().value.checkId).toBe(check.checkId);
    expect((await bet(pl.gameToken)).json.code).toBe('vendor.player_blocked');
    const ack = await p.call(pl, 'POST', '/wps/member/protection/reality/ack', { checkId: check.checkId, choice: 'continue' });
    expect(ack.json().value).toEqual({ ended: false });
    expect((await bet(pl.gameToken)).json.success).toBe(true);
    const next = await reality.now(pl.member.merchantId, pl.member.id, 60);
    expect(next).toMatchObject({ staked: '100' });
    const stop = await p.call(pl, 'POST', '/wps/member/protection/reality/ack', { checkId: next.checkId, choice: 'stop' });
    expect(stop.json().value).toEqual({ ended: true });
    expect(await sessionRevoked(t, pl.sessionId)).toBe(true);
  });

  it('where the profile makes reality checks mandatory, they cannot be switched off', async () => {
    const a = await signIn(t, { merchant: 'ACME' });
    expect((await p.call(a, 'PUT', '/wps/member/protection/reality', { minutes: null })).json().code).toBe('protection.mandatory_reality');
    expect((await p.call(a, 'PUT', '/wps/member/protection/reality', { minutes: 30 })).json().value.realityMinutes).toBe(30);
    const d = await signIn(t);
    expect((await p.call(d, 'PUT', '/wps/member/protection/reality', { minutes: null })).json().value.realityMinutes).toBeNull();
  });
});
