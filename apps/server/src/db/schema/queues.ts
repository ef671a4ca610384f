import { bigint, index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchantId } from './columns';

/**
 * Who works on a pending deposit or withdrawal (the back office's queues): one claim per item, taken atomically and
 * good for a while, optionally on hold with a reason. The money itself stays with the deposit and withdrawal modules.
 */
export const reviewClaims = pgTable(
  'review_claims',
  {
    kind: varchar('kind', { length: 16 }).notNull().$type<'deposits' | 'withdrawals'>(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId] }), index('review_claims_merchant_idx').on(t.merchantId, t.kind, t.claimedBy)],
);
