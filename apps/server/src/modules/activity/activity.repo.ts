import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** A batch's play of one member on one merchant day in one category. */
export type PlayRow = {
  merchantId: number;
  memberId: number;
  day: string;
  category: string;
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  rounds: number;
  wins: number;
};
export type DayRow = { merchantId: number; memberId: number; day: string; deposited: bigint; deposits: number; logins: number };

const arr = (xs: (string | number | bigint)[]) => `{${xs.map((x) => String(x)).join(',')}}`;

/** Statements of the growth consumer's batch transaction. */
export const activityTx = {
  /** Marks events applied; answers the ids that were new (a replayed event is not among them). */
  markSeen: async (tx: Db, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          rowsOf<{ event_id: string | number }>(
            await tx.execute(sql`INSERT INTO growth_seen (event_id) SELECT unnest(${arr(ids)}::bigint[])
              ON CONFLICT (event_id) DO NOTHING RETURNING event_id`),
          ).map((r) => Number(r.event_id)),
        ),

  timeZones: async (tx: Db, merchantIds: number[]) =>
    rowsOf<{ id: number; time_zone: string }>(
      await tx.execute(sql`SELECT id, time_zone FROM merchants WHERE id = ANY(${arr(merchantIds)}::int[])`),
    ),

  /** Adds a batch's play to the day rows in one statement (rows already summed per key). */
  addPlay: async (tx: Db, rows: PlayRow[]) => {
    if (rows.length === 0) return;
    await tx.execute(sql`INSERT INTO play_stats (merchant_id, member_id, day, category, valid_bet, stake, payout, rounds, wins)
      SELECT * FROM unnest(${arr(rows.map((r) => r.merchantId))}::int[], ${arr(rows.map((r) => r.memberId))}::bigint[],
        ${arr(rows.map((r) => r.day))}::date[], ${arr(rows.map((r) => r.category))}::text[], ${arr(rows.map((r) => r.validBet))}::bigint[],
        ${arr(rows.map((r) => r.stake))}::bigint[], ${arr(rows.map((r) => r.payout))}::bigint[], ${arr(rows.map((r) => r.rounds))}::int[],
        ${arr(rows.map((r) => r.wins))}::int[])
      ON CONFLICT (merchant_id, member_id, day, category) DO UPDATE SET valid_bet = play_stats.valid_bet + excluded.valid_bet,
        stake = play_stats.stake + excluded.stake, payout = play_stats.payout + excluded.payout,
        rounds = play_stats.rounds + excluded.rounds, wins = play_stats.wins + excluded.wins`);
  },

  addDays: async (tx: Db, rows: DayRow[]) => {
    if (rows.length === 0) return;
    await tx.execute(sql`INSERT INTO member_days (merchant_id, member_id, day, deposited, deposits, logins)
      SELECT * FROM unnest(${arr(rows.map((r) => r.merchantId))}::int[], ${arr(rows.map((r) => r.memberId))}::bigint[],
        ${arr(rows.map((r) => r.day))}::date[], ${arr(rows.map((r) => r.deposited))}::bigint[], ${arr(rows.map((r) => r.deposits))}::int[],
        ${arr(rows.map((r) => r.logins))}::int[])
      ON CONFLICT (merchant_id, member_id, day) DO UPDATE SET deposited = member_days.deposited + excluded.deposited,
        deposits = member_days.deposits + excluded.deposits, logins = member_days.logins + excluded.logins`);
  },

  /** Credited deposits of the member counted before (the first deposit promotion asks for none). */
  priorDeposits: async (tx: Db, merchantId: number, memberId: number) =>
    Number(
      rowsOf<{ n: string | number }>(
        await tx.execute(
          sql`SELECT COALESCE(SUM(deposits), 0) AS n FROM member_days WHERE merchant_id = ${merchantId} AND member_id = ${memberId}`,
        ),
      )[0]?.n ?? 0,
    ),
};

export const createActivityRepo = (db: Db) => ({
  /** Seen marks older than the events' retention are no longer needed (their events are gone). */
  pruneSeen: async (before: Date) =>
    rowsOf(await db.execute(sql`DELETE FROM growth_seen WHERE seen_at < ${before.toISOString()} RETURNING event_id`)).length,
});
