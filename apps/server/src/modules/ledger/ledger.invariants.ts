import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

type Violation = { rule: string; detail: Record<string, unknown>[] };

/**
 * The ledger's invariants (reliability.md): postings sum to zero per transfer and per currency; each account's
 * balance equals the sum of its postings; no member wallet below zero; every posting's before/after chain is
 * continuous; every transfer has at least two postings. Returns the violations (empty when all hold).
 */
export const ledgerViolations = async (db: Db): Promise<Violation[]> => {
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      'sum per currency is zero',
      sql`SELECT currency, sum(amount)::text AS s FROM ledger_postings GROUP BY currency HAVING sum(amount) <> 0`,
    ],
    [
      'sum per transfer is zero',
      sql`SELECT transfer_id, currency, sum(amount)::text AS s FROM ledger_postings GROUP BY transfer_id, currency HAVING sum(amount) <> 0`,
    ],
    [
      'transfer has two or more postings',
      sql`SELECT t.id FROM ledger_transfers t LEFT JOIN ledger_postings p ON p.transfer_id = t.id GROUP BY t.id HAVING count(p.id) < 2`,
    ],
    [
      'balance equals sum of postings',
      sql`SELECT a.id, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS postings FROM ledger_accounts a
          LEFT JOIN ledger_postings p ON p.account_id = a.id GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`,
    ],
    [
      'member wallet not below zero',
      sql`SELECT id, balance::text AS balance FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`,
    ],
    [
      'posting before/after chain',
      sql`SELECT id, account_id FROM (
            SELECT id, account_id, balance_before, balance_after, amount,
                   coalesce(lag(balance_after) OVER (PARTITION BY account_id ORDER BY id), 0) AS prev
            FROM ledger_postings) x
          WHERE balance_before <> prev OR balance_after <> balance_before + amount LIMIT 20`,
    ],
    [
      'posting in the merchant of its account',
      sql`SELECT p.id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.merchant_id <> p.merchant_id`,
    ],
  ];
  const out: Violation[] = [];
  for (const [rule, q] of checks) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(q));
    if (rows.length > 0) out.push({ rule, detail: rows.slice(0, 5) });
  }
  return out;
};

/** Throws with every broken rule; called after every money test (and by the benchmark). */
export const assertLedgerInvariants = async (db: Db) => {
  const v = await ledgerViolations(db);
  if (v.length > 0) throw new Error(`ledger invariants broken:\n${JSON.stringify(v, null, 2)}`);
};
