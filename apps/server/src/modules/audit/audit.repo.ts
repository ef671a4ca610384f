import { sql } from 'drizzle-orm';
import type { AuditProblem } from '@wl/contracts';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

type Broken = { seq: number; problem: AuditProblem };

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
   */
  firstBrokenRecord: async (chain: number): Promise<Broken | null> => {
    const row = rowsOf<{ seq: string; problem: AuditProblem }>(
      await db.execute(sql`
        WITH c AS (
          SELECT seq, hash, prev_hash,
            audit_hash(prev_hash, chain, seq, actor, action, payload, ip, at, object, before, after) AS recomputed,
            coalesce(lag(seq) OVER w, 0) AS prev_seq,
            coalesce(lag(hash) OVER w, '') AS prev_row_hash
          FROM ops_audit_log WHERE chain = ${chain}
          WINDOW w AS (ORDER BY seq)
        )
        SELECT CASE WHEN prev_seq <> seq - 1 THEN prev_seq + 1 ELSE seq END AS seq,
          CASE WHEN prev_seq <> seq - 1 THEN 'missing' WHEN recomputed <> hash THEN 'edited' ELSE 'relinked' END AS problem
        FROM c
        WHERE prev_seq <> seq - 1 OR recomputed <> hash OR prev_hash <> prev_row_hash
        ORDER BY seq LIMIT 1`),
    )[0];
    return row ? { seq: Number(row.seq), problem: row.problem } : null;
  },

  /** The first checkpoint the chain no longer reaches (truncated) or reaches with another hash (rewritten). */
  firstBrokenCheckpoint: async (chain: number): Promise<Broken | null> => {
    const row = rowsOf<{ seq: string; found: string | null }>(
      await db.execute(sql`
        SELECT cp.seq, l.hash AS found
        FROM audit_checkpoints cp LEFT JOIN ops_audit_log l ON l.chain = cp.chain AND l.seq = cp.seq
        WHERE cp.chain = ${chain} AND l.hash IS DISTINCT FROM cp.hash
        ORDER BY cp.seq LIMIT 1`),
    )[0];
    return row ? { seq: Number(row.seq), problem: row.found == null ? 'truncated' : 'rewritten' } : null;
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
