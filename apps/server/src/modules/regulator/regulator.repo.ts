import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

/**
 * Read-only queries of the regulator exports (issue 32) over the ledger's business tables, player protection's
 * history and the house rounds — each a page after an id (keyset on the primary key, so a month of a large merchant is
 * read a page at a time and each page continues where the last stopped) — and the export key's own table.
 */

/** A moment as text at microsecond precision: in UTC with its Z, and as the merchant's wall clock (no offset). */
const utc = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const local = (col: SQL, zone: string) => sql`to_char(${col} AT TIME ZONE ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
const moment = (col: SQL, zone: string, name: string) =>
  sql`${utc(col)} AS ${sql.raw(`${name}_utc`)}, ${local(col, zone)} AS ${sql.raw(`${name}_local`)}`;

/** Which rows of a merchant a page reads: its range (UTC bounds), the threshold, and the id it continues after. */
export type PageQuery = { merchantId: number; zone: string; start: string; end: string; after: number; limit: number };
const inRange = (col: SQL, q: PageQuery) => sql`${col} >= ${q.start}::timestamptz AND ${col} < ${q.end}::timestamptz`;

export type MerchantFacts = {
  code: string;
  zone: string;
  currency: string;
  decimals: number;
  profile: string;
  large_amount: string | null;
  profile_currency: string | null;
  profile_decimals: number | null;
  rates: Record<string, string> | null;
};

export type MoneyRow = {
  id: number | string;
  ref: string;
  at_utc: string;
  at_local: string;
  account: string;
  member_id: number | string;
  amount: string;
  status: string;
  channel: string | null;
  game_code: string | null;
  round_id: string | null;
};

/** The sources of large transactions: each one kind of row, its table, the column of its moment and its amount. */
type Source = { type: 'DEPOSIT' | 'WITHDRAWAL' | 'STAKE' | 'PAYOUT'; page: (q: PageQuery, threshold: bigint) => SQL };

const member = sql`JOIN members mb ON mb.id = x.member_id`;
const ticketState = sql`CASE x.state WHEN 'OPEN' THEN 'OPEN' WHEN 'SETTLED' THEN 'SETTLED' ELSE 'ROLLED_BACK' END`;

export const moneySources: Source[] = [
  {
    type: 'DEPOSIT',
    page: (q, t) => sql`SELECT x.id, x.id::text AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.amount::text AS amount, x.status, pc.code AS channel, NULL AS game_code, NULL AS round_id
      FROM deposits x ${member} JOIN payment_channels pc ON pc.id = x.channel_id
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND ${inRange(sql`x.created_at`, q)} AND x.amount >= ${t}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'WITHDRAWAL',
    page: (q, t) => sql`SELECT x.id, x.id::text AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.amount::text AS amount, x.status, NULL AS channel, NULL AS game_code, NULL AS round_id
      FROM withdrawals x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND ${inRange(sql`x.created_at`, q)} AND x.amount >= ${t}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'STAKE',
    page: (q, t) => sql`SELECT x.id, x.tx_id AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.amount::text AS amount, x.state AS status, x.vendor AS channel, x.game_code, x.round_id
      FROM vendor_transactions x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND x.kind = 'BET' AND x.state <> 'TOMBSTONE'
        AND ${inRange(sql`x.created_at`, q)} AND x.amount >= ${t}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'STAKE',
    page: (q, t) => sql`SELECT x.id, 'LT' || x.id AS ref, ${moment(sql`x.placed_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.stake::text AS amount, ${ticketState} AS status, lg.vassalage AS channel, x.game_code, ld.numero AS round_id
      FROM lottery_tickets x ${member} JOIN lottery_draws ld ON ld.id = x.draw_id JOIN lottery_games lg ON lg.id = ld.game_id
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND ${inRange(sql`x.placed_at`, q)} AND x.stake >= ${t}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'STAKE',
    page: (q, t) => sql`SELECT x.id, x.round_id AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.stake::text AS amount, 'SETTLED' AS status, x.vendor AS channel, x.game_code, x.round_id
      FROM vendor_rounds x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.transfer AND x.id > ${q.after} AND ${inRange(sql`x.created_at`, q)} AND x.stake >= ${t}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    // A win is counted once, as the bet's payout when it settled (the partial payouts index serves the threshold).
    type: 'PAYOUT',
    page: (q, t) => sql`SELECT x.id, x.tx_id AS ref, ${moment(sql`x.settled_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.payout::text AS amount, x.state AS status, x.vendor AS channel, x.game_code, x.round_id
      FROM vendor_transactions x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND x.kind = 'BET' AND x.payout > 0 AND x.payout >= ${t}
        AND ${inRange(sql`x.settled_at`, q)}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    // A credit with no bet (a promotion, free-round winnings, a jackpot): a payout of its own, when it was paid.
    type: 'PAYOUT',
    page: (q, t) => sql`SELECT x.id, x.tx_id AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.amount::text AS amount, 'SETTLED' AS status, x.vendor AS channel, x.game_code, x.round_id
      FROM vendor_transactions x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND x.kind = 'CREDIT' AND x.amount > 0 AND x.amount >= ${t}
        AND ${inRange(sql`x.created_at`, q)}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'PAYOUT',
    page: (q, t) => sql`SELECT x.id, 'LT' || x.id AS ref, ${moment(sql`x.settled_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.payout::text AS amount, ${ticketState} AS status, lg.vassalage AS channel, x.game_code, ld.numero AS round_id
      FROM lottery_tickets x ${member} JOIN lottery_draws ld ON ld.id = x.draw_id JOIN lottery_games lg ON lg.id = ld.game_id
      WHERE x.merchant_id = ${q.merchantId} AND x.id > ${q.after} AND x.payout >= ${t} AND x.payout > 0
        AND ${inRange(sql`x.settled_at`, q)}
      ORDER BY x.id LIMIT ${q.limit}`,
  },
  {
    type: 'PAYOUT',
    page: (q, t) => sql`SELECT x.id, x.round_id AS ref, ${moment(sql`x.created_at`, q.zone, 'at')}, mb.account, x.member_id,
      x.payout::text AS amount, 'SETTLED' AS status, x.vendor AS channel, x.game_code, x.round_id
      FROM vendor_rounds x ${member}
      WHERE x.merchant_id = ${q.merchantId} AND x.transfer AND x.id > ${q.after} AND ${inRange(sql`x.created_at`, q)} AND x.payout >= ${t}
        AND x.payout > 0
      ORDER BY x.id LIMIT ${q.limit}`,
  },
];

export type RgRow = {
  id: number | string;
  kind: string;
  account: string;
  member_id: number | string;
  detail: Record<string, unknown>;
  actor: string;
  at_utc: string;
  at_local: string;
  effective_utc: string;
  effective_local: string;
  until_utc: string | null;
  until_local: string | null;
};

export type RoundRow = {
  id: number | string;
  at_utc: string;
  at_local: string;
  account: string;
  member_id: number | string;
  game_code: string;
  status: string;
  stake: string | null;
  payout: string | null;
  server_seed_hash: string;
  server_seed: string;
  client_seed: string | null;
  nonce: number;
  bet: Record<string, unknown> | null;
  outcome: Record<string, unknown> | null;
};

/** The protection history's kinds an rg-events export holds (not reality checks, not case notes). */
export const rgKinds = [
  'LIMIT_SET',
  'LIMIT_DECREASED',
  'LIMIT_PENDING',
  'LIMIT_CONFIRMED',
  'LIMIT_CANCELLED',
  'TIMEOUT',
  'EXCLUSION',
  'NATIONAL',
];

export type KeyRow = { key_id: string; public_pem: string; private_pkcs8: string; created_at: string };

export const regulatorRepo = {
  facts: async (db: Db, merchantId: number) =>
    rowsOf<MerchantFacts>(
      await db.execute(sql`SELECT m.code, m.time_zone AS zone, m.currency_code AS currency, m.currency_decimals AS decimals,
        p.code AS profile, rp.large_amount::text AS large_amount, rp.currency AS profile_currency,
        rp.currency_decimals AS profile_decimals, rp.rates
        FROM merchants m LEFT JOIN merchant_protection mp ON mp.merchant_id = m.id
        JOIN LATERAL (SELECT coalesce(mp.profile_code, 'UK') AS code) p ON true
        LEFT JOIN regulator_profiles rp ON rp.profile_code = p.code
        WHERE m.id = ${merchantId}`),
    )[0],

  /** The UTC bounds of the merchant's days `from` to `to` (both included), as exact text. */
  bounds: async (db: Db, zone: string, from: string, to: string) =>
    rowsOf<{ start: string; end: string }>(
      await db.execute(sql`SELECT ${utc(sql`(${from}::date::timestamp AT TIME ZONE ${zone})`)} AS start,
        ${utc(sql`((${to}::date + 1)::timestamp AT TIME ZONE ${zone})`)} AS end`),
    )[0] as { start: string; end: string },

  moneyPage: async (db: Db, source: Source, q: PageQuery, threshold: bigint) =>
    rowsOf<MoneyRow>(await db.execute(source.page(q, threshold))),

  /** Self-exclusions, time-outs, register listings and every limit change, with their requested and effective times. */
  rgPage: async (db: Db, q: PageQuery) =>
    rowsOf<RgRow>(
      await db.execute(sql`SELECT h.id, h.kind, mb.account, h.member_id, h.detail, h.actor, ${moment(sql`h.at`, q.zone, 'at')},
        ${moment(
          sql`(CASE WHEN h.kind = 'LIMIT_PENDING' AND h.detail->>'effectiveAt' IS NOT NULL
          THEN (h.detail->>'effectiveAt')::timestamptz ELSE h.at END)`,
          q.zone,
          'effective',
        )},
        ${moment(sql`(h.detail->>'until')::timestamptz`, q.zone, 'until')}
        FROM protection_history h JOIN members mb ON mb.id = h.member_id
        WHERE h.merchant_id = ${q.merchantId} AND h.id > ${q.after} AND ${inRange(sql`h.at`, q)}
          AND h.kind IN (${sql.join(
            rgKinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        ORDER BY h.id LIMIT ${q.limit}`),
    ),

  /** Finished house rounds (played, or void when their stake never went through): their seeds are revealed. */
  roundPage: async (db: Db, q: PageQuery) =>
    rowsOf<RoundRow>(
      await db.execute(sql`SELECT r.id, ${moment(sql`r.played_at`, q.zone, 'at')}, mb.account, r.member_id, r.game_code, r.status,
        r.stake::text AS stake, r.payout::text AS payout, r.server_seed_hash, r.server_seed, r.client_seed, r.nonce, r.bet, r.outcome
        FROM house_rounds r JOIN members mb ON mb.id = r.member_id
        WHERE r.merchant_id = ${q.merchantId} AND r.id > ${q.after} AND r.status IN ('PLAYED', 'VOID') AND ${inRange(sql`r.played_at`, q)}
        ORDER BY r.id LIMIT ${q.limit}`),
    ),

  key: async (db: Db, merchantId: number) =>
    rowsOf<KeyRow>(
      await db.execute(sql`SELECT key_id, public_pem, private_pkcs8, ${utc(sql`created_at`)} AS created_at
        FROM regulator_keys WHERE merchant_id = ${merchantId}`),
    )[0],

  /** Keeps the pair unless another server copy stored one first (its pair then wins). */
  insertKey: (db: Db, merchantId: number, k: { keyId: string; publicPem: string; privatePkcs8: string }) =>
    db.execute(sql`INSERT INTO regulator_keys (merchant_id, key_id, public_pem, private_pkcs8)
      VALUES (${merchantId}, ${k.keyId}, ${k.publicPem}, ${k.privatePkcs8}) ON CONFLICT (merchant_id) DO NOTHING`),

  /** The merchant's last exports and signatures from its audit chain, newest first. */
  recent: async (db: Db, merchantId: number, limit: number) =>
    rowsOf<{ at: string; actor: string; action: string; payload: Record<string, unknown> }>(
      await db.execute(sql`SELECT ${utc(sql`at`)} AS at, actor, action, payload FROM ops_audit_log
        WHERE chain = ${merchantId} AND action IN ('regulator.export', 'regulator.signature')
        ORDER BY seq DESC LIMIT ${limit}`),
    ),
};
