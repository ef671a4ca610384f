import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { MissionCondition, Texts } from '../../db/schema';

export type MissionRow = {
  id: number;
  merchant_id: number;
  code: string;
  period: 'DAILY' | 'WEEKLY';
  title: Texts;
  condition: MissionCondition;
  category: string | null;
  target: string;
  reward: string;
  turnover_x100: number;
  status: 'ACTIVE' | 'INACTIVE';
  sort: number;
};
/** One member's activity over a period: play per category, deposits and days signed in. */
export type PlayAgg = { member_id: string | number; category: string; valid_bet: string; rounds: string | number };
export type DayAgg = { member_id: string | number; deposited: string; login_days: string | number };
export type MissionRewardRow = {
  id: string | number;
  source_key: string;
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  expires_at: Date | string;
};
export type BoardRow = { member_id: string | number; account: string; value: string; rn: string | number };

const arr = (xs: (string | number)[]) => `{${xs.map((x) => String(x)).join(',')}}`;
/** A text[] literal of keys made of [A-Za-z0-9:-] (quoted, so ':' and '-' stay literal). */
const textList = (xs: string[]) => `{${xs.map((x) => `"${x}"`).join(',')}}`;
const cols = sql`id, merchant_id, code, period, title, condition, category, target::text AS target, reward::text AS reward,
  turnover_x100, status, sort`;

/** Reads of the growth read model (play_stats, member_days) over a period; `exec` is a batch's transaction or the pool. */
export const missionsTx = {
  zone: async (exec: Db, merchantId: number) =>
    rowsOf<{ time_zone: string }>(await exec.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))[0]?.time_zone ?? 'UTC',

  activeOf: async (exec: Db, merchantIds: number[]) =>
    merchantIds.length === 0
      ? []
      : rowsOf<MissionRow>(
          await exec.execute(sql`SELECT ${cols} FROM missions WHERE status = 'ACTIVE' AND merchant_id = ANY(${arr(merchantIds)}::int[])
            ORDER BY sort, id`),
        ),

  /** Valid bet and rounds per member and category for days in [from, to). */
  play: async (exec: Db, merchantId: number, memberIds: number[], from: string, to: string) =>
    rowsOf<PlayAgg>(
      await exec.execute(sql`SELECT member_id, category, sum(valid_bet)::text AS valid_bet, sum(rounds)::text AS rounds
        FROM play_stats WHERE merchant_id = ${merchantId} AND member_id = ANY(${arr(memberIds)}::bigint[])
          AND day >= ${from}::date AND day < ${to}::date
        GROUP BY member_id, category`),
    ),

  /** Deposited amount and days with a sign-in per member for days in [from, to). */
  days: async (exec: Db, merchantId: number, memberIds: number[], from: string, to: string) =>
    rowsOf<DayAgg>(
      await exec.execute(sql`SELECT member_id, sum(deposited)::text AS deposited, count(*) FILTER (WHERE logins > 0)::text AS login_days
        FROM member_days WHERE merchant_id = ${merchantId} AND member_id = ANY(${arr(memberIds)}::bigint[])
          AND day >= ${from}::date AND day < ${to}::date
        GROUP BY member_id`),
    ),

  /** The mission rewards issued under these source keys. */
  rewards: async (exec: Db, merchantId: number, keys: string[]) =>
    keys.length === 0
      ? []
      : rowsOf<MissionRewardRow>(
          await exec.execute(sql`SELECT id, source_key, status, expires_at FROM reward_items
            WHERE merchant_id = ${merchantId} AND source = 'MISSION' AND source_key = ANY(${textList(keys)}::text[])`),
        ),
};

export const createMissionsRepo = (db: Db) => ({
  mission: async (merchantId: number, id: number) =>
    rowsOf<MissionRow>(await db.execute(sql`SELECT ${cols} FROM missions WHERE id = ${id} AND merchant_id = ${merchantId}`))[0] ?? null,

  all: async (merchantId: number) =>
    rowsOf<MissionRow>(await db.execute(sql`SELECT ${cols} FROM missions WHERE merchant_id = ${merchantId} ORDER BY sort, id`)),

  insert: async (merchantId: number, m: Omit<MissionRow, 'id' | 'merchant_id'>) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`INSERT INTO missions (merchant_id, code, period, title, condition, category, target, reward, turnover_x100, status, sort)
        VALUES (${merchantId}, ${m.code}, ${m.period}, ${JSON.stringify(m.title)}::jsonb, ${m.condition}, ${m.category}, ${m.target}::bigint,
          ${m.reward}::bigint, ${m.turnover_x100}, ${m.status}, ${m.sort})
        ON CONFLICT (merchant_id, code) DO NOTHING RETURNING id`),
    )[0]?.id ?? null,

  /** Replaces a mission; null when it is not this merchant's, 'taken' when its new code belongs to another. */
  update: async (merchantId: number, id: number, m: Omit<MissionRow, 'id' | 'merchant_id'>) => {
    const clash = rowsOf(
      await db.execute(sql`SELECT 1 FROM missions WHERE merchant_id = ${merchantId} AND code = ${m.code} AND id <> ${id}`),
    );
    if (clash.length > 0) return 'taken' as const;
    return (
      rowsOf<{ id: number }>(
        await db.execute(sql`UPDATE missions SET code = ${m.code}, period = ${m.period}, title = ${JSON.stringify(m.title)}::jsonb,
          condition = ${m.condition}, category = ${m.category}, target = ${m.target}::bigint, reward = ${m.reward}::bigint,
          turnover_x100 = ${m.turnover_x100}, status = ${m.status}, sort = ${m.sort}
          WHERE id = ${id} AND merchant_id = ${merchantId} RETURNING id`),
      )[0]?.id ?? null
    );
  },

  metric: async (merchantId: number) =>
    rowsOf<{ m: 'VALID_BET' | 'WINS' }>(
      await db.execute(sql`SELECT leaderboard_metric AS m FROM growth_settings WHERE merchant_id = ${merchantId}`),
    )[0]?.m ?? 'VALID_BET',

  setMetric: async (merchantId: number, metric: 'VALID_BET' | 'WINS') =>
    db.execute(sql`INSERT INTO growth_settings (merchant_id, leaderboard_metric) VALUES (${merchantId}, ${metric})
      ON CONFLICT (merchant_id) DO UPDATE SET leaderboard_metric = excluded.leaderboard_metric`),

  /** Missions rewards waiting for the member (the missions badge). */
  claimableCount: async (merchantId: number, memberId: number, at: Date) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM reward_items WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
          AND source = 'MISSION' AND status = 'AVAILABLE' AND expires_at > ${at.toISOString()}`),
      )[0]?.n ?? 0,
    ),

  /**
   * The period's board: members ranked by valid bet, or by net win (payout − stake) when `wins`; ties by member id.
   * Answers the first `limit` rows and the member's own row wherever it ranks.
   */
  board: async (merchantId: number, from: string, to: string, wins: boolean, memberId: number, limit: number) =>
    rowsOf<BoardRow>(
      await db.execute(sql`WITH totals AS (
          SELECT member_id, ${wins ? sql`sum(payout) - sum(stake)` : sql`sum(valid_bet)`} AS value
          FROM play_stats WHERE merchant_id = ${merchantId} AND day >= ${from}::date AND day < ${to}::date
          GROUP BY member_id),
        ranked AS (SELECT member_id, value, row_number() OVER (ORDER BY value DESC, member_id) AS rn FROM totals WHERE value > 0)
        SELECT r.member_id, m.account, r.value::text AS value, r.rn FROM ranked r JOIN members m ON m.id = r.member_id
        WHERE r.rn <= ${limit} OR r.member_id = ${memberId} ORDER BY r.rn`),
    ),
});
export type MissionsRepo = ReturnType<typeof createMissionsRepo>;
