import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type ProfileRow = {
  code: string;
  cooling_off_hours: number;
  reality_minutes: number;
  reality_mandatory: boolean;
  timeout_min_hours: number;
  timeout_max_hours: number;
  exclusion_min_months: number;
  exclusion_max_months: number;
  offer_limits_at: 'REGISTRATION' | 'FIRST_DEPOSIT' | 'NONE';
  markers: { threshold: number; rules: Record<string, { at: number; weight: number }> };
};
export type MemberProtectionRow = {
  member_id: number | string;
  block_kind: string | null;
  blocked_at: Date | string | null;
  blocked_until: Date | string | null;
  has_limits: boolean;
  session_started_at: Date | string | null;
  reality_minutes: number | null;
  reality_next_at: Date | string | null;
  reality_pending_id: number | string | null;
  restricted_at: Date | string | null;
};
export type LimitRow = {
  kind: string;
  period: string;
  amount: string | number | bigint;
  used: string | number | bigint;
  window_start: Date | string | null;
  pending_amount: string | number | bigint | null;
  pending_remove: boolean;
  effective_at: Date | string | null;
};

/** What each limit kind counts, as ledger kinds on the member's MAIN wallet (the same classes protection_guard uses). */
const stakeKinds = sql`('GAME_BET', 'LOTTERY_BET')`;
const playKinds = sql`('GAME_BET', 'LOTTERY_BET', 'WALLET_TRANSFER', 'GAME_WIN', 'LOTTERY_WIN', 'JACKPOT_WIN', 'GAME_ROLLBACK', 'LOTTERY_REFUND')`;

/** Player protection's rows (decision 026): profiles, the member's state and limits, history, reality checks. */
export const protectionRepo = {
  profileOf: async (db: Db, merchantId: number) =>
    rowsOf<ProfileRow>(
      await db.execute(sql`SELECT p.* FROM protection_profiles p
        WHERE p.code = coalesce((SELECT profile_code FROM merchant_protection WHERE merchant_id = ${merchantId}), 'UK')`),
    )[0],

  setProfile: (db: Db, merchantId: number, code: string) =>
    db.execute(sql`INSERT INTO merchant_protection (merchant_id, profile_code) VALUES (${merchantId}, ${code})
      ON CONFLICT (merchant_id) DO UPDATE SET profile_code = excluded.profile_code`),

  zoneOf: async (db: Db, merchantId: number) =>
    rowsOf<{ time_zone: string }>(await db.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))[0]?.time_zone ?? 'UTC',

  state: async (db: Db, memberId: number) =>
    rowsOf<MemberProtectionRow>(await db.execute(sql`SELECT * FROM member_protection WHERE member_id = ${memberId}`))[0] ?? null,

  limits: (db: Db, memberId: number) =>
    db
      .execute(sql`SELECT kind, period, amount, used, window_start, pending_amount, pending_remove, effective_at
        FROM protection_limits WHERE member_id = ${memberId} ORDER BY kind, period`)
      .then((r) => rowsOf<LimitRow>(r)),

  /**
   * Serialises a change of the member's protection with every transfer of their money: the MAIN wallet's row lock
   * (what protection_guard runs under) and the protection row's (what a deposit order takes), the row made if missing.
   */
  lock: async (tx: Db, merchantId: number, memberId: number) => {
    await tx.execute(
      sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND code = 'MAIN' FOR UPDATE`,
    );
    await tx.execute(
      sql`INSERT INTO member_protection (member_id, merchant_id) VALUES (${memberId}, ${merchantId}) ON CONFLICT (member_id) DO NOTHING`,
    );
    return rowsOf<MemberProtectionRow>(
      await tx.execute(sql`SELECT * FROM member_protection WHERE member_id = ${memberId} FOR UPDATE`),
    )[0] as MemberProtectionRow;
  },

  limitOf: async (tx: Db, memberId: number, kind: string, period: string) =>
    rowsOf<LimitRow>(
      await tx.execute(sql`SELECT kind, period, amount, used, window_start, pending_amount, pending_remove, effective_at
        FROM protection_limits WHERE member_id = ${memberId} AND kind = ${kind} AND period = ${period}`),
    )[0] ?? null,

  /** Writes a limit's state; a new row starts its counter at what the window already holds (`used` from `start`). */
  saveLimit: (
    tx: Db,
    l: {
      merchantId: number;
      memberId: number;
      kind: string;
      period: string;
      amount: bigint;
      pendingAmount: bigint | null;
      pendingRemove: boolean;
      effectiveAt: Date | null;
      used: bigint;
      windowStart: Date | null;
    },
  ) =>
    tx.execute(sql`INSERT INTO protection_limits (member_id, kind, period, merchant_id, amount, used, window_start, pending_amount, pending_remove, effective_at)
      VALUES (${l.memberId}, ${l.kind}, ${l.period}, ${l.merchantId}, ${l.amount}, ${l.used}, ${l.windowStart}, ${l.pendingAmount}, ${l.pendingRemove}, ${l.effectiveAt})
      ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
        pending_remove = excluded.pending_remove, effective_at = excluded.effective_at, updated_at = now()`),

  deleteLimit: (tx: Db, memberId: number, kind: string, period: string) =>
    tx.execute(sql`DELETE FROM protection_limits WHERE member_id = ${memberId} AND kind = ${kind} AND period = ${period}`),

  syncHasLimits: (tx: Db, memberId: number) =>
    tx.execute(sql`UPDATE member_protection SET has_limits = EXISTS (SELECT 1 FROM protection_limits WHERE member_id = ${memberId}),
      updated_at = now() WHERE member_id = ${memberId}`),

  /** What a window already holds when a limit is first set: deposits ordered, stakes placed, or the net loss. */
  usedSince: async (tx: Db, merchantId: number, memberId: number, kind: string, since: Date) => {
    const q =
      kind === 'deposit'
        ? sql`SELECT coalesce(sum(amount), 0)::text AS s FROM deposits
            WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status IN ('PENDING', 'CREDITED') AND created_at >= ${since}`
        : sql`SELECT coalesce(sum(-p.amount) FILTER (WHERE ${kind === 'wager' ? sql`t.kind IN ${stakeKinds} OR (t.kind = 'WALLET_TRANSFER' AND p.amount < 0)` : sql`true`}), 0)::text AS s
            FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
            WHERE a.merchant_id = ${merchantId} AND a.member_id = ${memberId} AND a.code = 'MAIN'
              AND t.kind IN ${playKinds} AND t.created_at >= ${since}`;
    return BigInt(rowsOf<{ s: string }>(await tx.execute(q))[0]?.s ?? '0');
  },

  /** Takes back a failed or rejected deposit order from the deposit counters whose window it fell in, and the total. */
  releaseDeposit: async (tx: Db, memberId: number, amount: bigint, orderedAt: Date) => {
    await tx.execute(sql`UPDATE protection_limits SET used = greatest(used - ${amount}, 0)
      WHERE member_id = ${memberId} AND kind = 'deposit' AND window_start IS NOT NULL AND window_start <= ${orderedAt}`);
    await tx.execute(sql`UPDATE member_protection SET deposits_total = greatest(deposits_total - ${amount}, 0)
      WHERE member_id = ${memberId} AND deposits_total IS NOT NULL`);
  },

  /**
   * A deposit order's check and count, in the order's transaction (protection_guard, class DEPOSIT); the member's
   * row is made first so the KYC thresholds count every member's deposits.
   */
  guardDeposit: async (tx: Db, merchantId: number, memberId: number, amount: bigint) => {
    await tx.execute(
      sql`INSERT INTO member_protection (member_id, merchant_id) VALUES (${memberId}, ${merchantId}) ON CONFLICT (member_id) DO NOTHING`,
    );
    await tx.execute(sql`SELECT protection_guard(${merchantId}, ${memberId}::bigint, 'DEPOSIT', ${amount}::bigint)`);
  },

  /** The merchant's withdrawal threshold and the member's KYC level (absent row: NONE). */
  withdrawalKyc: async (tx: Db, merchantId: number, memberId: number) =>
    rowsOf<{ threshold: string | null; level: string | null }>(
      await tx.execute(sql`SELECT (SELECT kyc_withdrawal_threshold::text FROM merchant_protection WHERE merchant_id = ${merchantId}) AS threshold,
        (SELECT kyc_level FROM member_protection WHERE member_id = ${memberId}) AS level`),
    )[0],

  /** Writes the member's KYC level where the guard reads it (in the decision's transaction). */
  setKycLevel: (tx: Db, merchantId: number, memberId: number, level: string) =>
    tx.execute(sql`INSERT INTO member_protection (member_id, merchant_id, kyc_level) VALUES (${memberId}, ${merchantId}, ${level})
      ON CONFLICT (member_id) DO UPDATE SET kyc_level = excluded.kyc_level, updated_at = now()`),

  kycLevel: async (db: Db, memberId: number) =>
    rowsOf<{ kyc_level: string }>(await db.execute(sql`SELECT kyc_level FROM member_protection WHERE member_id = ${memberId}`))[0]
      ?.kyc_level ?? null,

  depositsTotal: async (db: Db, memberId: number) =>
    BigInt(
      rowsOf<{ t: string }>(
        await db.execute(sql`SELECT coalesce((SELECT deposits_total FROM member_protection WHERE member_id = ${memberId}),
          (SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = ${memberId} AND status IN ('PENDING', 'CREDITED')))::text AS t`),
      )[0]?.t ?? '0',
    ),

  thresholds: async (db: Db, merchantId: number) =>
    rowsOf<{ deposit: string | null; withdrawal: string | null; enhanced: string | null }>(
      await db.execute(sql`SELECT kyc_deposit_threshold::text AS deposit, kyc_withdrawal_threshold::text AS withdrawal,
        kyc_enhanced_threshold::text AS enhanced FROM merchant_protection WHERE merchant_id = ${merchantId}`),
    )[0] ?? null,

  block: (tx: Db, memberId: number, kind: string, at: Date, until: Date) =>
    tx.execute(sql`UPDATE member_protection SET block_kind = ${kind}, blocked_at = ${at}, blocked_until = ${until}, updated_at = now()
      WHERE member_id = ${memberId}`),

  unblock: (tx: Db, memberId: number, kind: string) =>
    tx.execute(sql`UPDATE member_protection SET block_kind = NULL, blocked_at = NULL, blocked_until = NULL, updated_at = now()
      WHERE member_id = ${memberId} AND block_kind = ${kind}`),

  /** Ends every session of the member and every game token they hold, at once. */
  endSessions: async (tx: Db, memberId: number, at: Date, reason: string) => {
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = ${at}, revoked_reason = ${reason} WHERE member_id = ${memberId} AND revoked_at IS NULL`,
    );
    await tx.execute(sql`UPDATE game_sessions SET expires_at = ${at} WHERE member_id = ${memberId} AND expires_at > ${at}`);
  },

  history: (tx: Db, h: { merchantId: number; memberId: number; kind: string; detail: Record<string, unknown>; actor: string; at: Date }) =>
    tx.execute(sql`INSERT INTO protection_history (merchant_id, member_id, kind, detail, actor, at)
      VALUES (${h.merchantId}, ${h.memberId}, ${h.kind}, ${JSON.stringify(h.detail)}::jsonb, ${h.actor}, ${h.at})`),

  historyOf: async (db: Db, memberId: number, limit = 100) =>
    rowsOf<{ id: number | string; kind: string; detail: Record<string, unknown>; actor: string; at: Date | string }>(
      await db.execute(
        sql`SELECT id, kind, detail, actor, at FROM protection_history WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit}`,
      ),
    ),

  setReality: (tx: Db, memberId: number, minutes: number | null, nextAt: Date | null) =>
    tx.execute(
      sql`UPDATE member_protection SET reality_minutes = ${minutes}, reality_next_at = ${nextAt}, updated_at = now() WHERE member_id = ${memberId}`,
    ),

  /** A sign-in starts the session clock (session limit, reality checks) and clears a check left unanswered. */
  sessionStarted: (db: Db, merchantId: number, memberId: number, at: Date, realityDefault: number | null) =>
    db.execute(sql`INSERT INTO member_protection (member_id, merchant_id, session_started_at, reality_minutes, reality_next_at)
      VALUES (${memberId}, ${merchantId}, ${at}, ${realityDefault}, ${realityDefault ? new Date(at.getTime() + realityDefault * 60_000) : null})
      ON CONFLICT (member_id) DO UPDATE SET session_started_at = ${at}, reality_pending_id = NULL,
        reality_minutes = coalesce(member_protection.reality_minutes, excluded.reality_minutes),
        reality_next_at = CASE WHEN coalesce(member_protection.reality_minutes, excluded.reality_minutes) IS NULL THEN NULL
          ELSE ${at}::timestamptz + make_interval(mins => coalesce(member_protection.reality_minutes, excluded.reality_minutes)) END,
        updated_at = now()`),

  memberByAccount: async (db: Db, merchantId: number, account: string) =>
    rowsOf<{ id: number | string }>(
      await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    )[0]?.id,

  contact: async (db: Db, memberId: number) =>
    rowsOf<{ email: string | null; mobile: string | null; payee_name: string | null; credited: boolean }>(
      await db.execute(sql`SELECT email, mobile, payee_name,
        EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'CREDITED') AS credited FROM members m WHERE id = ${memberId}`),
    )[0],

  /** Whether the member has a protection row at all (a sign-in of a member without one writes one only when needed). */
  exists: async (db: Db, memberId: number) =>
    rowsOf(await db.execute(sql`SELECT 1 FROM member_protection WHERE member_id = ${memberId}`)).length > 0,
};

/** The current window's start and end of each period, in the merchant's zone, as the guard computes them. */
export const windowsOf = async (db: Db, zone: string, now: Date) => {
  const r = rowsOf<Record<string, Date | string>>(
    await db.execute(sql`SELECT
      date_trunc('day', ${now}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS day_start,
      (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${zone}) + interval '1 day') AT TIME ZONE ${zone} AS day_end,
      date_trunc('week', ${now}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS week_start,
      (date_trunc('week', ${now}::timestamptz AT TIME ZONE ${zone}) + interval '1 week') AT TIME ZONE ${zone} AS week_end,
      date_trunc('month', ${now}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS month_start,
      (date_trunc('month', ${now}::timestamptz AT TIME ZONE ${zone}) + interval '1 month') AT TIME ZONE ${zone} AS month_end`),
  )[0] as Record<string, Date | string>;
  const at = (k: string) => new Date(r[k] as string);
  return {
    day: { start: at('day_start'), end: at('day_end') },
    week: { start: at('week_start'), end: at('week_end') },
    month: { start: at('month_start'), end: at('month_end') },
  } as Record<string, { start: Date; end: Date }>;
};

/** Reality checks: who is due, what they played since signing in, the check shown and its answer. */
export const realityRepo = {
  /** Members whose next check has come, who have not answered one, and who are signed in and active. */
  due: async (db: Db, at: Date, idleMs: number, memberId?: number) =>
    rowsOf<{ member_id: number | string; merchant_id: number; session_started_at: Date | string }>(
      await db.execute(sql`SELECT m.member_id, m.merchant_id, m.session_started_at FROM member_protection m
        WHERE m.reality_next_at <= ${at} AND m.reality_pending_id IS NULL AND m.session_started_at IS NOT NULL
          ${memberId ? sql`AND m.member_id = ${memberId}` : sql``}
          AND EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.member_id AND s.revoked_at IS NULL AND s.expires_at > ${at}
            AND s.last_seen_at > ${new Date(at.getTime() - idleMs)})
        ORDER BY m.reality_next_at LIMIT 500`),
    ),

  /** Staked and won on the member's MAIN wallet since a moment (bets, tickets, money into vendors, and what came back). */
  playSince: async (db: Db, memberId: number, since: Date) => {
    const r = rowsOf<{ staked: string; won: string }>(
      await db.execute(sql`SELECT coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS staked,
          coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS won
        FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE a.member_id = ${memberId} AND a.code = 'MAIN' AND t.kind IN ${playKinds} AND t.created_at >= ${since}`),
    )[0];
    return { staked: BigInt(r?.staked ?? '0'), won: BigInt(r?.won ?? '0') };
  },

  /** Records a check and pauses play on it; none when another copy paused it first. */
  open: async (
    tx: Db,
    c: { merchantId: number; memberId: number; minutes: number; staked: bigint; won: bigint; since: Date; at: Date },
  ) => {
    const id = rowsOf<{ id: number | string }>(
      await tx.execute(sql`INSERT INTO reality_checks (merchant_id, member_id, minutes, staked, won, since, shown_at)
        VALUES (${c.merchantId}, ${c.memberId}, ${c.minutes}, ${c.staked}, ${c.won}, ${c.since}, ${c.at}) RETURNING id`),
    )[0]?.id;
    const set = rowsOf(
      await tx.execute(
        sql`UPDATE member_protection SET reality_pending_id = ${id} WHERE member_id = ${c.memberId} AND reality_pending_id IS NULL RETURNING 1`,
      ),
    );
    return set.length > 0 ? Number(id) : null;
  },

  byId: async (db: Db, memberId: number, id: number) =>
    rowsOf<{
      id: number | string;
      minutes: number;
      staked: unknown;
      won: unknown;
      since: Date | string;
      shown_at: Date | string;
      answer: string | null;
    }>(
      await db.execute(
        sql`SELECT id, minutes, staked, won, since, shown_at, answer FROM reality_checks WHERE member_id = ${memberId} AND id = ${id}`,
      ),
    )[0] ?? null,

  answer: async (tx: Db, memberId: number, id: number, answer: string, at: Date) => {
    await tx.execute(sql`UPDATE reality_checks SET answer = ${answer}, answered_at = ${at} WHERE id = ${id} AND member_id = ${memberId}`);
    await tx.execute(sql`UPDATE member_protection SET reality_pending_id = NULL,
      reality_next_at = CASE WHEN reality_minutes IS NULL THEN NULL ELSE ${at}::timestamptz + make_interval(mins => reality_minutes) END,
      updated_at = now() WHERE member_id = ${memberId}`);
  },

  /** Makes the member's next check due now (the development aid), with the profile's interval when none is set. */
  dueNow: (db: Db, merchantId: number, memberId: number, at: Date, minutes: number) =>
    db.execute(sql`INSERT INTO member_protection (member_id, merchant_id, session_started_at, reality_minutes, reality_next_at)
      VALUES (${memberId}, ${merchantId}, ${at}, ${minutes}, ${at})
      ON CONFLICT (member_id) DO UPDATE SET reality_next_at = ${at}, reality_minutes = coalesce(member_protection.reality_minutes, ${minutes}),
        session_started_at = coalesce(member_protection.session_started_at, ${at})`),

  acks: async (db: Db, memberId: number, limit = 50) =>
    rowsOf<{
      id: number | string;
      minutes: number;
      staked: unknown;
      won: unknown;
      shown_at: Date | string;
      answer: string | null;
      answered_at: Date | string | null;
    }>(
      await db.execute(
        sql`SELECT id, minutes, staked, won, shown_at, answer, answered_at FROM reality_checks WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit}`,
      ),
    ),
};

/**
 * The one marketing check every marketing path asks (messages, pop-ups, promotions, missions, rebates, VIP offers):
 * a member in a time-out, self-excluded, on the national register or under a markers-of-harm restriction gets none.
 */
export const marketingOpen = async (db: Db, memberId: number, at: Date = new Date()) =>
  rowsOf(
    await db.execute(sql`SELECT 1 FROM member_protection WHERE member_id = ${memberId}
      AND (blocked_until > ${at} OR restricted_at IS NOT NULL)`),
  ).length === 0;

/** The protection code a member's play is refused with now (a time-out, an exclusion, a register listing), or null. */
export const playBlocked = async (db: Db, memberId: number, at: Date = new Date()) => {
  const r = rowsOf<{ block_kind: string }>(
    await db.execute(sql`SELECT block_kind FROM member_protection WHERE member_id = ${memberId} AND blocked_until > ${at}`),
  )[0];
  if (!r) return null;
  return r.block_kind === 'EXCLUSION'
    ? 'protection.excluded'
    : r.block_kind === 'NATIONAL'
      ? 'protection.national_register'
      : 'protection.timeout';
};

/** The SQL condition "this member may receive marketing", for queries choosing many members at once. */
export const marketingOpenSql = (memberIdColumn: ReturnType<typeof sql>, at: Date) =>
  sql`NOT EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = ${memberIdColumn}
    AND (mp.blocked_until > ${at} OR mp.restricted_at IS NOT NULL))`;
