import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type CaseRow = {
  id: number | string;
  account: string;
  member_id: number | string;
  status: 'OPEN' | 'CLOSED';
  score: number;
  triggers: Record<string, number>;
  owner: string | null;
  outcome: string | null;
  opened_at: Date | string;
  closed_at: Date | string | null;
};
const caseColumns = sql`c.id, m.account, c.member_id, c.status, c.score, c.triggers, c.owner, c.outcome, c.opened_at, c.closed_at`;

/** The responsible-gambling cases the markers open, and the interactions staff record on them. */
export const rgCasesRepo = {
  list: async (db: Db, merchantId: number, status: string, page: number, size: number, memberId?: number) => {
    const where = sql`c.merchant_id = ${merchantId} AND ${memberId ? sql`c.member_id = ${memberId}` : sql`c.status = ${status}`}`;
    const rows = rowsOf<CaseRow>(
      await db.execute(sql`SELECT ${caseColumns} FROM rg_cases c JOIN members m ON m.id = c.member_id WHERE ${where}
        ORDER BY ${memberId ? sql`c.id DESC` : sql`c.score DESC, c.id`} LIMIT ${size} OFFSET ${(page - 1) * size}`),
    );
    const total = Number(
      rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM rg_cases c WHERE ${where}`))[0]?.n ?? 0,
    );
    return { rows, total };
  },

  byId: async (db: Db, merchantId: number, id: number, lock = false) =>
    rowsOf<CaseRow>(
      await db.execute(sql`SELECT ${caseColumns} FROM rg_cases c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = ${merchantId} AND c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`),
    )[0] ?? null,

  interactions: async (db: Db, caseId: number) =>
    rowsOf<{ id: number | string; author: string; channel: string; text: string; at: Date | string }>(
      await db.execute(sql`SELECT id, author, channel, text, at FROM rg_interactions WHERE case_id = ${caseId} ORDER BY id`),
    ),

  claim: (db: Db, id: number, owner: string) => db.execute(sql`UPDATE rg_cases SET owner = ${owner} WHERE id = ${id} AND status = 'OPEN'`),

  interact: (db: Db, c: { caseId: number; merchantId: number; author: string; channel: string; text: string; at: Date }) =>
    db.execute(sql`INSERT INTO rg_interactions (case_id, merchant_id, author, channel, text, at)
      VALUES (${c.caseId}, ${c.merchantId}, ${c.author}, ${c.channel}, ${c.text}, ${c.at})`),

  close: (db: Db, id: number, outcome: string, at: Date) =>
    db.execute(sql`UPDATE rg_cases SET status = 'CLOSED', outcome = ${outcome}, closed_at = ${at} WHERE id = ${id} AND status = 'OPEN'`),

  lift: (db: Db, memberId: number) =>
    db.execute(sql`UPDATE member_protection SET restricted_at = NULL, updated_at = now() WHERE member_id = ${memberId}`),
};
