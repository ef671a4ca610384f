import { randomBytes } from 'node:crypto';
import type { StaffMe, StaffStage, StaffStepValue, staffLoginBody, staffPasswordBody } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import type { OpsActor, StaffContext } from '../../core/context';
import { hashPassword, verifyPassword } from '../../core/passwords';
import type { Db } from '../../db/client';
import { hashToken } from '../sessions';
import { matchTotp, newTotpSecret } from '../accounts';
import { createStaffRepo, type StaffRow, type StaffSessionRow, type StaffStageDb } from './staff.repo';

/** The brute-force counters the member sign-in uses (accounts' limiter): one atomic increment per attempt. */
export type AttemptCounter = {
  hit: (key: string, windowMs: number) => Promise<number>;
  release: (key: string) => Promise<unknown>;
  reset: (key: string) => Promise<unknown>;
};
export type StaffAuthConfig = {
  maxFailures: number;
  ipMaxFailures: number;
  lockMinutes: number;
  idleMinutes: number;
  /** The name authenticator apps show beside the account. */
  issuer: string;
};
type Caller = { ip: string; userAgent: string };

const PENDING_MS = 10 * 60_000;
const ABSOLUTE_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 30_000;
const stageOut: Record<StaffStageDb, StaffStage> = { ENROL: 'enrol', TOTP: 'totp', PASSWORD: 'password', ACTIVE: 'active' };

/** Staff tokens carry their realm in a prefix: a member's token is never one, and the reverse. */
export const STAFF_TOKEN_PREFIX = 'bo_';
export const staffTokenOf = (authorization: string | undefined) => {
  const t = String(authorization ?? '')
    .replace(/^Bearer\s+/i, '')
    .trim();
  return t.startsWith(STAFF_TOKEN_PREFIX) && t.length < 200 ? t : null;
};
/** The name a staff member acts under in the audit log and four-eyes (platform staff apart from a merchant's). */
export const staffActorName = (s: Pick<StaffRow, 'username' | 'merchantId'>) =>
  s.merchantId === null ? `platform:${s.username}` : `staff:${s.username}`;

/**
 * Staff sign-in (decision 025): password, then the TOTP code (enrolling the secret at the first sign-in), then a
 * forced password change when due; the same atomic attempt limits as members; sessions of their own realm that end
 * when idle, revocable one by one.
 */
export const createStaffAuth = (d: { db: Db; limiter: AttemptCounter; config: StaffAuthConfig; now?: Clock }) => {
  const repo = createStaffRepo(d.db);
  const now = d.now ?? systemClock;
  const cfg = d.config;
  const windowMs = cfg.lockMinutes * 60_000;
  const locked = () => new AppError('login.temporarily_locked', { params: { minutes: cfg.lockMinutes } });
  const idleUntil = (s: Pick<StaffSessionRow, 'createdAt'>, at: Date) =>
    new Date(Math.min(at.getTime() + cfg.idleMinutes * 60_000, s.createdAt.getTime() + ABSOLUTE_MS));

  /** The live session of a token and its staff member (a disabled member has none). */
  const live = async (token: string) => {
    const row = await repo.liveSession(hashToken(token), now());
    if (row?.staff.status !== 'ACTIVE') throw new AppError('auth.required');
    return row;
  };

  const step = (token: string, stage: StaffStageDb, enrolment?: StaffStepValue['enrolment']): StaffStepValue => ({
    token,
    stage: stageOut[stage],
    ...(enrolment ? { enrolment } : {}),
  });

  const login = async (body: z.infer<typeof staffLoginBody>, c: Caller): Promise<StaffStepValue> => {
    const merchant = body.merchant ? await repo.merchantByCode(body.merchant) : null;
    const username = body.username.toLowerCase();
    const acctKey = `staff:a:${merchant?.id ?? (body.merchant ? body.merchant.toUpperCase() : 0)}:${username}`;
    const ipKey = `staff:ip:${c.ip}`;
    // Both attempts are taken before anything is checked: twenty at once are counted one by one.
    const [acct, ip] = await Promise.all([d.limiter.hit(acctKey, windowMs), d.limiter.hit(ipKey, windowMs)]);
    if (acct > cfg.maxFailures || ip > cfg.ipMaxFailures) throw locked();
    const staff = body.merchant && !merchant ? undefined : await repo.staffByName(merchant?.id ?? null, username);
    const valid = await verifyPassword(staff?.passwordHash, body.password);
    if (!staff || !valid || staff.status !== 'ACTIVE') {
      if (acct >= cfg.maxFailures) throw locked();
      throw new AppError('login.failed', { value: { captcha: false, remaining: cfg.maxFailures - acct } });
    }
    await Promise.all([d.limiter.reset(acctKey), d.limiter.release(ipKey)]);
    const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const at = now();
    const enrol = staff.totpSecret === null;
    const secret = enrol ? newTotpSecret() : null;
    await repo.openSession({
      tokenHash: hashToken(token),
      staffId: staff.id,
      stage: enrol ? 'ENROL' : 'TOTP',
      pendingSecret: secret,
      ip: c.ip,
      userAgent: c.userAgent.slice(0, 256),
      expiresAt: new Date(at.getTime() + PENDING_MS),
    });
    if (!secret) return step(token, 'TOTP');
    const label = encodeURIComponent(`${cfg.issuer}:${username}${merchant ? `@${merchant.code}` : ''}`);
    const uri = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(cfg.issuer)}&algorithm=SHA1&digits=6&period=30`;
    return step(token, 'ENROL', { secret, uri });
  };

  /** The TOTP code of a signing-in session: enrols the offered secret the first time; a code is good once. */
  const totp = async (token: string, code: string): Promise<StaffStepValue> => {
    const { session, staff } = await live(token);
    if (session.stage !== 'ENROL' && session.stage !== 'TOTP') throw new AppError('staff.step');
    const key = `staff:totp:${staff.id}`;
    const n = await d.limiter.hit(key, windowMs);
    if (n > cfg.maxFailures) throw locked();
    const secret = session.stage === 'ENROL' ? session.pendingSecret : staff.totpSecret;
    const at = now();
    const matched = secret ? matchTotp(secret, code, at.getTime()) : null;
    if (matched === null || !(await repo.takeTotpStep(staff.id, matched))) {
      if (n >= cfg.maxFailures) throw locked();
      throw new AppError('staff.totp_invalid');
    }
    if (session.stage === 'ENROL' && secret && !(await repo.enrolTotp(staff.id, secret))) throw new AppError('staff.step');
    await d.limiter.reset(key);
    const next: StaffStageDb = staff.mustChangePassword ? 'PASSWORD' : 'ACTIVE';
    const until = next === 'ACTIVE' ? idleUntil(session, at) : new Date(at.getTime() + PENDING_MS);
    if (!(await repo.advance(session.id, session.stage, next, until))) throw new AppError('staff.step');
    if (next === 'ACTIVE') await repo.touchLogin(staff.id, at);
    return step(token, next);
  };

  /** Changes the password (due, or by choice when signed in); every other session of the staff member ends. */
  const password = async (token: string, body: z.infer<typeof staffPasswordBody>): Promise<StaffStepValue> => {
    const { session, staff } = await live(token);
    if (session.stage !== 'PASSWORD' && session.stage !== 'ACTIVE') throw new AppError('staff.step');
    const key = `staff:pw:${staff.id}`;
    const n = await d.limiter.hit(key, windowMs);
    if (n > cfg.maxFailures) throw locked();
    if (!(await verifyPassword(staff.passwordHash, body.current))) {
      if (n >= cfg.maxFailures) throw locked();
      throw new AppError('password.incorrect');
    }
    await d.limiter.reset(key);
    if (body.next === body.current) throw new AppError('staff.password_same');
    const at = now();
    await repo.setPassword(staff.id, await hashPassword(body.next), at);
    await repo.revokeAll(staff.id, session.id, at);
    if (session.stage === 'PASSWORD') {
      if (!(await repo.advance(session.id, 'PASSWORD', 'ACTIVE', idleUntil(session, at)))) throw new AppError('staff.step');
      await repo.touchLogin(staff.id, at);
    }
    return step(token, 'ACTIVE');
  };

  /** The platform auth plugin's port: a live session (signed in unless `pending`), kept alive while used. */
  const resolve = async (token: string, opts: { pending: boolean }): Promise<StaffContext> => {
    const { session, staff } = await live(token);
    if (!opts.pending && session.stage !== 'ACTIVE') throw new AppError('auth.required');
    const at = now();
    if (session.stage === 'ACTIVE' && at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await repo.touchSession(session.id, at, idleUntil(session, at));
    return { sessionId: session.id, staffId: staff.id, username: staff.username, merchantId: staff.merchantId, stage: session.stage };
  };

  /** A staff token on the operator API: the staff member as an operator with their role's permissions. */
  const operator = async (token: string): Promise<OpsActor> => {
    const ctx = await resolve(token, { pending: false });
    const staff = (await repo.staffById(ctx.staffId)) as StaffRow;
    const role = await repo.roleById(staff.roleId);
    if (!role) throw new AppError('auth.required');
    const actor: OpsActor = { name: staffActorName(staff), role: role.code, merchantId: staff.merchantId, permissions: role.permissions };
    return staff.agentId === null ? actor : { ...actor, agentId: staff.agentId };
  };

  const me = async (ctx: StaffContext): Promise<StaffMe> => {
    const staff = (await repo.staffById(ctx.staffId)) as StaffRow;
    const [role, merchant] = await Promise.all([
      repo.roleById(staff.roleId),
      staff.merchantId ? repo.merchantById(staff.merchantId) : null,
    ]);
    if (!role) throw new AppError('auth.required');
    return {
      id: staff.id,
      username: staff.username,
      displayName: staff.displayName,
      merchant: merchant ? { code: merchant.code, name: merchant.name, zone: merchant.zone, currency: merchant.currency } : null,
      role: { code: role.code, name: role.name, permissions: role.permissions as StaffMe['role']['permissions'], system: role.system },
      language: staff.language,
    };
  };

  const sessions = async (ctx: StaffContext) =>
    (await repo.sessionsOf(ctx.staffId, now())).map((s) => ({
      id: s.id,
      current: s.id === ctx.sessionId,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    }));

  const revoke = async (ctx: StaffContext, id: number) => {
    if (!(await repo.revoke(ctx.staffId, id, now()))) throw new AppError('resource.not_found');
  };

  return { login, totp, password, resolve, operator, me, sessions, revoke, logout: (ctx: StaffContext) => revoke(ctx, ctx.sessionId) };
};
export type StaffAuth = ReturnType<typeof createStaffAuth>;
