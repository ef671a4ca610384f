import type { BetStatusFilter } from '@wl/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorNameSql } from '../../db/vendor-name';
import { rowsOf } from '../../core/sql';

/**
 * Read-only queries over the seamless wallet's BET rows (vendor_transactions) and the lottery's tickets with their
 * game and, for the house vendor, their provably-fair round. TOMBSTONE rows are refused bets, never shown. Days are the merchant's (its
 * time zone), like the transaction history (wallet.history.ts).
 */
export type BetFilter = {
  merchantId: number;
  /** One member's bets; with `teamOf` it must be in that team. */
  memberId?: number;
  /** An agent: the bets of its team (every level below it), each with its account and level. */
  teamOf?: number;
  from: Date;
  to: Date;
  vendor?: string;
  category?: string;
  status?: BetStatusFilter;
};

const statusSql: Record<BetStatusFilter, SQL> = {
  all: sql``,
  pending: sql`AND v.state = 'OPEN'`,
  refunded: sql`AND v.state = 'ROLLED_BACK'`,
  won: sql`AND v.state = 'SETTLED' AND coalesce(v.payout, 0) > v.amount`,
  lost: sql`AND v.state = 'SETTLED' AND coalesce(v.payout, 0) < v.amount`,
};

/**
 * The bets a member placed: the seamless wallet's BET rows and the house lottery's tickets (issue 14), one shape. A
 * ticket reads as a bet of its game's vendor (TCG_LOTTO_VN, TCG_SEA, LOTT) on its draw (the round); a chase ticket
 * cancelled after a win, or a ticket of a voided draw, reads as rolled back (its stake was refunded). A transfer-wallet
 * vendor's round (issue 15) never passes the seamless wallet: the round its vendor reported reads as a settled bet.
 */
const bets = sql`(SELECT v.id, v.merchant_id, v.member_id, v.kind, v.tx_id, v.vendor, v.round_id, v.game_code, v.amount, v.state, v.payout,
    v.created_at, v.settled_at, NULL::jsonb AS own_name, NULL::text AS own_category FROM vendor_transactions v
  UNION ALL
  SELECT -t.id, t.merchant_id, t.member_id, 'BET', 'LT' || t.id, lg.vassalage, ld.numero, t.game_code, t.stake,
    CASE t.state WHEN 'OPEN' THEN 'OPEN' WHEN 'SETTLED' THEN 'SETTLED' ELSE 'ROLLED_BACK' END, t.payout, t.placed_at, t.settled_at,
    jsonb_build_object('EN', lg.name_en, 'UR', lg.name_ur), CASE WHEN lg.prize_mode IN ('LOTT', 'ZY') THEN 'LOTT' ELSE 'ELOTT' END
  FROM lottery_tickets t JOIN lottery_draws ld ON ld.id = t.draw_id JOIN lottery_games lg ON lg.id = ld.game_id
  UNION ALL
  SELECT -1000000000000 - vr.id, vr.merchant_id, vr.member_id, 'BET', 'VR' || vr.id, vr.vendor, vr.round_id, vr.game_code, vr.stake,
    'SETTLED', vr.payout, vr.created_at, vr.created_at, NULL, NULL
  FROM vendor_rounds vr WHERE vr.transfer)`;

// The game of a bet: same merchant, vendor code and game code (games_code_uq).
const gameJoin = sql`LEFT JOIN games g ON g.merchant_id = v.merchant_id AND g.vassalage = v.vendor AND g.game_code = v.game_code`;
/**
 * A bet's game name and category are its catalogue entry's; a lottery game the catalogue does not list (a VN station
 * opened from the VN lobby) keeps the lottery's own name and the category of its prize mode (as lottery_category).
 */
const nameOf = sql`coalesce(g.display_name, v.own_name)`;
const categoryOf = sql`coalesce(g.category, v.own_category)`;

const whoOf = (f: BetFilter) =>
  sql`${f.memberId !== undefined ? sql`AND v.member_id = ${f.memberId}` : sql``}
  ${f.teamOf !== undefined ? sql`AND v.member_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = ${f.teamOf} AND depth > 0)` : sql``}`;

const whereOf = (f: BetFilter) => sql`v.merchant_id = ${f.merchantId} ${whoOf(f)} AND v.kind = 'BET' AND v.state <> 'TOMBSTONE'
  AND v.created_at >= ${f.from.toISOString()}::timestamptz AND v.created_at < ${f.to.toISOString()}::timestamptz
  ${f.vendor ? sql`AND v.vendor = ${f.vendor}` : sql``} ${f.category ? sql`AND ${categoryOf} = ${f.category}` : sql``} ${statusSql[f.status ?? 'all']}`;

/** Sums of settled bets (stake, payout, count) as text, so bigints survive both drivers. */
const sums = sql`coalesce(sum(v.amount) FILTER (WHERE v.state = 'SETTLED'), 0)::text AS stake,
  coalesce(sum(coalesce(v.payout, 0)) FILTER (WHERE v.state = 'SETTLED'), 0)::text AS payout,
  (count(*) FILTER (WHERE v.state = 'SETTLED'))::int AS settled`;

export type BetRow = {
  account: string;
  level: number;
  tx_id: string;
  vendor: string;
  vendor_name: Record<string, string> | null;
  round_id: string | null;
  game_code: string | null;
  amount: string;
  state: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  payout: string | null;
  created_at: string | Date;
  settled_at: string | Date | null;
  display_name: Record<string, string> | null;
  category: string | null;
  sub_type: string | null;
  h_id: string | number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  h_status: string | null;
  bet: Record<string, unknown> | null;
  outcome: Record<string, unknown> | null;
  r_id: string | number | null;
  r_detail: Record<string, unknown> | null;
  r_proof: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number } | null;
};
export type SumRow = { stake: string; payout: string; settled: number };

/**
 * A house round's id from the bet's round (`HR<id>`, house.service.ts), NULL for any other bet. A CASE, not a filter
 * beside the cast: PostgreSQL may evaluate a join's conditions in any order (a hash join computes its key from every
 * row), and another vendor's round id would fail the cast.
 */
const houseRoundId = sql`CASE WHEN v.vendor = 'HOUSE' AND v.round_id ~ '^HR[0-9]{1,18}$' THEN substr(v.round_id, 3)::bigint END`;

export const createRecordsRepo = (db: Db) => ({
  page: async (f: BetFilter, limit: number, offset: number) => {
    const where = whereOf(f);
    const [totals, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n, ${sums}, coalesce(sum(v.amount) FILTER (WHERE v.state = 'OPEN'), 0)::text AS pending
        FROM ${bets} v ${gameJoin} WHERE ${where}`),
      // The proof joins only on the house vendor's own rounds (houseRoundId).
      db.execute(sql`SELECT (SELECT mm.account FROM members mm WHERE mm.id = v.member_id) AS account,
          ${f.teamOf !== undefined ? sql`(SELECT x.depth FROM agent_tree x WHERE x.ancestor_id = ${f.teamOf} AND x.descendant_id = v.member_id)` : sql`0`}::int AS level,
          v.tx_id, v.vendor, ${vendorNameSql(sql`v.merchant_id`, sql`v.vendor`)} AS vendor_name, v.round_id, v.game_code, v.amount::text AS amount, v.state, v.payout::text AS payout,
          v.created_at, v.settled_at, ${nameOf} AS display_name, ${categoryOf} AS category, g.sub_type,
          h.id AS h_id, h.server_seed, h.server_seed_hash, h.client_seed, h.nonce, h.status AS h_status, h.bet, h.outcome,
          r.id AS r_id, r.detail AS r_detail, r.proof AS r_proof
        FROM ${bets} v ${gameJoin}
        LEFT JOIN house_rounds h ON h.id = ${houseRoundId} AND h.merchant_id = v.merchant_id AND h.member_id = v.member_id
        LEFT JOIN vendor_rounds r ON v.vendor <> 'HOUSE' AND r.vendor = v.vendor AND r.round_id = v.round_id AND r.member_id = v.member_id
        WHERE ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ${limit} OFFSET ${offset}`),
    ]);
    const t = rowsOf<SumRow & { n: number; pending: string }>(totals)[0];
    return { total: Number(t?.n ?? 0), sums: t ?? { stake: '0', payout: '0', settled: 0, pending: '0' }, rows: rowsOf<BetRow>(rows) };
  },

  /** Settled bets summed per day in `timeZone` (a name the runtime knows) and per category. */
  profit: async (f: BetFilter, timeZone: string) => {
    const where = whereOf({ ...f, status: 'all' });
    const [byDay, byCategory] = await Promise.all([
      db.execute(sql`SELECT to_char(v.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, ${sums}
        FROM ${bets} v ${gameJoin} WHERE ${where} AND v.state = 'SETTLED' GROUP BY 1 ORDER BY 1 DESC`),
      db.execute(sql`SELECT ${categoryOf} AS category, ${sums}
        FROM ${bets} v ${gameJoin} WHERE ${where} AND v.state = 'SETTLED' GROUP BY 1 ORDER BY 1`),
    ]);
    return { byDay: rowsOf<SumRow & { day: string }>(byDay), byCategory: rowsOf<SumRow & { category: string | null }>(byCategory) };
  },
});
export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
