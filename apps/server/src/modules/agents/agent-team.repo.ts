import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { STAT_FIGURES, type StatSums, arr, firstIn, one } from './agent-sql.repo';
import type { Grain } from './periods';

export type TeamSums = StatSums & { active: string; new_members: string };

/** The select list that sums the team figures every report sums (written once, from the list of figures). */
const teamCols = sql.raw(STAT_FIGURES.map((c) => `COALESCE(sum(${c}), 0)::text AS ${c}`).join(', '));

/** The agent centre's reports on a team: its downlines, their money and play, read from the read model. */
export const createAgentTeamRepo = (db: Db) => ({
  /**
   * Downlines of an agent (direct: depth 1; all: every level) with each one's own play over a range of days; the
   * totals are the same figures summed over every matching account (all pages).
   */
  downline: async (q: {
    agentId: number;
    under: number;
    scope: 'direct' | 'all';
    search?: string;
    agentTypes: number[];
    kind: 'all' | 'agent' | 'member';
    from: string;
    to: string;
    limit: number;
    offset: number;
  }) => {
    const where = sql`t.ancestor_id = ${q.under} AND ${q.scope === 'direct' ? sql`t.depth = 1` : sql`t.depth > 0`}
      ${q.search ? sql`AND m.account ILIKE ${`%${q.search.replace(/[%_\\]/g, '')}%`}` : sql``}
      ${q.kind === 'agent' ? sql`AND m.type = ANY(${arr(q.agentTypes)}::int[])` : q.kind === 'member' ? sql`AND NOT (m.type = ANY(${arr(q.agentTypes)}::int[]))` : sql``}`;
    const total =
      one<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM agent_tree t JOIN members m ON m.id = t.descendant_id WHERE ${where}`),
      )?.n ?? 0;
    const rows = rowsOf<
      {
        id: number;
        account: string;
        nickname: string | null;
        type: number;
        status: string;
        last_login_at: string | null;
        created_at: string;
        level: number;
        balance: string | null;
        team_size: number;
      } & StatSums
    >(
      await db.execute(sql`SELECT m.id::int AS id, m.account, m.nickname, m.type, m.status, m.last_login_at, m.created_at,
          (SELECT depth FROM agent_tree x WHERE x.ancestor_id = ${q.agentId} AND x.descendant_id = m.id) AS level,
          (SELECT a.balance::text FROM ledger_accounts a WHERE a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.code = 'MAIN') AS balance,
          (SELECT count(*)::int FROM agent_tree y WHERE y.ancestor_id = m.id AND y.depth > 0) AS team_size,
          s.*
        FROM agent_tree t JOIN members m ON m.id = t.descendant_id
        CROSS JOIN LATERAL (SELECT ${teamCols} FROM agent_member_stats ms
          WHERE ms.member_id = m.id AND ms.grain = 'D' AND ms.period >= ${q.from} AND ms.period <= ${q.to}) s
        WHERE ${where} ORDER BY t.depth, m.id LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    // Without a search or a kind filter the totals are the level rows of `under` (decision 016).
    const totals = (await db
      .execute(
        !q.search && q.kind === 'all'
          ? sql`SELECT ${teamCols} FROM agent_level_stats WHERE agent_id = ${q.under}
              AND ${q.scope === 'direct' ? sql`depth = 1` : sql`depth > 0`} AND period >= ${q.from} AND period <= ${q.to}`
          : sql`SELECT ${teamCols} FROM agent_tree t JOIN members m ON m.id = t.descendant_id
        JOIN agent_member_stats s ON s.member_id = t.descendant_id AND s.grain = 'D' AND s.period >= ${q.from} AND s.period <= ${q.to}
        WHERE ${where}`,
      )
      .then((r) => one<TeamSums>(r))) as TeamSums;
    return { total, rows, totals };
  },

  /**
   * Deposits, withdrawals and main-wallet transfers of an agent's team (every level, or one level, or one account)
   * between two instants, newest first; totals count completed money over every matching row (all pages).
   */
  teamMoney: async (q: {
    merchantId: number;
    agentId: number;
    memberId?: number;
    level?: number;
    type: 'all' | 'deposit' | 'withdrawal' | 'transfer';
    start: Date;
    end: Date;
    limit: number;
    offset: number;
  }) => {
    const team = sql`SELECT descendant_id AS id, depth FROM agent_tree WHERE ancestor_id = ${q.agentId} AND depth > 0
      ${q.level !== undefined ? sql`AND depth = ${q.level}` : sql``} ${q.memberId !== undefined ? sql`AND descendant_id = ${q.memberId}` : sql``}`;
    const span = (col: ReturnType<typeof sql>) =>
      sql`${col} >= ${q.start.toISOString()}::timestamptz AND ${col} < ${q.end.toISOString()}::timestamptz`;
    const parts = [];
    if (q.type === 'all' || q.type === 'deposit')
      parts.push(sql`SELECT 'D' || d.id AS id, d.member_id, tm.depth, 'deposit' AS type, d.amount, d.status, NULL::text AS counterparty,
          d.created_at AS at, CASE WHEN d.status = 'CREDITED' THEN d.amount ELSE 0 END AS counted
        FROM deposits d JOIN (${team}) tm ON tm.id = d.member_id WHERE d.merchant_id = ${q.merchantId} AND ${span(sql`d.created_at`)}`);
    if (q.type === 'all' || q.type === 'withdrawal')
      parts.push(sql`SELECT 'W' || w.id, w.member_id, tm.depth, 'withdrawal', w.amount, w.status, NULL::text, w.created_at,
          CASE WHEN w.status IN ('REJECTED', 'REFUNDED', 'FAILED') THEN 0 ELSE w.amount END
        FROM withdrawals w JOIN (${team}) tm ON tm.id = w.member_id WHERE w.merchant_id = ${q.merchantId} AND ${span(sql`w.created_at`)}`);
    if (q.type === 'all' || q.type === 'transfer')
      parts.push(sql`SELECT 'T' || p.id, a.member_id, tm.depth, 'transfer', p.amount, lt.kind,
          (SELECT string_agg(om.account, ',') FROM ledger_postings op JOIN ledger_accounts oa ON oa.id = op.account_id
            JOIN members om ON om.id = oa.member_id WHERE op.transfer_id = p.transfer_id AND op.created_at = p.created_at AND op.account_id <> p.account_id
              AND sign(op.amount) <> sign(p.amount)),
          p.created_at, p.amount
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.code = 'MAIN'
        JOIN (${team}) tm ON tm.id = a.member_id JOIN ledger_transfers lt ON lt.id = p.transfer_id AND lt.created_at = p.created_at
        WHERE p.merchant_id = ${q.merchantId} AND lt.kind IN ('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE') AND ${span(sql`p.created_at`)}`);
    const all = sql`(${sql.join(parts, sql` UNION ALL `)})`;
    const [totals, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'deposit'), 0)::text AS deposit,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'withdrawal'), 0)::text AS withdrawal,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'transfer' AND x.counted > 0), 0)::text AS transfer_in,
          coalesce(-sum(x.counted) FILTER (WHERE x.type = 'transfer' AND x.counted < 0), 0)::text AS transfer_out
        FROM ${all} x(id, member_id, depth, type, amount, status, counterparty, at, counted)`),
      db.execute(sql`SELECT x.id, m.account, x.depth::int AS level, x.type, x.amount::text AS amount, x.status, x.counterparty, x.at
        FROM ${all} x(id, member_id, depth, type, amount, status, counterparty, at, counted) JOIN members m ON m.id = x.member_id
        ORDER BY x.at DESC, x.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
    ]);
    const t = one<{ n: number; deposit: string; withdrawal: string; transfer_in: string; transfer_out: string }>(totals);
    return {
      total: Number(t?.n ?? 0),
      totals: t ?? { n: 0, deposit: '0', withdrawal: '0', transfer_in: '0', transfer_out: '0' },
      rows: rowsOf<{
        id: string;
        account: string;
        level: number;
        type: 'deposit' | 'withdrawal' | 'transfer';
        amount: string;
        status: string;
        counterparty: string | null;
        at: string | Date;
      }>(rows),
    };
  },

  /** Sums of a team's rows over periods of a grain (a range of days: from ≤ period ≤ to). */
  teamSums: async (agentId: number, grain: Grain, from: string, to: string) =>
    one<TeamSums>(
      await db.execute(sql`SELECT ${teamCols}, COALESCE(sum(active), 0)::text AS active, COALESCE(sum(new_members), 0)::text AS new_members
        FROM agent_team_stats WHERE agent_id = ${agentId} AND grain = ${grain} AND period >= ${from} AND period <= ${to}`),
    ) as TeamSums,
  /** Distinct team members with a valid bet over a range of days (a day's figure is the team row's own count). */
  activeOver: async (agentId: number, from: string, to: string) =>
    one<{ n: number }>(
      await db.execute(sql`SELECT COALESCE(sum(n), 0)::int AS n FROM agent_level_firsts WHERE agent_id = ${agentId} AND kind = 'A'
        AND ${firstIn(from, to)}`),
    )?.n ?? 0,
  /** Profit and loss of each team member (own play) or of each level, over a range of days. */
  pnl: async (q: { agentId: number; by: 'member' | 'level'; search?: string; from: string; to: string; limit: number; offset: number }) => {
    const base = sql`FROM agent_tree t JOIN members m ON m.id = t.descendant_id
      JOIN agent_member_stats s ON s.member_id = t.descendant_id AND s.grain = 'D' AND s.period >= ${q.from} AND s.period <= ${q.to}
      WHERE t.ancestor_id = ${q.agentId} ${q.search ? sql`AND m.account ILIKE ${`%${q.search.replace(/[%_\\]/g, '')}%`}` : sql``}`;
    if (q.by === 'level' && !q.search) {
      // Per level from the level rows; members counted once over the range from the first-day rows (decision 016).
      const levels = rowsOf<TeamSums & { level: number; members: number }>(
        await db.execute(sql`SELECT s.depth AS level, COALESCE(f.n, 0)::int AS members, s.* FROM (SELECT depth, ${teamCols} FROM agent_level_stats
            WHERE agent_id = ${q.agentId} AND period >= ${q.from} AND period <= ${q.to} GROUP BY depth) s
          LEFT JOIN (SELECT depth, sum(n) AS n FROM agent_level_firsts WHERE agent_id = ${q.agentId} AND kind = 'T'
            AND ${firstIn(q.from, q.to)} GROUP BY depth) f ON f.depth = s.depth
          ORDER BY s.depth`),
      ).map((r) => ({ ...r, level: Number(r.level), key: String(r.level) }));
      const sum = (k: keyof TeamSums) => levels.reduce((x, r) => x + BigInt(r[k]), 0n).toString();
      const totals = {
        ...(Object.fromEntries(STAT_FIGURES.map((k) => [k, sum(k)])) as StatSums),
        members: levels.reduce((x, r) => x + r.members, 0),
        active: '0',
        new_members: '0',
      };
      return { total: levels.length, rows: levels.slice(q.offset, q.offset + q.limit), totals };
    }
    const key = q.by === 'member' ? sql`m.account` : sql`t.depth::text`;
    const total = one<{ n: number }>(await db.execute(sql`SELECT count(DISTINCT ${key})::int AS n ${base}`))?.n ?? 0;
    const rows = rowsOf<TeamSums & { key: string; level: number; members: number }>(
      await db.execute(sql`SELECT ${key} AS key, min(t.depth)::int AS level, count(DISTINCT m.id)::int AS members, ${teamCols} ${base}
        GROUP BY ${key} ORDER BY ${q.by === 'member' ? sql`sum(s.payout + s.bonus + s.rebate - s.stake)` : sql`min(t.depth)`} ${q.by === 'member' ? sql`ASC` : sql``}, 1
        LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    const totals = one<TeamSums & { members: number }>(
      await db.execute(sql`SELECT count(DISTINCT m.id)::int AS members, ${teamCols} ${base}`),
    );
    return { total, rows, totals };
  },
  /** The agent's own rebates per day (its member rows). */
  ownDays: async (agentId: number, from: string, to: string) =>
    rowsOf<{ period: string; rebate: string }>(
      await db.execute(sql`SELECT period, rebate::text AS rebate FROM agent_member_stats WHERE member_id = ${agentId} AND grain = 'D'
        AND period >= ${from} AND period <= ${to}`),
    ),
});
