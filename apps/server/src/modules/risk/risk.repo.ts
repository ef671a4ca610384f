import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type RiskCaseRow = {
  id: number | string;
  account: string;
  member_id: number | string;
  kind: string;
  status: 'OPEN' | 'CLOSED';
  holds_withdrawals: boolean;
  evidence: Record<string, unknown>;
  owner: string | null;
  outcome: string | null;
  opened_at: Date | string;
  closed_at: Date | string | null;
};
const columns = sql`c.id, m.account, c.member_id, c.kind, c.status, c.holds_withdrawals, c.evidence, c.owner, c.outcome, c.opened_at, c.closed_at`;

/** Risk cases and their notes (issue 31). */
export const riskRepo = {
  /** Opens a case unless one of its kind is open for the member (the unique index keeps one); answers its id or null. */
  open: async (db: Db, c: { merchantId: number; memberId: number; kind: string; holds: boolean; evidence: Record<string, unknown> }) =>
    rowsOf<{ id: string | number }>(
      await db.execute(sql`INSERT INTO risk_cases (merchant_id, member_id, kind, holds_withdrawals, evidence)
        VALUES (${c.merchantId}, ${c.memberId}, ${c.kind}, ${c.holds}, ${JSON.stringify(c.evidence)}::jsonb)
        ON CONFLICT (member_id, kind) WHERE status = 'OPEN' DO NOTHING RETURNING id`),
    ).map((r) => Number(r.id))[0] ?? null,

  list: async (db: Db, merchantId: number, status: string, page: number, size: number) => {
    const rows = rowsOf<RiskCaseRow>(
      await db.execute(sql`SELECT ${columns} FROM risk_cases c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = ${merchantId} AND c.status = ${status} ORDER BY c.id LIMIT ${size} OFFSET ${(page - 1) * size}`),
    );
    const total = Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM risk_cases WHERE merchant_id = ${merchantId} AND status = ${status}`),
      )[0]?.n ?? 0,
    );
    return { rows, total };
  },

  byId: async (db: Db, merchantId: number, id: number, lock = false) =>
    rowsOf<RiskCaseRow>(
      await db.execute(sql`SELECT ${columns} FROM risk_cases c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = ${merchantId} AND c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`),
    )[0] ?? null,

  notes: async (db: Db, caseId: number) =>
    rowsOf<{ id: number | string; author: string; text: string; at: Date | string }>(
      await db.execute(sql`SELECT id, author, text, at FROM risk_notes WHERE case_id = ${caseId} ORDER BY id`),
    ),

  claim: (db: Db, id: number, owner: string) =>
    db.execute(sql`UPDATE risk_cases SET owner = ${owner} WHERE id = ${id} AND status = 'OPEN'`),
  note: (db: Db, caseId: number, author: string, text: string, at: Date) =>
    db.execute(sql`INSERT INTO risk_notes (case_id, author, text, at) VALUES (${caseId}, ${author}, ${text}, ${at})`),
  close: (db: Db, id: number, outcome: string, at: Date) =>
    db.execute(sql`UPDATE risk_cases SET status = 'CLOSED', outcome = ${outcome}, closed_at = ${at} WHERE id = ${id} AND status = 'OPEN'`),

  /** How many open cases hold the member's withdrawals. */
  holds: async (db: Db, memberId: number) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM risk_cases WHERE member_id = ${memberId} AND status = 'OPEN' AND holds_withdrawals`),
      )[0]?.n ?? 0,
    ),
};
