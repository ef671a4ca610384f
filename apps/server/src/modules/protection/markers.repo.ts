import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

/** Words in a member's chat that suggest harm (borrowing, chasing, not being able to stop), English and Urdu. */
const chatWords = "(loan|borrow|chasing|can'?t stop|cannot stop|addict|debt|قرض|ادھار|لت|رک نہیں)";

/**
 * The markers of harm of one member (issue 30), each over its own window, as counts from the rows the platform
 * keeps: the share of bets placed between midnight and six in the merchant's zone (7 days, percent, from 20 bets),
 * deposits credited in 24 hours, deposits failed or refused in 24 hours, withdrawals turned back to the wallet
 * (30 days), limit increases asked for (30 days), deposits made on an empty wallet within 30 minutes of a bet
 * (7 days), sessions over three hours (7 days) and chat messages with words of harm (30 days).
 */
export const markersRepo = {
  indicators: async (db: Db, merchantId: number, memberId: number, at: Date, zone: string) => {
    const d = (days: number) => new Date(at.getTime() - days * 86_400_000);
    const r = rowsOf<Record<string, string | number | null>>(
      await db.execute(sql`WITH main AS (SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND code = 'MAIN'),
      bets AS (SELECT t.created_at FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE p.account_id = (SELECT id FROM main) AND t.kind = 'GAME_BET' AND t.created_at >= ${d(7)})
      SELECT
        (SELECT CASE WHEN count(*) < 20 THEN 0 ELSE (100 * count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE ${zone}) < 6) / count(*)) END FROM bets) AS "nightPlay",
        (SELECT count(*) FROM deposits WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'CREDITED' AND updated_at >= ${d(1)}) AS "depositVelocity",
        (SELECT count(*) FROM deposits WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status IN ('FAILED', 'REJECTED') AND updated_at >= ${d(1)}) AS "failedDeposits",
        (SELECT count(*) FROM withdrawals WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status IN ('REJECTED', 'REFUNDED', 'FAILED') AND created_at >= ${d(30)}) AS "cancelledWithdrawals",
        (SELECT count(*) FROM protection_history WHERE member_id = ${memberId} AND kind = 'LIMIT_PENDING' AND at >= ${d(30)}) AS "limitIncreases",
        (SELECT count(*) FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
          WHERE p.account_id = (SELECT id FROM main) AND t.kind = 'DEPOSIT' AND t.created_at >= ${d(7)} AND p.balance_before < 100
            AND EXISTS (SELECT 1 FROM bets b WHERE b.created_at BETWEEN t.created_at - interval '30 minutes' AND t.created_at)) AS "depositAfterLoss",
        (SELECT count(*) FROM sessions WHERE member_id = ${memberId} AND created_at >= ${d(7)} AND last_seen_at - created_at > interval '3 hours') AS "longSessions",
        (SELECT count(*) FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id
          WHERE c.member_id = ${memberId} AND m.sender = 'MEMBER' AND m.created_at >= ${d(30)} AND m.body ~* ${chatWords}) AS "chatKeywords"`),
    )[0];
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(r ?? {})) out[k] = Number(v ?? 0);
    return out;
  },

  /** When the member's markers were last worked out (a busy player's bets do not recompute them on every batch). */
  updatedAt: async (db: Db, memberId: number) => {
    const r = rowsOf<{ updated_at: Date | string }>(
      await db.execute(sql`SELECT updated_at FROM harm_markers WHERE member_id = ${memberId}`),
    )[0];
    return r ? new Date(r.updated_at) : null;
  },

  save: (db: Db, merchantId: number, memberId: number, counts: Record<string, number>, score: number, at: Date) =>
    db.execute(sql`INSERT INTO harm_markers (member_id, merchant_id, counts, score, updated_at)
      VALUES (${memberId}, ${merchantId}, ${JSON.stringify(counts)}::jsonb, ${score}, ${at})
      ON CONFLICT (member_id) DO UPDATE SET counts = excluded.counts, score = excluded.score, updated_at = excluded.updated_at`),

  of: async (db: Db, memberId: number) =>
    rowsOf<{ counts: Record<string, number>; score: number; updated_at: Date | string }>(
      await db.execute(sql`SELECT counts, score, updated_at FROM harm_markers WHERE member_id = ${memberId}`),
    )[0] ?? null,

  /** Opens a case unless one is open (the unique index keeps it to one), and restricts the member until review. */
  openCase: async (db: Db, merchantId: number, memberId: number, score: number, triggers: Record<string, number>, at: Date) => {
    const id = rowsOf<{ id: number | string }>(
      await db.execute(sql`INSERT INTO rg_cases (merchant_id, member_id, score, triggers, opened_at)
        VALUES (${merchantId}, ${memberId}, ${score}, ${JSON.stringify(triggers)}::jsonb, ${at})
        ON CONFLICT (member_id) WHERE status = 'OPEN' DO NOTHING RETURNING id`),
    )[0]?.id;
    if (id == null) return null;
    await db.execute(sql`INSERT INTO member_protection (member_id, merchant_id, restricted_at) VALUES (${memberId}, ${merchantId}, ${at})
      ON CONFLICT (member_id) DO UPDATE SET restricted_at = coalesce(member_protection.restricted_at, ${at}), updated_at = now()`);
    await db.execute(sql`INSERT INTO protection_history (merchant_id, member_id, kind, detail, actor, at)
      VALUES (${merchantId}, ${memberId}, 'CASE_OPENED', ${JSON.stringify({ caseId: Number(id), score, triggers })}::jsonb, 'MARKERS', ${at})`);
    return Number(id);
  },
};
