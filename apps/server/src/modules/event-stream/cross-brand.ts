import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { StreamConsumerSpec } from './stream-consumer';

export const CROSS_BRAND_CONSUMER = 'cross-brand';

/** A brand's day across the cells: bets settled with their stake and payout, deposits credited and their sum. */
export type CrossBrandDay = {
  source: string;
  merchantId: number;
  day: string;
  bets: number;
  stake: string;
  payout: string;
  deposits: number;
  deposited: string;
};

const minor = (v: unknown) => (typeof v === 'string' && /^-?\d{1,30}$/.test(v) ? v : '0');

/**
 * The cross-brand report's consumer (issue 37): each cell's settled bets (a bet once: the event that counts its valid
 * stake) and credited deposits added to its merchant's UTC day in `cross_brand_days`.
 */
export const crossBrandConsumer: Omit<StreamConsumerSpec, 'name'> & { name: typeof CROSS_BRAND_CONSUMER } = {
  name: CROSS_BRAND_CONSUMER,
  types: ['bet.settled', 'deposit.credited'],
  handle: async (e, tx) => {
    const day = e.occurredAt.slice(0, 10);
    const p = e.payload as Record<string, unknown>;
    const bet = e.type === 'bet.settled';
    const counted = bet && minor(p.validBet) !== '0' ? 1 : 0;
    const stake = bet ? minor(p.validBet) : '0';
    const payout = bet ? minor(p.payout) : '0';
    const deposited = bet ? '0' : minor(p.amount);
    await tx.execute(sql`INSERT INTO cross_brand_days (source, merchant_id, day, bets, stake, payout, deposits, deposited)
      VALUES (${e.source}, ${e.merchantId}, ${day}, ${counted}, ${stake}::bigint, ${payout}::bigint, ${bet ? 0 : 1}, ${deposited}::bigint)
      ON CONFLICT (source, merchant_id, day) DO UPDATE SET bets = cross_brand_days.bets + EXCLUDED.bets,
        stake = cross_brand_days.stake + EXCLUDED.stake, payout = cross_brand_days.payout + EXCLUDED.payout,
        deposits = cross_brand_days.deposits + EXCLUDED.deposits, deposited = cross_brand_days.deposited + EXCLUDED.deposited`);
  },
};

/** The report: every brand's days from `from` to `to` (UTC, inclusive), by day then cell and merchant. */
export const crossBrandDays = async (db: Db, from: string, to: string): Promise<CrossBrandDay[]> =>
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
  }));

/** Drops what consumers have applied before `before` (the stream no longer holds those messages). */
export const pruneStreamSeen = async (db: Db, before: Date) => {
  const gone = rowsOf(await db.execute(sql`DELETE FROM stream_seen WHERE seen_at < ${before.toISOString()}::timestamptz RETURNING 1`));
  return { pruned: gone.length };
};
