import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorSecrets } from '../../db/schema';

/** The seamless wallet's own reads; its rules (sessions, replays, money) are the seamless_* SQL functions. */
export const createSeamlessRepo = (db: Db) => ({
  secretOf: async (vendor: string) =>
    (await db.select({ s: vendorSecrets.secret }).from(vendorSecrets).where(eq(vendorSecrets.vendor, vendor)))[0]?.s ?? null,
});
