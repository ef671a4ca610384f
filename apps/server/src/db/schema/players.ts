import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, memberId, merchantId } from './columns';

/** Staff notes on a player (the back office's 360 view): append-only, each with its author's actor name. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.id)],
);
