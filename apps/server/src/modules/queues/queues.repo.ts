import type { QueueKind } from '@wl/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

export type QueueDbRow = {
  id: string;
  member_id: string;
  account: string;
  amount: string;
  status: string;
  created_at: Date | string;
  payer_name: string | null;
  bank_name: string | null;
  account_no: string | null;
  payee_created_at: Date | string | null;
  proof_file_ids: number[];
  claimed_by: string | null;
  claimed_at: Date | string | null;
  held_at: Date | string | null;
  hold_reason: string | null;
};

/** The pending items of a queue with their claims, one query per kind (the item tables differ). */
const itemsOf = (kind: QueueKind, merchantId: number, extra: SQL) =>
  kind === 'deposits'
    ? sql`SELECT d.id, d.member_id, m.account, d.amount, d.status, d.created_at, d.payer_name, NULL AS bank_name,
          NULL AS account_no, NULL AS payee_created_at, d.proof_file_ids, c.claimed_by, c.claimed_at, c.held_at, c.hold_reason
        FROM deposits d JOIN members m ON m.id = d.member_id
        LEFT JOIN review_claims c ON c.kind = 'deposits' AND c.ref_id = d.id
        WHERE d.merchant_id = ${merchantId} AND d.status = 'PENDING' ${extra}`
    : sql`SELECT w.id, w.member_id, m.account, w.amount, w.status, w.created_at, NULL AS payer_name, p.bank_name,
          p.account_no, p.created_at AS payee_created_at, w.proof_file_ids, c.claimed_by, c.claimed_at, c.held_at, c.hold_reason
        FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN payee_accounts p ON p.id = w.payee_id
        LEFT JOIN review_claims c ON c.kind = 'withdrawals' AND c.ref_id = w.id
        WHERE w.merchant_id = ${merchantId} AND w.status = 'PENDING' ${extra}`;

const alias = (kind: QueueKind) => (kind === 'deposits' ? sql`d` : sql`w`);

/** Claims, the queues' reads, and the figures the precheck weighs. */
export const createQueuesRepo = (db: Db) => ({
  /** Pending items: open (unclaimed, or a claim gone stale, and not held), mine (live claims of `actor`), held. */
  list: async (kind: QueueKind, merchantId: number, view: 'open' | 'mine' | 'held', actor: string, staleBefore: Date) => {
    const filter =
      view === 'held'
        ? sql`AND c.held_at IS NOT NULL`
        : view === 'mine'
          ? sql`AND c.claimed_by = ${actor} AND c.held_at IS NULL AND c.claimed_at >= ${staleBefore}`
          : sql`AND (c.ref_id IS NULL OR (c.held_at IS NULL AND c.claimed_at < ${staleBefore}))`;
    return rowsOf<QueueDbRow>(await db.execute(sql`${itemsOf(kind, merchantId, filter)} ORDER BY ${alias(kind)}.id LIMIT 200`));
  },

  item: async (kind: QueueKind, merchantId: number, id: number) =>
    rowsOf<QueueDbRow>(await db.execute(itemsOf(kind, merchantId, sql`AND ${alias(kind)}.id = ${id}`)))[0] ?? null,

  counts: async (kind: QueueKind, merchantId: number, actor: string, staleBefore: Date) =>
    rowsOf<{ open: string; mine: string; held: string }>(
      await db.execute(sql`SELECT
          count(*) FILTER (WHERE q.claimed_by IS NULL OR (q.held_at IS NULL AND q.claimed_at < ${staleBefore})) AS open,
          count(*) FILTER (WHERE q.claimed_by = ${actor} AND q.held_at IS NULL AND q.claimed_at >= ${staleBefore}) AS mine,
          count(*) FILTER (WHERE q.held_at IS NOT NULL) AS held
        FROM (${itemsOf(kind, merchantId, sql``)}) q`),
    )[0] ?? { open: '0', mine: '0', held: '0' },

  /**
   * Claims an item for `actor` in one statement: a new claim, or one taking over a stale claim or the actor's own.
   * A live claim of someone else, or a hold, is left alone (answers false). Two claims at once: one wins.
   */
  claim: async (kind: QueueKind, merchantId: number, id: number, actor: string, at: Date, staleBefore: Date) =>
    rowsOf(
      await db.execute(sql`INSERT INTO review_claims (kind, ref_id, merchant_id, claimed_by, claimed_at)
        VALUES (${kind}, ${id}, ${merchantId}, ${actor}, ${at})
        ON CONFLICT (kind, ref_id) DO UPDATE SET claimed_by = EXCLUDED.claimed_by, claimed_at = EXCLUDED.claimed_at
        WHERE review_claims.claimed_by = EXCLUDED.claimed_by
           OR (review_claims.held_at IS NULL AND review_claims.claimed_at < ${staleBefore})
        RETURNING ref_id`),
    ).length === 1,

  hold: async (kind: QueueKind, id: number, actor: string, at: Date, reason: string) =>
    rowsOf(
      await db.execute(sql`UPDATE review_claims SET held_at = ${at}, hold_reason = ${reason}, claimed_at = ${at}
        WHERE kind = ${kind} AND ref_id = ${id} AND claimed_by = ${actor} RETURNING ref_id`),
    ).length === 1,

  /** Gives an item back: the claimant's own, or a hold (anyone with the permission may lift a hold). */
  release: async (kind: QueueKind, id: number, actor: string) =>
    rowsOf(
      await db.execute(sql`DELETE FROM review_claims WHERE kind = ${kind} AND ref_id = ${id}
        AND (claimed_by = ${actor} OR held_at IS NOT NULL) RETURNING ref_id`),
    ).length === 1,

  /**
   * Serialises one staff member's "next" on a queue until the transaction ends: two of their requests at once would
   * otherwise each find no claim of theirs and take two items.
   */
  lockActor: (kind: QueueKind, merchantId: number, actor: string) =>
    db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`queue:${merchantId}:${kind}:${actor}`}, 0))`),

  /** The live claim of an item, if any. */
  claimOf: async (kind: QueueKind, id: number) =>
    rowsOf<{ claimed_by: string; claimed_at: Date | string; held_at: Date | string | null }>(
      await db.execute(sql`SELECT claimed_by, claimed_at, held_at FROM review_claims WHERE kind = ${kind} AND ref_id = ${id}`),
    )[0] ?? null,

  /** What the precheck weighs for a member: bonuses still wagering, deposits and withdrawals so far, the last change. */
  memberFigures: async (memberId: number, exceptWithdrawal: number, exceptDeposit: number) =>
    rowsOf<{
      bonuses: string;
      turnover_left: string;
      deposited: string;
      deposits: string;
      last_deposit: string | null;
      withdrawn: string;
      withdrawals: string;
      password_changed_at: Date | string | null;
    }>(
      await db.execute(sql`SELECT
          (SELECT count(*) FROM bonuses WHERE member_id = ${memberId} AND status = 'ACTIVE') AS bonuses,
          (SELECT coalesce(sum(turnover_left), 0) FROM bonuses WHERE member_id = ${memberId} AND status = 'ACTIVE') AS turnover_left,
          (SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = ${memberId} AND status = 'CREDITED') AS deposited,
          (SELECT count(*) FROM deposits WHERE member_id = ${memberId} AND id <> ${exceptDeposit} AND status <> 'REJECTED') AS deposits,
          (SELECT amount FROM deposits WHERE member_id = ${memberId} AND status = 'CREDITED' ORDER BY id DESC LIMIT 1) AS last_deposit,
          (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = ${memberId} AND id <> ${exceptWithdrawal}
             AND status NOT IN ('REJECTED', 'REFUNDED', 'FAILED')) AS withdrawn,
          (SELECT count(*) FROM withdrawals WHERE member_id = ${memberId} AND id <> ${exceptWithdrawal}
             AND status NOT IN ('REJECTED', 'REFUNDED', 'FAILED')) AS withdrawals,
          (SELECT password_changed_at FROM members WHERE id = ${memberId}) AS password_changed_at`),
    )[0],

  /** Other deposits of the member with the same amount in the 24 hours before this one (not rejected). */
  duplicates: async (memberId: number, id: number, amount: string, since: Date) =>
    Number(
      rowsOf<{ n: string }>(
        await db.execute(sql`SELECT count(*) AS n FROM deposits WHERE member_id = ${memberId} AND id <> ${id}
          AND amount = ${amount} AND created_at >= ${since} AND status <> 'REJECTED'`),
      )[0]?.n ?? 0,
    ),
});
export type QueuesRepo = ReturnType<typeof createQueuesRepo>;
