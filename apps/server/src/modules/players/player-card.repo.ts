import { SUPPORT_PLAYER_LINES } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

type MoneyRow = { id: string | number; amount: string; status: string; at: Date | string };
type BonusRow = { id: string | number; source: string; amount: string; turnover_left: string; granted_at: Date | string };
const iso = (v: Date | string) => new Date(v).toISOString();
const money = (r: MoneyRow) => ({ id: Number(r.id), amount: r.amount, status: r.status, at: iso(r.at) });

/** The few money facts the support console shows beside a chat: newest deposits and withdrawals, bonuses still open. */
export const createPlayerCardRepo = (db: Db) => ({
  card: async (merchantId: number, memberId: number) => {
    const [deposits, withdrawals, bonuses] = await Promise.all([
      db.execute(sql`SELECT id, amount::text AS amount, status, created_at AS at FROM deposits
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT ${SUPPORT_PLAYER_LINES}`),
      db.execute(sql`SELECT id, amount::text AS amount, status, created_at AS at FROM withdrawals
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT ${SUPPORT_PLAYER_LINES}`),
      db.execute(sql`SELECT id, source, amount::text AS amount, turnover_left::text AS turnover_left, granted_at FROM bonuses
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'ACTIVE' ORDER BY id DESC LIMIT ${SUPPORT_PLAYER_LINES}`),
    ]);
    return {
      deposits: rowsOf<MoneyRow>(deposits).map(money),
      withdrawals: rowsOf<MoneyRow>(withdrawals).map(money),
      bonuses: rowsOf<BonusRow>(bonuses).map((b) => ({
        id: Number(b.id),
        source: b.source,
        amount: b.amount,
        turnoverLeft: b.turnover_left,
        grantedAt: iso(b.granted_at),
      })),
    };
  },
});
