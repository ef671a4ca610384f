import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

const one = async <T>(db: Db, q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0];
const stakeKinds = sql`('GAME_BET', 'LOTTERY_BET')`;

/** What the fraud rules read (issue 31): a member's money history around a withdrawal, shared bank accounts. */
export const rulesRepo = {
  /** Members (the member included) with a live payee account whose number matches one of the member's. */
  sharedBank: async (db: Db, merchantId: number, memberId: number) =>
    rowsOf<{ member_id: number | string; account: string; account_no: string }>(
      await db.execute(sql`WITH mine AS (SELECT upper(regexp_replace(account_no, '[^0-9A-Za-z]', '', 'g')) AS n FROM payee_accounts
          WHERE member_id = ${memberId} AND removed_at IS NULL)
        SELECT DISTINCT b.member_id, m.account, b.account_no FROM payee_accounts b JOIN members m ON m.id = b.member_id
        WHERE b.merchant_id = ${merchantId} AND b.removed_at IS NULL AND upper(regexp_replace(b.account_no, '[^0-9A-Za-z]', '', 'g')) IN (SELECT n FROM mine)`),
    ),

  /** The withdrawal a request made, and the member's deposits and withdrawals around it. */
  withdrawalFacts: (db: Db, memberId: number, requestId: string) =>
    one<{
      id: string;
      amount: string;
      created_at: Date | string;
      payee_created_at: Date | string;
      password_changed_at: Date | string | null;
      deposited: string;
      withdrawn: string;
      earlier: string;
      last_deposit: string | null;
      last_deposit_at: Date | string | null;
    }>(
      db,
      sql`SELECT w.id::text, w.amount::text, w.created_at, p.created_at AS payee_created_at, m.password_changed_at,
        (SELECT coalesce(sum(amount), 0)::text FROM deposits WHERE member_id = ${memberId} AND status = 'CREDITED') AS deposited,
        (SELECT coalesce(sum(amount), 0)::text FROM withdrawals WHERE member_id = ${memberId} AND status NOT IN ('REJECTED', 'REFUNDED', 'FAILED')) AS withdrawn,
        (SELECT count(*)::text FROM withdrawals WHERE member_id = ${memberId} AND id < w.id) AS earlier,
        (SELECT amount::text FROM deposits WHERE member_id = ${memberId} AND status = 'CREDITED' ORDER BY updated_at DESC LIMIT 1) AS last_deposit,
        (SELECT updated_at FROM deposits WHERE member_id = ${memberId} AND status = 'CREDITED' ORDER BY updated_at DESC LIMIT 1) AS last_deposit_at
      FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id JOIN members m ON m.id = w.member_id
      WHERE w.member_id = ${memberId} AND w.request_id = ${requestId}`,
    ),

  /** Stakes on the member's MAIN wallet since a moment (bets, tickets, money into vendors). */
  stakedSince: async (db: Db, memberId: number, since: Date) =>
    BigInt(
      (
        await one<{ s: string }>(
          db,
          sql`SELECT coalesce(sum(-p.amount), 0)::text AS s FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
            JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
            WHERE a.member_id = ${memberId} AND a.code = 'MAIN' AND t.created_at >= ${since}
              AND (t.kind IN ${stakeKinds} OR (t.kind = 'WALLET_TRANSFER' AND p.amount < 0))`,
        )
      )?.s ?? '0',
    ),

  /** Staked and won on the member's MAIN wallet since a moment (bets, tickets and vendors' money, and what came back). */
  playSince: async (db: Db, memberId: number, since: Date) => {
    const r = await one<{ staked: string; won: string }>(
      db,
      sql`SELECT coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS staked, coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS won
        FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE a.member_id = ${memberId} AND a.code = 'MAIN' AND t.created_at >= ${since}
          AND t.kind IN ('GAME_BET', 'LOTTERY_BET', 'WALLET_TRANSFER', 'GAME_WIN', 'LOTTERY_WIN', 'JACKPOT_WIN')`,
    );
    return { staked: BigInt(r?.staked ?? '0'), won: BigInt(r?.won ?? '0') };
  },

  /** Deposits credited since a moment that a withdrawal request followed within `hours`. */
  cycles: async (db: Db, memberId: number, since: Date, hours: number) =>
    rowsOf<{ deposit_id: string; amount: string; withdrawal_id: string }>(
      await db.execute(sql`SELECT d.id::text AS deposit_id, d.amount::text, min(w.id)::text AS withdrawal_id FROM deposits d
        JOIN withdrawals w ON w.member_id = d.member_id AND w.created_at >= d.updated_at AND w.created_at <= d.updated_at + make_interval(hours => ${hours})
        WHERE d.member_id = ${memberId} AND d.status = 'CREDITED' AND d.updated_at >= ${since} GROUP BY d.id, d.amount`),
    ),

  /** Money the member received from other members (along the agent line) since a moment. */
  receivedFromMembers: async (db: Db, memberId: number, since: Date) =>
    rowsOf<{ transfer_id: string; kind: string; amount: string }>(
      await db.execute(sql`SELECT t.id::text AS transfer_id, t.kind, p.amount::text FROM ledger_accounts a
        JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE a.member_id = ${memberId} AND a.code = 'MAIN' AND p.amount > 0 AND t.created_at >= ${since}
          AND t.kind IN ('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE')`),
    ),

  accounts: async (db: Db, ids: number[]) =>
    ids.length === 0
      ? []
      : rowsOf<{ id: number | string; account: string }>(
          await db.execute(
            sql`SELECT id, account FROM members WHERE id IN (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          ),
        ),
};
