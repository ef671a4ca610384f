import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { stepOf, totpAt } from '../src/modules/accounts';
import { STAFF_DEMO_PASSWORD } from '../src/seed/staff';
import { H, OPS, appForFile, signIn } from './harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * Back-office staff (decision 025): sign-in in steps (password, TOTP enrolled at the first sign-in, a forced password
 * change), sessions of their own realm, roles of data checked on every operator call, atomic attempt limits.
 */
const t = appForFile();
const { call, codeFor, signIn: staffSignIn, secrets, lastStep } = staffClient(t);

const auditOutcomes = async (action: string) =>
  rowsOf<{ outcome: string }>(
    await t.dbHandle.db.execute(sql`SELECT payload->>'outcome' AS outcome FROM ops_audit_log WHERE action = ${action} ORDER BY id`),
  ).map((r) => r.outcome);

describe('staff sign-in', () => {
  it('a new staff member enrols TOTP, must change the one-time password, and is then signed in', async () => {
    const created = await call('POST', '/ops/v1/merchants/DEMO/staff', OPS, {
      username: 'newbie',
      displayName: 'New Bie',
      role: 'support',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { temporaryPassword } = created.json().value;
    expect(created.json().value).toMatchObject({ role: 'support', totpEnrolled: false, mustChangePassword: true });

    const login = await call('POST', '/bo/v1/login', {}, { merchant: 'demo', username: 'newbie', password: temporaryPassword });
    expect(login.json().value).toMatchObject({ stage: 'enrol', enrolment: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
    const { token, enrolment } = login.json().value;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}&issuer=/);
    secrets.set('DEMO/newbie', enrolment.secret);
    // Signing in is not signed in: the pending token opens nothing.
    expect((await call('GET', '/bo/v1/me', bearer(token))).statusCode).toBe(401);
    expect((await call('GET', '/ops/v1/merchants/DEMO/approvals', bearer(token))).statusCode).toBe(401);

    const wrong = await call('POST', '/bo/v1/login/totp', { ...bearer(token), language: 'UR' }, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'staff.totp_invalid', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    const ok = await call('POST', '/bo/v1/login/totp', bearer(token), { code: codeFor('DEMO/newbie') });
    expect(ok.json().value).toMatchObject({ token, stage: 'password' });
    expect((await call('GET', '/bo/v1/me', bearer(token))).statusCode).toBe(401);

    const weak = await call('POST', '/bo/v1/password', bearer(token), { current: temporaryPassword, next: 'short1' });
    expect(weak.statusCode).toBe(400);
    const same = await call('POST', '/bo/v1/password', bearer(token), { current: temporaryPassword, next: temporaryPassword });
    expect(same.json().code).toBe('staff.password_same');
    const changed = await call('POST', '/bo/v1/password', bearer(token), { current: temporaryPassword, next: 'Better-pass-2026' });
    expect(changed.json().value).toMatchObject({ stage: 'active' });

    const me = await call('GET', '/bo/v1/me', bearer(token));
    expect(me.json().value).toMatchObject({
      username: 'newbie',
      merchant: { code: 'DEMO', currency: 'PKR' },
      role: { code: 'support', permissions: expect.arrayContaining(['players.view']) },
    });
    // The one-time password is gone; the new one asks for a TOTP code (enrolled), and a used code is refused.
    expect((await call('POST', '/bo/v1/login', {}, { merchant: 'DEMO', username: 'newbie', password: temporaryPassword })).statusCode).toBe(
      400,
    );
    const again = await call('POST', '/bo/v1/login', {}, { merchant: 'DEMO', username: 'newbie', password: 'Better-pass-2026' });
    expect(again.json().value.stage).toBe('totp');
    const used = totpAt(enrolment.secret, lastStep.get('DEMO/newbie') as number);
    expect((await call('POST', '/bo/v1/login/totp', bearer(again.json().value.token), { code: used })).json().code).toBe(
      'staff.totp_invalid',
    );
  });

  it('a staff token is no member session, and a member token no staff session', async () => {
    const { token } = await staffSignIn('viewer');
    const member = await signIn(t);
    expect((await call('GET', '/wps/member/info', H('DEMO', { authorization: token }))).statusCode).toBe(401);
    expect((await call('GET', '/bo/v1/me', { authorization: member.token })).statusCode).toBe(401);
    expect((await call('GET', '/bo/v1/me', bearer(member.token))).statusCode).toBe(401);
    expect((await call('GET', '/ops/v1/merchants/DEMO/approvals', bearer(member.token))).statusCode).toBe(401);
    expect((await call('GET', '/ops/v1/whoami', bearer(token))).json().value).toMatchObject({ name: 'staff:viewer', role: 'read-only' });
  });

  it('twenty wrong passwords at once are counted one by one: the account locks after five', async () => {
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/bo/v1/login', {}, { merchant: 'DEMO', username: 'marketing', password: 'wrong-password-1' }, '10.9.9.9'),
      ),
    );
    const codes = tries.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'login.failed')).toHaveLength(4);
    expect(codes.filter((c) => c === 'login.temporarily_locked')).toHaveLength(16);
    // Locked: the right password is refused too until the window ends.
    const right = await call(
      'POST',
      '/bo/v1/login',
      {},
      { merchant: 'DEMO', username: 'marketing', password: STAFF_DEMO_PASSWORD },
      '10.9.9.8',
    );
    expect(right.json().code).toBe('login.temporarily_locked');
  });

  it('twenty confirmations of one TOTP code at once sign in once', async () => {
    const login = await call('POST', '/bo/v1/login', {}, { merchant: 'DEMO', username: 'risk', password: STAFF_DEMO_PASSWORD });
    const { token, enrolment } = login.json().value;
    const code = totpAt(enrolment.secret, stepOf(Date.now()));
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/bo/v1/login/totp', bearer(token), { code })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are replays of a used code: refused, and counted as failures (past five the member is locked out).
    const refusals = ['staff.totp_invalid', 'staff.step', 'login.temporarily_locked'];
    expect(answers.filter((r) => refusals.includes(r.json().code))).toHaveLength(19);
  });

  it('sessions are listed and revoked one by one; disabling a staff member ends theirs', async () => {
    const first = await staffSignIn('support');
    const second = await staffSignIn('support');
    const list = (await call('GET', '/bo/v1/sessions', bearer(second.token))).json().value;
    expect(list).toHaveLength(2);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect((await call('DELETE', `/bo/v1/sessions/${other.id}`, bearer(second.token))).statusCode).toBe(200);
    expect((await call('GET', '/bo/v1/me', bearer(first.token))).statusCode).toBe(401);
    expect((await call('GET', '/bo/v1/me', bearer(second.token))).statusCode).toBe(200);

    const staff = (await call('GET', '/ops/v1/merchants/DEMO/staff', OPS)).json().value;
    const support = staff.find((s: { username: string }) => s.username === 'support');
    expect((await call('POST', `/ops/v1/merchants/DEMO/staff/${support.id}/disable`, OPS)).statusCode).toBe(200);
    expect((await call('GET', '/bo/v1/me', bearer(second.token))).statusCode).toBe(401);
    expect(
      (await call('POST', '/bo/v1/login', {}, { merchant: 'DEMO', username: 'support', password: STAFF_DEMO_PASSWORD })).statusCode,
    ).toBe(400);
  });
});

describe('roles and permissions of staff', () => {
  it('every operator call checks the role: refused without the permission (audited), another merchant never', async () => {
    const { token: marketing } = await staffSignIn('viewer', STAFF_DEMO_PASSWORD, 'ACME');
    // Read-only may read, never change.
    expect((await call('GET', '/ops/v1/merchants/ACME/approvals', bearer(marketing))).statusCode).toBe(200);
    const adjust = await call('POST', '/ops/v1/merchants/ACME/members/nobody/adjust', bearer(marketing), {
      amount: '1.00',
      reason: 'not allowed',
      requestId: 'read-only-attempt-1',
    });
    expect(adjust.statusCode).toBe(403);
    expect(adjust.json().code).toBe('ops.forbidden');
    // A merchant's staff member never sees another merchant's data.
    expect((await call('GET', '/ops/v1/merchants/DEMO/approvals', bearer(marketing))).statusCode).toBe(403);
    expect((await call('GET', '/ops/v1/merchants/DEMO/staff', bearer(marketing))).statusCode).toBe(403);
    expect(await auditOutcomes('balance.adjust')).toContain('ops.forbidden');
  });

  it('roles are data: taking a permission away refuses the next call', async () => {
    const { token: admin } = await staffSignIn('admin', STAFF_DEMO_PASSWORD, 'ACME');
    const { token: finance } = await staffSignIn('finance', STAFF_DEMO_PASSWORD, 'ACME');
    expect((await call('GET', '/ops/v1/merchants/ACME/approvals', bearer(finance))).statusCode).toBe(200);
    // Finance may not manage staff.
    expect((await call('GET', '/ops/v1/merchants/ACME/roles', bearer(finance))).statusCode).toBe(403);
    const roles = (await call('GET', '/ops/v1/merchants/ACME/roles', bearer(admin))).json().value;
    expect(roles.map((r: { code: string }) => r.code)).toEqual(['administrator', 'finance', 'support', 'risk', 'marketing', 'read-only']);
    const fin = roles.find((r: { code: string }) => r.code === 'finance');
    const set = await call('PUT', '/ops/v1/merchants/ACME/roles/finance', bearer(admin), {
      name: fin.name,
      permissions: fin.permissions.filter((p: string) => p !== 'money.view'),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', '/ops/v1/merchants/ACME/approvals', bearer(finance))).statusCode).toBe(403);
    const bad = await call('PUT', '/ops/v1/merchants/ACME/roles/finance', bearer(admin), { name: 'x', permissions: ['root.everything'] });
    expect(bad.statusCode).toBe(400);
  });

  it('four-eyes between two staff members: the maker cannot approve, the second one moves the money', async () => {
    const member = await signIn(t);
    const { token: maker } = await staffSignIn('finance');
    const { token: checker } = await staffSignIn('finance2');
    const big = await call('POST', `/ops/v1/merchants/DEMO/members/${member.member.account}/adjust`, bearer(maker), {
      amount: '2500.00',
      reason: 'goodwill credit',
      requestId: 'staff-fe-1',
    });
    expect(big.json().value).toMatchObject({ transferId: null, approval: { state: 'PENDING', threshold: '100000' } });
    const id = big.json().value.approval.id;
    const pending = (await call('GET', '/ops/v1/merchants/DEMO/approvals?state=PENDING', bearer(checker))).json().value;
    expect(pending.find((a: { id: number }) => a.id === id)).toMatchObject({ maker: 'staff:finance', makerRole: 'finance' });
    const self = await call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/approve`, bearer(maker));
    expect(self.json().code).toBe('approval.self');
    const ok = await call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/approve`, bearer(checker));
    expect(ok.json().value).toMatchObject({ state: 'APPROVED', checker: 'staff:finance2', balance: '250000' });
  });
});
