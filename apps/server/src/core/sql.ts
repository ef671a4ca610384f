/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? []) as T[];

export const toBig = (v: unknown): bigint => (typeof v === 'bigint' ? v : BigInt(String(v)));

/** PostgreSQL's codes for a transaction that lost a race: retried inside the ledger, never shown to a caller. */
export const isRetryable = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '40001' || e.code === '40P01' || e.code === '55P03') return true;
  }
  return false;
};

export const pgErrorCode = (err: unknown): string | undefined => {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};
