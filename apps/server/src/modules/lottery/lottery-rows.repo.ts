import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';

/** The lottery's rows as its statements answer them, and the column lists that shape them. */

export type GameRow = {
  id: number;
  merchant_id: number;
  game_code: string;
  name_en: string;
  name_ur: string;
  format: string;
  prize_mode: string;
  vassalage: string;
  region: string | null;
  interval_minutes: number | null;
  weekdays: number[];
  draw_time: string;
  cutoff_seconds: number;
  official: boolean;
  min_stake: string;
  max_stake_per_number: string;
  max_stake_per_draw: string;
  /** The category its bets count under: its catalogue entry's, else its prize mode's (lottery_category). */
  category: 'LOTT' | 'ELOTT';
};

export type DrawRow = {
  id: number;
  merchant_id: number;
  game_id: number;
  game_code: string;
  format: string;
  official: boolean;
  numero: string;
  state: string;
  opens_at: string | Date;
  closes_at: string | Date;
  draw_at: string | Date;
  seed_hash: string | null;
  server_seed: string | null;
  result: unknown;
  pending_result: unknown;
  entered_by: string | null;
  confirmed_by: string | null;
};

export type TicketRow = {
  id: number;
  draw_id: number;
  numero: string;
  game_code: string;
  bet_type: string;
  numbers: string[];
  odds: number[];
  stake: string;
  payout: string | null;
  state: string;
  chase_id: number | null;
  placed_at: string | Date;
  settled_at: string | Date | null;
};

export type NewTicket = {
  memberId: number;
  drawId: number;
  gameCode: string;
  betType: string;
  numbers: string[];
  sortKey: string;
  odds: number[];
  perms: number;
  stake: string;
  chaseId: number | null;
  requestId: string;
  /** When the draw's lock admitted the bet (the database clock before its cut-off); now when left out. */
  placedAt?: string;
};

export const gameCols = sql`g.id::int AS id, g.merchant_id, g.game_code, g.name_en, g.name_ur, g.format, g.prize_mode, g.vassalage, g.region,
  g.interval_minutes, g.weekdays::int[] AS weekdays, g.draw_time, g.cutoff_seconds, g.official, g.min_stake::text AS min_stake,
  g.max_stake_per_number::text AS max_stake_per_number, g.max_stake_per_draw::text AS max_stake_per_draw,
  lottery_category(g.merchant_id, g.vassalage, g.game_code, g.prize_mode) AS category`;
export const drawCols = sql`d.id::int AS id, d.merchant_id, d.game_id::int AS game_id, g.game_code, g.format, g.official, d.numero, d.state,
  d.opens_at, d.closes_at, d.draw_at, d.seed_hash, CASE WHEN d.state IN ('drawn', 'settled') THEN d.server_seed END AS server_seed,
  CASE WHEN d.state IN ('drawn', 'settled') THEN d.result END AS result, d.pending_result, d.entered_by, d.confirmed_by`;
export const ticketCols = sql`t.id::int AS id, t.draw_id::int AS draw_id, d.numero, t.game_code, t.bet_type, t.numbers, t.odds, t.stake::text AS stake,
  t.payout::text AS payout, t.state, t.chase_id::int AS chase_id, t.placed_at, t.settled_at`;

/** The first row of a result, or null. */
export const one = <T>(res: unknown) => rowsOf<T>(res)[0] ?? null;
