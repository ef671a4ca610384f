/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? []) as T[];

export const toBig = (v: unknown): bigint => (typeof v === 'bigint' ? v : BigInt(String(v)));
