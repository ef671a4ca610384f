import type { Db } from '../../db/client';
import { invariantRows } from './ledger.repo';

type Violation = { rule: string; detail: Record<string, unknown>[] };

/**
 * The ledger's invariants (reliability.md): postings sum to zero per transfer and per currency; each account's
 * balance equals the sum of its postings; no member wallet below zero; every posting's before/after chain is
 * continuous; every transfer has at least two postings. Returns the violations (empty when all hold).
 */
export const ledgerViolations = async (db: Db): Promise<Violation[]> =>
  (await invariantRows(db)).filter((c) => c.rows.length > 0).map((c) => ({ rule: c.rule, detail: c.rows.slice(0, 5) }));

/** Throws with every broken rule; called after every money test (and by the benchmark). */
export const assertLedgerInvariants = async (db: Db) => {
  const v = await ledgerViolations(db);
  if (v.length > 0) throw new Error(`ledger invariants broken:\n${JSON.stringify(v, null, 2)}`);
};
