import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { BillStatus, ContractKind } from '../../db/schema';
import { arr, one } from './agent-sql.repo';

export type BillRow = {
  id: number;
  merchant_id: number;
  contract_id: number;
  kind: ContractKind;
  period: string;
  agent_id: number;
  payer_id: number | null;
  level: number;
  base: string;
  active: number;
  rate_bp: number;
  carry_in: string;
  carry_out: string;
  amount: string;
  paid: string;
  status: BillStatus;
  created_at: string;
  agent_account?: string;
  payer_account?: string | null;
};

/**
 * Serialises the writers of one period (settlement's bills, an operator's void) for the rest of the transaction:
 * whichever comes second sees what the first wrote.
 */
const lockPeriod = (tx: Db, merchantId: number, kind: ContractKind, period: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agent-period:${merchantId}:${kind}:${period}`}))`);

/** Bills: written per period, paid, expired or voided, and listed. */
export const createAgentBillsRepo = (db: Db) => ({
  /** A period's bills, written once (a second settlement copy inserts nothing), and the period's row. */
  insertBills: async (
    merchantId: number,
    kind: ContractKind,
    period: string,
    bills: {
      contractId: number;
      agentId: number;
      payerId: number | null;
      level: number;
      base: bigint;
      active: number;
      rateBp: number;
      carryIn: bigint;
      carryOut: bigint;
      amount: bigint;
    }[],
  ) =>
    db.transaction(async (tx) => {
      await lockPeriod(tx, merchantId, kind, period);
      // A period voided while it was being computed stays void: no bill is written for it.
      const was = one<{ status: string }>(
        await tx.execute(sql`SELECT status FROM agent_periods WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}`),
      );
      if (was?.status === 'VOID') return;
      if (bills.length > 0)
        await tx.execute(sql`INSERT INTO agent_bills (merchant_id, contract_id, kind, period, agent_id, payer_id, level, base, active, rate_bp,
            carry_in, carry_out, amount, status)
          SELECT ${merchantId}, b.c, ${kind}, ${period}, b.a, NULLIF(b.p, 0), b.l, b.base, b.act, b.r, b.ci, b.co, b.amt,
            CASE WHEN b.amt = 0 THEN 'PAID' ELSE 'PENDING' END
          FROM unnest(${arr(bills.map((b) => b.contractId))}::bigint[], ${arr(bills.map((b) => b.agentId))}::bigint[],
            ${arr(bills.map((b) => b.payerId ?? 0))}::bigint[], ${arr(bills.map((b) => b.level))}::int[], ${arr(bills.map((b) => b.base))}::bigint[],
            ${arr(bills.map((b) => b.active))}::int[], ${arr(bills.map((b) => b.rateBp))}::int[], ${arr(bills.map((b) => b.carryIn))}::bigint[],
            ${arr(bills.map((b) => b.carryOut))}::bigint[], ${arr(bills.map((b) => b.amount))}::bigint[]) AS b(c, a, p, l, base, act, r, ci, co, amt)
          ORDER BY b.c
          ON CONFLICT (contract_id, period) DO NOTHING`);
      await tx.execute(sql`INSERT INTO agent_periods (merchant_id, kind, period, status, bills, total)
        VALUES (${merchantId}, ${kind}, ${period}, 'SETTLED', ${bills.length}, ${bills.reduce((x, b) => x + b.amount, 0n).toString()})
        ON CONFLICT DO NOTHING`);
    }),
  /** Bills still to pay, top-down (a period's, or every open one). */
  openBills: async (merchantId: number | null, kind: ContractKind | null, period: string | null) =>
    rowsOf<BillRow>(
      await db.execute(sql`SELECT id::int AS id, merchant_id, contract_id::int AS contract_id, kind, period, agent_id::int AS agent_id,
          payer_id::int AS payer_id, level, base::text AS base, active, rate_bp, carry_in::text AS carry_in, carry_out::text AS carry_out,
          amount::text AS amount, paid::text AS paid, status, created_at
        FROM agent_bills WHERE status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')
          ${merchantId != null ? sql`AND merchant_id = ${merchantId}` : sql``} ${kind ? sql`AND kind = ${kind}` : sql``}
          ${period ? sql`AND period = ${period}` : sql``}
        ORDER BY merchant_id, kind, period, level, id LIMIT 5000`),
    ),
  /** Records a payment on a bill, only if nobody paid it since it was read (paid still `before`). */
  recordPayment: async (tx: Db, billId: number, before: bigint, add: bigint) =>
    rowsOf(
      await tx.execute(sql`UPDATE agent_bills SET paid = paid + ${add.toString()}::bigint, updated_at = now(),
          status = CASE WHEN paid + ${add.toString()}::bigint >= amount THEN 'PAID' ELSE 'PART_PAID' END
        WHERE id = ${billId} AND paid = ${before.toString()}::bigint AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT') RETURNING id`),
    ).length === 1,
  markInsufficient: async (billId: number) => {
    await db.execute(sql`UPDATE agent_bills SET status = CASE WHEN paid > 0 THEN 'PART_PAID' ELSE 'INSUFFICIENT' END, updated_at = now()
      WHERE id = ${billId} AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')`);
  },
  /** Unpaid bills of earlier periods of a kind expire when a later period of it closes. */
  expireBefore: async (merchantId: number, kind: ContractKind, period: string) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_bills SET status = 'EXPIRED', updated_at = now()
        WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period <> ${period} AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')
          AND created_at < (SELECT min(created_at) FROM agent_bills WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period})
        RETURNING id`),
    ).length,
  voidPeriod: async (merchantId: number, kind: ContractKind, period: string) =>
    db.transaction(async (tx) => {
      await lockPeriod(tx, merchantId, kind, period);
      // Each bill locked and read as it is now: a payment that committed first shows, one that comes later finds it void.
      const bills = rowsOf<{ paid: string }>(
        await tx.execute(sql`SELECT paid::text AS paid FROM agent_bills WHERE merchant_id = ${merchantId} AND kind = ${kind}
          AND period = ${period} FOR UPDATE`),
      );
      if (bills.some((b) => BigInt(b.paid) > 0n)) return false;
      await tx.execute(
        sql`UPDATE agent_bills SET status = 'VOID', updated_at = now() WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}`,
      );
      await tx.execute(sql`INSERT INTO agent_periods (merchant_id, kind, period, status) VALUES (${merchantId}, ${kind}, ${period}, 'VOID')
        ON CONFLICT (merchant_id, kind, period) DO UPDATE SET status = 'VOID', at = now()`);
      return true;
    }),
  periodBills: async (merchantId: number, kind: ContractKind, period: string) =>
    rowsOf<BillRow>(
      await db.execute(sql`SELECT b.id::int AS id, b.kind, b.period, b.base::text AS base, b.active, b.rate_bp, b.carry_in::text AS carry_in,
          b.carry_out::text AS carry_out, b.amount::text AS amount, b.paid::text AS paid, b.status, b.created_at, a.account AS agent_account,
          p.account AS payer_account, b.level, b.agent_id::int AS agent_id, b.payer_id::int AS payer_id, b.contract_id::int AS contract_id
        FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members p ON p.id = b.payer_id
        WHERE b.merchant_id = ${merchantId} AND b.kind = ${kind} AND b.period = ${period} ORDER BY b.level, b.id`),
    ),
  /** An agent's bills (paid to it, or paid by it to its downlines), newest first. */
  billsOf: async (q: {
    agentId: number;
    side: 'mine' | 'downline';
    kind?: ContractKind;
    status?: BillStatus;
    limit: number;
    offset: number;
  }) => {
    const where = sql`${q.side === 'mine' ? sql`b.agent_id = ${q.agentId}` : sql`b.payer_id = ${q.agentId}`}
      ${q.kind ? sql`AND b.kind = ${q.kind}` : sql``} ${q.status ? sql`AND b.status = ${q.status}` : sql``}`;
    const totals = one<{ n: number; amount: string; paid: string }>(
      await db.execute(sql`SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS amount, COALESCE(sum(paid), 0)::text AS paid
        FROM agent_bills b WHERE ${where}`),
    ) ?? { n: 0, amount: '0', paid: '0' };
    const rows = rowsOf<BillRow>(
      await db.execute(sql`SELECT b.id::int AS id, b.kind, b.period, b.base::text AS base, b.active, b.rate_bp, b.carry_in::text AS carry_in,
          b.carry_out::text AS carry_out, b.amount::text AS amount, b.paid::text AS paid, b.status, b.created_at, a.account AS agent_account,
          p.account AS payer_account
        FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members p ON p.id = b.payer_id
        WHERE ${where} ORDER BY b.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    return { totals, rows };
  },
  /** What an agent was paid (bills) per kind and period, for its income report. */
  paidTo: async (agentId: number, since: Date) =>
    rowsOf<{ kind: ContractKind; period: string; paid: string }>(
      await db.execute(sql`SELECT kind, period, paid::text AS paid FROM agent_bills WHERE agent_id = ${agentId} AND paid > 0
        AND created_at >= ${since.toISOString()}::timestamptz`),
    ),
});
