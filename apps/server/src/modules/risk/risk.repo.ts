import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type RiskCaseRow = {
  id: number | string;
  account: string;
  member_id: number | string;
  kind: string;
  status: 'OPEN' | 'CLOSED';
  holds_withdrawals: boolean;
  evidence: Record<string, unknown>;
  owner: string | null;
  outcome: string | null;
  opened_at: Date | string;
  closed_at: Date | string | null;
};
const columns = sql`c.id, m.account, c.member_id, c.kind, c.status, c.holds_withdrawals, c.evidence, c.owner, c.outcome, c.opened_at, c.closed_at`;

/** Risk cases and their notes (issue 31). */
export const riskRepo = {
  /** Opens a case unless one of its kind is open for the member (the unique index keeps one); answers its id or null. */
  open: async (db: Db, c: { merchantId: number; memberId: number; kind: string; holds: boolean; evidence: Record<string, unknown> }) =>
    rowsOf<{ id: string | number }>(
      await db.execute(sql`INSERT INTO risk_cases (merchant_id, member_id, kind, holds_withdrawals, evidence)
        VALUES (${c.merchantId}, ${c.memberId}, ${c.kind}, ${c.holds}, ${JSON.stringify(c.evidence)}::jsonb)
        ON CONFLICT (member_id, kind) WHERE status = 'OPEN' DO NOTHING RETURNING id`),
    ).map((r) => Number(r.id))[0] ?? null,

  list: async (db: Db, merchantId: number, status: string, page: number, size: number) => {
    const rows = rowsOf<RiskCaseRow>(
      await db.execute(sql`SELECT ${columns} FROM risk_cases c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = ${merchantId} AND c.status = ${status} ORDER BY c.id LIMIT ${size} OFFSET ${(page - 1) * size}`),
    );
    const total = Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM risk_cases WHERE merchant_id = ${merchantId} AND status = ${status}`),
      )[0]?.n ?? 0,
    );
    return { rows, total };
  },

  byId: async (db: Db, merchantId: number, id: number, lock = false) =>
    rowsOf<RiskCaseRow>(
      await db.execute(sql`SELECT ${columns} FROM risk_cases c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = ${merchantId} AND c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`),
    )[0] ?? null,

  notes: async (db: Db, caseId: number) =>
    rowsOf<{ id: number | string; author: string; text: string; at: Date | string }>(
      await db.execute(sql`SELECT id, author, text, at FROM risk_notes WHERE case_id = ${caseId} ORDER BY id`),
    ),

  claim: (db: Db, id: number, owner: string) =>
    db.execute(sql`UPDATE risk_cases SET owner = ${owner} WHERE id = ${id} AND status = 'OPEN'`),
  note: (db: Db, caseId: number, author: string, text: string, at: Date) =>
    db.execute(sql`INSERT INTO risk_notes (case_id, author, text, at) VALUES (${caseId}, ${author}, ${text}, ${at})`),
  close: (db: Db, id: number, outcome: string, at: Date) =>
    db.execute(sql`UPDATE risk_cases SET status = 'CLOSED', outcome = ${outcome}, closed_at = ${at} WHERE id = ${id} AND status = 'OPEN'`),

  /** RESTRICTED: the member gets no bonuses or marketing (the protection row's restriction, which every offer checks). */
  restrict: (db: Db, merchantId: number, memberId: number, at: Date) =>
    db.execute(sql`INSERT INTO member_protection (member_id, merchant_id, restricted_at) VALUES (${memberId}, ${merchantId}, ${at})
      ON CONFLICT (member_id) DO UPDATE SET restricted_at = coalesce(member_protection.restricted_at, ${at}), updated_at = now()`),

  /** CLOSED_FUNDS_RETURNED: the account is closed and its sessions end (what it holds is paid out by a withdrawal). */
  closeAccount: async (db: Db, memberId: number, at: Date) => {
    await db.execute(sql`UPDATE members SET status = 'CLOSED' WHERE id = ${memberId}`);
    await db.execute(
      sql`UPDATE sessions SET revoked_at = ${at}, revoked_reason = 'CLOSED' WHERE member_id = ${memberId} AND revoked_at IS NULL`,
    );
  },

  /** How many cases are open on the member, whatever they hold. */
  openCount: async (db: Db, memberId: number) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM risk_cases WHERE member_id = ${memberId} AND status = 'OPEN'`),
      )[0]?.n ?? 0,
    ),

  /** How many open cases hold the member's withdrawals. */
  holds: async (db: Db, memberId: number) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM risk_cases WHERE member_id = ${memberId} AND status = 'OPEN' AND holds_withdrawals`),
      )[0]?.n ?? 0,
    ),
};

/**
 * The /24 of an IPv4 address (an IPv6 address: its /48), the range a home or office network shares. A loopback
 * address is this machine, not a client's network: it has none.
 */
export const ipRangeOf = (ip: string | undefined | null) => {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/i, '');
  if (v4 === '::1' || v4.startsWith('127.')) return null;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(v4);
  if (m) return `${m[1]}.${m[2]}.${m[3]}.0/24`;
  const parts = ip.toLowerCase().split(':');
  return parts.length >= 3 ? `${parts.slice(0, 3).join(':')}::/48` : null;
};

export const signalsRepo = {
  record: (
    db: Db,
    s: {
      merchantId: number;
      memberId: number;
      event: string;
      deviceId?: string | null;
      ip?: string | null;
      userAgent?: string | null;
      at: Date;
    },
  ) =>
    db.execute(sql`INSERT INTO device_signals (merchant_id, member_id, event, device_id, ip, ip_range, user_agent, at)
      VALUES (${s.merchantId}, ${s.memberId}, ${s.event}, ${s.deviceId ?? null}, ${s.ip ?? null}, ${ipRangeOf(s.ip)}, ${s.userAgent?.slice(0, 300) ?? null}, ${s.at})`),

  /** Other members who claimed a reward from the same device or network range since a moment, with their claims. */
  otherClaimers: async (db: Db, merchantId: number, memberId: number, deviceId: string | null, range: string | null, since: Date) =>
    rowsOf<{ member_id: number | string; via: string; value: string }>(
      await db.execute(sql`SELECT DISTINCT member_id, CASE WHEN device_id = ${deviceId} THEN 'device' ELSE 'ip' END AS via,
          CASE WHEN device_id = ${deviceId} THEN device_id ELSE ip_range END AS value
        FROM device_signals WHERE merchant_id = ${merchantId} AND event = 'CLAIM' AND member_id <> ${memberId} AND at >= ${since}
          AND ((${deviceId}::text IS NOT NULL AND device_id = ${deviceId}) OR (${range}::text IS NOT NULL AND ip_range = ${range}))`),
    ),

  /** Members sharing a device or a network range with the member since a moment (the member included). */
  sharing: async (db: Db, merchantId: number, memberId: number, column: 'device' | 'range', since: Date) =>
    rowsOf<{ member_id: number | string; value: string }>(
      await db.execute(
        column === 'device'
          ? sql`SELECT DISTINCT o.member_id, o.device_id AS value FROM device_signals o
              WHERE o.merchant_id = ${merchantId} AND o.at >= ${since}
                AND o.device_id IN (SELECT device_id FROM device_signals WHERE member_id = ${memberId} AND device_id IS NOT NULL AND at >= ${since})`
          : sql`SELECT DISTINCT o.member_id, o.ip_range AS value FROM device_signals o
              WHERE o.merchant_id = ${merchantId} AND o.at >= ${since}
                AND o.ip_range IN (SELECT ip_range FROM device_signals WHERE member_id = ${memberId} AND ip_range IS NOT NULL AND at >= ${since})`,
      ),
    ),

  settings: async (db: Db, merchantId: number) =>
    rowsOf<{ code: string; enabled: boolean; params: Record<string, number> }>(
      await db.execute(sql`SELECT code, enabled, params FROM risk_rule_settings WHERE merchant_id = ${merchantId}`),
    ),
};
