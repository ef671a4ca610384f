import type { KycDetails } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';
import type { KycFile } from './kyc-form';

export type DocumentRow = {
  id: number | string;
  member_id: number | string;
  account?: string;
  kind: string;
  status: string;
  file_name: string;
  mime: string;
  size: number;
  uploaded_at: Date | string;
  decided_at: Date | string | null;
  reason: string | null;
  reviewer: string | null;
};
const docColumns = sql`d.id, d.member_id, d.kind, d.status, d.file_name, d.mime, d.size, d.uploaded_at, d.decided_at, d.reason, d.reviewer`;
/** A claim ("open next") lapses after this long without a decision. */
const CLAIM_MINUTES = 10;

/** The KYC rows: identity details, documents (with their bytes), the review queue and its claims. */
export const kycRepo = {
  details: async (db: Db, memberId: number) =>
    rowsOf<{ full_name: string; birth_date: string; id_number: string; address: string; nationality: string }>(
      await db.execute(sql`SELECT full_name, birth_date, id_number, address, nationality FROM member_kyc WHERE member_id = ${memberId}`),
    )[0] ?? null,

  saveDetails: (db: Db, merchantId: number, memberId: number, d: KycDetails) =>
    db.execute(sql`INSERT INTO member_kyc (member_id, merchant_id, full_name, birth_date, id_number, address, nationality)
      VALUES (${memberId}, ${merchantId}, ${d.fullName}, ${d.birthDate}, ${d.idNumber}, ${d.address}, ${d.nationality})
      ON CONFLICT (member_id) DO UPDATE SET full_name = excluded.full_name, birth_date = excluded.birth_date, id_number = excluded.id_number,
        address = excluded.address, nationality = excluded.nationality, updated_at = now()`),

  insertDocument: async (db: Db, merchantId: number, memberId: number, f: KycFile) =>
    Number(
      rowsOf<{ id: string | number }>(
        await db.execute(sql`INSERT INTO kyc_documents (merchant_id, member_id, kind, file_name, mime, size, data)
          VALUES (${merchantId}, ${memberId}, ${f.kind}, ${f.fileName}, ${f.mime}, ${f.data.length}, decode(${f.data.toString('hex')}, 'hex')) RETURNING id`),
      )[0]?.id,
    ),

  documentsOf: async (db: Db, memberId: number) =>
    rowsOf<DocumentRow>(
      await db.execute(sql`SELECT ${docColumns} FROM kyc_documents d WHERE d.member_id = ${memberId} ORDER BY d.id DESC LIMIT 100`),
    ),

  document: async (db: Db, merchantId: number, id: number, lock = false) =>
    rowsOf<DocumentRow>(
      await db.execute(sql`SELECT ${docColumns}, m.account FROM kyc_documents d JOIN members m ON m.id = d.member_id
        WHERE d.merchant_id = ${merchantId} AND d.id = ${id} ${lock ? sql`FOR UPDATE OF d` : sql``}`),
    )[0] ?? null,

  file: async (db: Db, merchantId: number, id: number) => {
    const r = rowsOf<{ mime: string; file_name: string; hex: string }>(
      await db.execute(
        sql`SELECT mime, file_name, encode(data, 'hex') AS hex FROM kyc_documents WHERE merchant_id = ${merchantId} AND id = ${id}`,
      ),
    )[0];
    return r ? { mime: r.mime, fileName: r.file_name, data: Buffer.from(r.hex, 'hex') } : null;
  },

  queue: async (db: Db, merchantId: number, status: string, page: number, size: number) => {
    const rows = rowsOf<DocumentRow & { level: string | null }>(
      await db.execute(sql`SELECT ${docColumns}, m.account, p.kyc_level AS level FROM kyc_documents d JOIN members m ON m.id = d.member_id
        LEFT JOIN member_protection p ON p.member_id = d.member_id
        WHERE d.merchant_id = ${merchantId} AND d.status = ${status} ORDER BY d.id LIMIT ${size} OFFSET ${(page - 1) * size}`),
    );
    const total = Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM kyc_documents WHERE merchant_id = ${merchantId} AND status = ${status}`),
      )[0]?.n ?? 0,
    );
    return { rows, total };
  },

  /** Claims the oldest pending document nobody else is reviewing (mine first, then free or lapsed claims). */
  claimNext: async (db: Db, merchantId: number, actor: string, at: Date) =>
    rowsOf<{ id: string | number }>(
      await db.execute(sql`UPDATE kyc_documents SET reviewer = ${actor}, claimed_at = ${at}
        WHERE id = (SELECT id FROM kyc_documents WHERE merchant_id = ${merchantId} AND status = 'PENDING'
          AND (reviewer IS NULL OR reviewer = ${actor} OR claimed_at < ${new Date(at.getTime() - CLAIM_MINUTES * 60_000)})
          ORDER BY (reviewer IS NOT DISTINCT FROM ${actor}) DESC, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`),
    ).map((r) => Number(r.id))[0] ?? null,

  decide: (db: Db, id: number, status: string, by: string, reason: string | null, at: Date) =>
    db.execute(sql`UPDATE kyc_documents SET status = ${status}, decided_by = ${by}, decided_at = ${at}, reason = ${reason}, reviewer = NULL
      WHERE id = ${id} AND status = 'PENDING'`),

  /** The document kinds the member has approved. */
  approvedKinds: async (db: Db, memberId: number) =>
    rowsOf<{ kind: string }>(
      await db.execute(sql`SELECT DISTINCT kind FROM kyc_documents WHERE member_id = ${memberId} AND status = 'APPROVED'`),
    ).map((r) => r.kind),

  memberByAccount: async (db: Db, merchantId: number, account: string) =>
    rowsOf<{ id: number | string }>(
      await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    )[0]?.id,
};
