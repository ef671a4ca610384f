import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Proof } from './proofs';

/** Stores a member's proof images one by one inside the caller's transaction; answers their ids in order. */
export const saveProofFiles = async (tx: Db, merchantId: number, memberId: number, proofs: Proof[]) => {
  const ids: number[] = [];
  for (const p of proofs) {
    const f = rowsOf<{ id: unknown }>(
      await tx.execute(sql`INSERT INTO wallet_files (merchant_id, member_id, mime, size, data)
        VALUES (${merchantId}, ${memberId}, ${p.mime}, ${p.data.length}, decode(${p.data.toString('hex')}, 'hex')) RETURNING id`),
    )[0];
    ids.push(Number(f?.id));
  }
  return ids;
};
