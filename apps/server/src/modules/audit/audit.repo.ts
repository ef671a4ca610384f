import { sql } from 'drizzle-orm';
import type { AuditProblem } from '@wl/contracts';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

type Broken = { seq: number; problem: AuditProblem };

/** A chain's cut as one row (seq 0 and no hash while none of its months is retired): its latest row in audit_chain_cuts. */
const cutOf = (chain: number) =>
  sql`SELECT coalesce(max(seq), 0) AS seq, coalesce((array_agg(hash ORDER BY seq DESC))[1], '') AS hash FROM audit_chain_cuts WHERE chain = ${chain}`;

/** The audit chain's reads: recompute a chain in one pass, compare it with the checkpoints, copy the heads. */
export const createAuditRepo = (db: Db) => ({
  /** A page of a chain's records, newest first; `before` is the chain number to page below. */
  list: async (chain: number, f: { action?: string; actor?: string; before?: number; limit: number }) =>
    rowsOf<{
      seq: string;
      at: Date | string;
      actor: string;
      action: string;
      payload: Record<string, unknown>;
      ip: string | null;
      hash: string;
    }>(
      await db.execute(sql`SELECT seq, at, actor, action, payload, ip, hash FROM ops_audit_log WHERE chain = ${chain}
        ${f.action ? sql`AND action = ${f.action}` : sql``}
        ${f.actor ? sql`AND actor LIKE ${`${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}
        ${f.before ? sql`AND seq < ${f.before}` : sql``}
        ORDER BY seq DESC LIMIT ${f.limit + 1}`),
    ),

  /** How many records the chain has, and its last one. */
  summary: async (chain: number) => {
    const row = rowsOf<{ n: string; seq: string | null; hash: string | null }>(
      await db.execute(sql`
        SELECT (SELECT count(*) FROM ops_audit_log WHERE chain = ${chain}) AS n, l.seq, l.hash
        FROM (SELECT 1) one LEFT JOIN LATERAL (
          SELECT seq, hash FROM ops_audit_log WHERE chain = ${chain} ORDER BY seq DESC LIMIT 1
        ) l ON true`),
    )[0];
    return { records: Number(row?.n ?? 0), last: row?.seq == null ? null : { seq: Number(row.seq), hash: String(row.hash) } };
  },

  /**
   * The first record, in chain order, whose hash is not its fields' (edited), whose number does not follow the one
   * before (missing: the number reported is the first one gone), or that does not carry the previous hash (relinked).
   * With months retired the chain in place starts after its cut (audit_chain_cuts): the first record continues the
   * last one retired. A record in place numbered at or below the cut (it met the retired month's last ones at the
   * month's turn) is still checked against its own fields.
   */
  firstBrokenRecord: async (chain: number): Promise<Broken | null> => {
    const row = rowsOf<{ seq: string; problem: AuditProblem }>(
      await db.execute(sql`
        WITH cut AS (${cutOf(chain)}),
        c AS (
          SELECT l.seq, l.hash, l.prev_hash,
            audit_hash(l.prev_hash, l.chain, l.seq, l.actor, l.action, l.payload, l.ip, l.at, l.object, l.before, l.after) AS recomputed,
            coalesce(lag(l.seq) OVER w, cut.seq) AS prev_seq,
            coalesce(lag(l.hash) OVER w, cut.hash) AS prev_row_hash
          FROM ops_audit_log l, cut WHERE l.chain = ${chain} AND l.seq > cut.seq
          WINDOW w AS (ORDER BY l.seq)
        )
        SELECT CASE WHEN prev_seq <> seq - 1 THEN prev_seq + 1 ELSE seq END AS seq,
          CASE WHEN prev_seq <> seq - 1 THEN 'missing' WHEN recomputed <> hash THEN 'edited' ELSE 'relinked' END AS problem
        FROM c
        WHERE prev_seq <> seq - 1 OR recomputed <> hash OR prev_hash <> prev_row_hash
        UNION ALL
        SELECT l.seq, 'edited' FROM ops_audit_log l, cut WHERE l.chain = ${chain} AND l.seq <= cut.seq
          AND audit_hash(l.prev_hash, l.chain, l.seq, l.actor, l.action, l.payload, l.ip, l.at, l.object, l.before, l.after) <> l.hash
        ORDER BY seq LIMIT 1`),
    )[0];
    return row ? { seq: Number(row.seq), problem: row.problem } : null;
  },

  /**
   * The first checkpoint the chain no longer reaches (truncated) or reaches with another hash (rewritten). Checkpoints
   * below the chain's cut went to the archive with their months; one at the cut must name the record retired last.
   */
  firstBrokenCheckpoint: async (chain: number): Promise<Broken | null> => {
    const row = rowsOf<{ seq: string; found: string | null }>(
      await db.execute(sql`
        WITH cut AS (${cutOf(chain)})
        SELECT cp.seq, CASE WHEN cp.seq = cut.seq THEN cut.hash ELSE l.hash END AS found
        FROM audit_checkpoints cp CROSS JOIN cut LEFT JOIN ops_audit_log l ON l.chain = cp.chain AND l.seq = cp.seq
        WHERE cp.chain = ${chain} AND cp.seq >= cut.seq AND (CASE WHEN cp.seq = cut.seq THEN cut.hash ELSE l.hash END) IS DISTINCT FROM cp.hash
        ORDER BY cp.seq LIMIT 1`),
    )[0];
    return row ? { seq: Number(row.seq), problem: row.found == null ? 'truncated' : 'rewritten' } : null;
  },

  /** The chain's last record retired with its month (AUDIT_RETENTION_MONTHS), or null while none is. */
  cut: async (chain: number) => {
    const row = rowsOf<{ seq: string; hash: string }>(await db.execute(sql`SELECT seq, hash FROM (${cutOf(chain)}) c WHERE c.seq > 0`))[0];
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  },

  latestCheckpoint: async (chain: number) => {
    const row = rowsOf<{ seq: string; at: Date | string }>(
      await db.execute(sql`SELECT seq, at FROM audit_checkpoints WHERE chain = ${chain} ORDER BY seq DESC LIMIT 1`),
    )[0];
    return row ? { seq: Number(row.seq), at: new Date(row.at).toISOString() } : null;
  },

  /** The head the chain's own trigger keeps (the server could rewrite it; the checkpoints it cannot). */
  head: async (chain: number) => {
    const row = rowsOf<{ seq: string }>(await db.execute(sql`SELECT seq FROM audit_heads WHERE chain = ${chain}`))[0];
    return row ? Number(row.seq) : 0;
  },

  /** Copies every head that moved since its last copy; answers how many were copied. */
  copyHeads: async () =>
    rowsOf(
      await db.execute(sql`
        INSERT INTO audit_checkpoints (chain, seq, hash)
        SELECT h.chain, h.seq, h.hash FROM audit_heads h
        WHERE h.seq > coalesce((SELECT max(c.seq) FROM audit_checkpoints c WHERE c.chain = h.chain), 0)
        RETURNING chain`),
    ).length,
});
export type AuditRepo = ReturnType<typeof createAuditRepo>;
