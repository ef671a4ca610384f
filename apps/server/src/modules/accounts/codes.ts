import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { createCodesRepo } from './codes.repo';
import { AppError } from '../../core/app-error';

export type CodePurpose =
  | 'captcha'
  | 'sms_register'
  | 'sms_login'
  | 'sms_reset'
  | 'email_reset'
  | 'login_ticket'
  | 'ipverify_sms'
  | 'ipverify_email'
  | 'oidc_state';

const sha = (s: string) => createHash('sha256').update(s).digest();
export const sixDigits = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Single-use, expiring, attempt-limited secrets bound to (merchant, purpose, target); only hashes are stored. */
export const createCodeService = (deps: { db: Db; now?: () => Date; maxAttempts?: number }) => {
  const repo = createCodesRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const maxAttempts = deps.maxAttempts ?? 5;

  const issue = async (
    merchantId: number,
    purpose: CodePurpose,
    target: string,
    secret: string,
    ttlMs: number,
    data: Record<string, unknown> | null = null,
  ) => {
    // A new code replaces any earlier one for the same purpose and target.
    await repo.retire({ merchantId, purpose, target }, now());
    await repo.insert({
      merchantId,
      purpose,
      target,
      codeHash: sha(secret).toString('hex'),
      data,
      expiresAt: new Date(now().getTime() + ttlMs),
    });
  };

  /** Uses a row once; false when another request used it first. */
  const markUsed = (id: number) => repo.markUsed(id, now());

  /**
   * Accepts a code once. Every answer counts as an attempt; after maxAttempts the code is dead. An unknown or used code answers
   * `verification.invalid`, an expired one `verification.expired` (the client offers to send again).
   */
  const consume = async (
    merchantId: number,
    purpose: CodePurpose,
    target: string,
    secret: string,
    onWrong: 'verification.invalid' | 'captcha.invalid' = 'verification.invalid',
  ) => {
    const row = await repo.newestUnused({ merchantId, purpose, target });
    if (!row) throw new AppError(onWrong);
    if (row.expiresAt.getTime() <= now().getTime()) throw new AppError(onWrong === 'captcha.invalid' ? onWrong : 'verification.expired');
    // The attempt is taken before the comparison, in one statement: of answers sent at once only `limit` are
    // compared, and a captcha is compared once.
    const limit = purpose === 'captcha' ? 1 : maxAttempts;
    const attempts = await repo.takeAttempt(row.id, limit);
    if (attempts === undefined) throw new AppError(onWrong);
    const given = sha(secret);
    const stored = Buffer.from(row.codeHash, 'hex');
    if (!timingSafeEqual(given, stored)) {
      if (attempts >= limit) await markUsed(row.id);
      throw new AppError(onWrong);
    }
    if (!(await markUsed(row.id))) throw new AppError(onWrong);
    return row;
  };

  /** The live (unused, unexpired) secret of a purpose and target, without using it. */
  const find = async (merchantId: number, purpose: CodePurpose, target: string) => {
    const row = await repo.newestUnused({ merchantId, purpose, target });
    return row && row.expiresAt.getTime() > now().getTime() ? row : null;
  };

  return { issue, consume, find, markUsed };
};
export type CodeService = ReturnType<typeof createCodeService>;
