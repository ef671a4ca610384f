import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, outbox } from '../../db/schema';

/** Messages kept instead of sent (no SMTP server or SMS gateway configured), readable at the development outbox. */
export const createDevOutboxRepo = (db: Db) => ({
  add: async (m: { merchantId: number; channel: string; recipient: string; subject: string | null; body: string }) => {
    await db.insert(outbox).values(m);
  },

  /** The newest 50, optionally only those to one recipient, with the merchant's code. */
  latest: async (to?: string) =>
    db
      .select({ o: outbox, code: merchants.code })
      .from(outbox)
      .innerJoin(merchants, eq(merchants.id, outbox.merchantId))
      .where(to ? eq(outbox.recipient, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50),
});
