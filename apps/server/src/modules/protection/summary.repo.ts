import type { PlaySummary } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

const playKinds = sql`('GAME_BET', 'LOTTERY_BET', 'WALLET_TRANSFER', 'GAME_WIN', 'LOTTERY_WIN', 'JACKPOT_WIN', 'GAME_ROLLBACK', 'LOTTERY_REFUND')`;
const paid = sql`('PAID', 'RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED', 'FORCED_RECEIVED')`;

/**
 * A member's play over the last days, by day in the merchant's zone: deposits credited, stakes and what came back on
 * the MAIN wallet (net = won − staked), withdrawals paid, and the time signed in (each session's first to last call).
 */
export const playSummary = async (
  db: Db,
  merchantId: number,
  memberId: number,
  days: number,
  at: Date,
  zone: string,
): Promise<PlaySummary> => {
  const since = new Date(at.getTime() - days * 86_400_000);
  const byDay = rowsOf<{ day: string; deposits: string; staked: string; won: string }>(
    await db.execute(sql`WITH play AS (
        SELECT to_char(t.created_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day,
          sum(-p.amount) FILTER (WHERE p.amount < 0) AS staked, sum(p.amount) FILTER (WHERE p.amount > 0) AS won
        FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE a.merchant_id = ${merchantId} AND a.member_id = ${memberId} AND a.code = 'MAIN' AND t.kind IN ${playKinds} AND t.created_at >= ${since}
        GROUP BY 1),
      dep AS (
        SELECT to_char(d.updated_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, sum(d.amount) AS deposits
        FROM deposits d WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId} AND d.status = 'CREDITED' AND d.created_at >= ${since}
        GROUP BY 1)
      SELECT coalesce(play.day, dep.day) AS day, coalesce(dep.deposits, 0)::text AS deposits,
        coalesce(play.staked, 0)::text AS staked, coalesce(play.won, 0)::text AS won
      FROM play FULL JOIN dep ON dep.day = play.day ORDER BY 1 DESC`),
  );
  const totals = rowsOf<{ withdrawals: string; minutes: string; sessions: string }>(
    await db.execute(sql`SELECT
      (SELECT coalesce(sum(w.amount), 0)::text FROM withdrawals w
        WHERE w.merchant_id = ${merchantId} AND w.member_id = ${memberId} AND w.status IN ${paid} AND w.created_at >= ${since}) AS withdrawals,
      (SELECT coalesce(floor(sum(extract(epoch FROM (least(s.last_seen_at, coalesce(s.revoked_at, s.last_seen_at)) - s.created_at))) / 60), 0)::text
        FROM sessions s WHERE s.member_id = ${memberId} AND s.created_at >= ${since}) AS minutes,
      (SELECT count(*)::text FROM sessions s WHERE s.member_id = ${memberId} AND s.created_at >= ${since}) AS sessions`),
  )[0];
  let deposits = 0n;
  let staked = 0n;
  let won = 0n;
  const rows = byDay.map((r) => {
    deposits += BigInt(r.deposits);
    staked += BigInt(r.staked);
    won += BigInt(r.won);
    return { day: r.day, deposits: r.deposits, staked: r.staked, won: r.won, net: (BigInt(r.won) - BigInt(r.staked)).toString() };
  });
  return {
    days,
    deposits: deposits.toString(),
    withdrawals: totals?.withdrawals ?? '0',
    staked: staked.toString(),
    won: won.toString(),
    net: (won - staked).toString(),
    minutes: Math.max(0, Number(totals?.minutes ?? 0)),
    sessions: Number(totals?.sessions ?? 0),
    byDay: rows,
  };
};
