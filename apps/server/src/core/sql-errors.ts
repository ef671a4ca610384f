import type { ErrorCode } from '@wl/contracts';
import { AppError } from './app-error';

/**
 * The one table of SQL error codes the server gives a meaning: the codes our PL/pgSQL functions raise (WL…) and the
 * PostgreSQL codes we act on. A code in `sqlErrors` reaches a caller as that AppError (the envelope maps one that
 * escapes a service); a code in `raceCodes` is a lost race the caller's loop runs again and never shows.
 */
export const sqlErrors = {
  /** ledger_transfer, lottery_credit: a debit beyond what the account holds. */
  WL402: 'wallet.insufficient_funds',
  /** ledger_transfer: an account that does not exist. */
  WL404: 'resource.not_found',
  /** ledger_transfer: an idempotency key used again with another body. */
  WL409: 'ledger.idempotency_conflict',
  /** protection_guard (issue 30): a block or a limit refuses money a player would stake, deposit or move. */
  WL451: 'protection.excluded',
  WL452: 'protection.timeout',
  WL453: 'protection.national_register',
  WL454: 'protection.deposit_limit',
  WL455: 'protection.loss_limit',
  WL456: 'protection.wager_limit',
  WL457: 'protection.session_limit',
  WL458: 'protection.reality_pending',
  /** protection_guard (issue 31): a deposit order past the merchant's KYC threshold without the level it needs. */
  WL459: 'kyc.required',
  WL460: 'kyc.enhanced_required',
  /** bonus_clear_guard (issue 33): money to another member while a bonus is still wagering. */
  WL461: 'bonus.wagering_unmet',
} as const satisfies Record<string, ErrorCode>;

/**
 * Lost races, by who runs the call again: `transaction` (serialization failure, deadlock, lock not available) for any
 * transaction loop; `seamless` adds the seamless functions' own race (WL498), a unique index taken by a concurrent
 * copy (23505) and a ledger key taken by one (WL409): the next attempt finds what the winner stored.
 */
export const raceCodes = {
  transaction: ['40001', '40P01', '55P03'],
  seamless: ['40001', '40P01', '55P03', 'WL498', '23505', 'WL409'],
} as const;

/** The SQLSTATE of an error from either driver (node-postgres or PGlite), looking through wrapped causes. */
export const pgErrorCode = (err: unknown): string | undefined => {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

/** Whether an error is a lost race of the given kind (retried, never shown to a caller). */
export const isRace = (err: unknown, kind: keyof typeof raceCodes = 'transaction'): boolean => {
  const code = pgErrorCode(err);
  return code !== undefined && (raceCodes[kind] as readonly string[]).includes(code);
};

/** A transaction lost a race (serialization, deadlock, lock not available): run it again. */
export const isRetryable = (err: unknown) => isRace(err, 'transaction');

/** A unique index refused the row (a concurrent copy of the same request got there first). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** The AppError an SQL error means to a caller, or null when the table has no meaning for it. */
export const appErrorOfSql = (err: unknown): AppError | null => {
  const code = pgErrorCode(err);
  const mapped = code && code in sqlErrors ? sqlErrors[code as keyof typeof sqlErrors] : undefined;
  return mapped ? new AppError(mapped) : null;
};

/** Rethrows an SQL error as the AppError of the table, any other error as it is. */
export const rethrowSql = (err: unknown): never => {
  throw appErrorOfSql(err) ?? err;
};
