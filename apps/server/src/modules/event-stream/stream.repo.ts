import type { CrossBrandValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** A brand's day across the cells, as the operator API answers it. */
export type CrossBrandDay = CrossBrandValue['list'][number];
type DayAdd = Omit<CrossBrandDay, 'bets' | 'deposits'> & { bets: number; deposits: number };

/** The stream consumers' SQL: what each has applied (stream_seen) and the cross-brand days. */
export const streamRepo = {
  /** Records that the consumer applied the event; false when it already had (a message delivered again). */
  markSeen: async (tx: Db, consumer: string, source: string, eventId: number) =>
    rowsOf(
      await tx.execute(sql`INSERT INTO stream_seen (consumer, source, event_id) VALUES (${consumer}, ${source}, ${eventId})
        ON CONFLICT DO NOTHING RETURNING 1`),
    ).length > 0,

  /** Adds to a brand's day (made when it is the first). */
  addDay: async (tx: Db, d: DayAdd) => {
    await tx.execute(sql`INSERT INTO cross_brand_days (source, merchant_id, day, bets, stake, payout, deposits, deposited)
      VALUES (${d.source}, ${d.merchantId}, ${d.day}, ${d.bets}, ${d.stake}::bigint, ${d.payout}::bigint, ${d.deposits}, ${d.deposited}::bigint)
      ON CONFLICT (source, merchant_id, day) DO UPDATE SET bets = cross_brand_days.bets + EXCLUDED.bets,
        stake = cross_brand_days.stake + EXCLUDED.stake, payout = cross_brand_days.payout + EXCLUDED.payout,
        deposits = cross_brand_days.deposits + EXCLUDED.deposits, deposited = cross_brand_days.deposited + EXCLUDED.deposited`);
  },

  /** The cross-brand report: every brand's days from `from` to `to` (UTC, inclusive), by day then cell and merchant. */
  crossBrandDays: async (db: Db, from: string, to: string): Promise<CrossBrandDay[]> =>
    rowsOf<{
      source: string;
      merchant_id: number;
      day: string;
      bets: string;
      stake: string;
      payout: string;
      deposits: string;
      deposited: string;
    }>(
      await db.execute(sql`SELECT source, merchant_id, day::text AS day, bets::text, stake::text, payout::text, deposits::text, deposited::text
        FROM cross_brand_days WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day, source, merchant_id`),
    ).map((r) => ({
      source: r.source,
      merchantId: r.merchant_id,
      day: r.day,
      bets: Number(r.bets),
      stake: r.stake,
      payout: r.payout,
      deposits: Number(r.deposits),
      deposited: r.deposited,
    })),

  /** Drops what consumers applied before `before` (the stream no longer holds those messages). */
  pruneSeen: async (db: Db, before: Date) => ({
    pruned: rowsOf(await db.execute(sql`DELETE FROM stream_seen WHERE seen_at < ${before.toISOString()}::timestamptz RETURNING 1`)).length,
  }),
};
