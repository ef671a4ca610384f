import type { PlayerSearchQuery } from '@wl/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { playerNotes, savedFilters } from '../../db/schema';

export type PlayerDbRow = {
  id: string;
  account: string;
  nickname: string | null;
  status: string;
  type: number;
  mobile: string | null;
  email: string | null;
  agent: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  payee_name: string | null;
  register_ip: string | null;
  register_method: string | null;
  invite_code: string | null;
};
/** Counting stops here: a search page says "more than 1,000" rather than counting every match of a broad search. */
export const COUNT_CAP = 1_000;

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * The condition of one search, each field in the form its index serves (migration 0038): account and names by prefix
 * (names in lower case), a phone number by its last digits (a prefix of the reversed number), e-mail, referral code,
 * address and bank account by equality; `any` by the cheap ones at once.
 */
const matchOf = (merchantId: number, by: PlayerSearchQuery['by'], q: string): SQL => {
  const prefix = (v: string) => `${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,15}$/.test(q) ? Number(q) : -1;
  const mobile = digits(q);
  const lower = q.toLowerCase();
  switch (by) {
    case 'account':
      return sql`m.account LIKE ${prefix(q)}`;
    case 'id':
      return sql`m.id = ${id}`;
    case 'name':
      return sql`(lower(m.nickname) LIKE ${prefix(lower)} OR lower(m.payee_name) LIKE ${prefix(lower)})`;
    case 'mobile':
      return mobile.length >= 4 ? sql`reverse(m.mobile) LIKE ${prefix([...mobile].reverse().join(''))}` : sql`false`;
    case 'email':
      return sql`lower(m.email) = ${lower}`;
    case 'bank':
      return sql`m.id IN (SELECT p.member_id FROM payee_accounts p WHERE p.merchant_id = ${merchantId} AND p.account_no = ${q})`;
    case 'ip':
      // One set of ids from both indexes (an OR beside a subquery would scan every member).
      return sql`m.id IN (SELECT r.id FROM members r WHERE r.merchant_id = ${merchantId} AND r.register_ip = ${q}
        UNION SELECT s.member_id FROM sessions s WHERE s.merchant_id = ${merchantId} AND s.ip = ${q})`;
    case 'referral':
      return sql`m.invite_code = ${q.toUpperCase()}`;
    case 'agent':
      return sql`m.parent_id = (SELECT a.id FROM members a WHERE a.merchant_id = ${merchantId} AND a.account = ${q})`;
    default:
      return sql`(m.account LIKE ${prefix(q)} OR m.id = ${id} OR lower(m.email) = ${lower} OR m.invite_code = ${q.toUpperCase()}${
        mobile.length >= 7 ? sql` OR m.mobile = ${mobile}` : sql``
      })`;
  }
};

const order: Record<PlayerSearchQuery['sort'], SQL> = {
  account: sql`m.account`,
  created: sql`m.id`,
  lastLogin: sql`m.last_login_at`,
};

const columns = sql`m.id, m.account, m.nickname, m.status, m.type, m.mobile, m.email, up.account AS agent, m.created_at,
  m.last_login_at, m.payee_name, m.register_ip, m.register_method, m.invite_code`;

/** The back office's reads of players (search, 360 tabs) and its few writes (status, sessions, notes). */
export const createPlayersRepo = (db: Db) => ({
  search: async (merchantId: number, f: PlayerSearchQuery, agentId: number | null = null) => {
    const where = [sql`m.merchant_id = ${merchantId}`];
    // A scoped staff member's search runs over the agent's downline only (the closure table's index).
    if (agentId !== null) where.push(sql`m.id IN (SELECT t.descendant_id FROM agent_tree t WHERE t.ancestor_id = ${agentId})`);
    if (f.q) where.push(matchOf(merchantId, f.by, f.q));
    if (f.status) where.push(sql`m.status = ${f.status}`);
    const cond = sql.join(where, sql` AND `);
    const dir = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
    const nulls = f.sort === 'lastLogin' ? sql` NULLS LAST` : sql``;
    const rows = rowsOf<PlayerDbRow>(
      await db.execute(sql`SELECT ${columns} FROM members m LEFT JOIN members up ON up.id = m.parent_id
        WHERE ${cond} ORDER BY ${order[f.sort]} ${dir}${nulls}, m.id ${dir} LIMIT ${f.size} OFFSET ${(f.page - 1) * f.size}`),
    );
    const total = Number(
      rowsOf<{ n: string }>(
        await db.execute(sql`SELECT count(*) AS n FROM (SELECT 1 FROM members m WHERE ${cond} LIMIT ${COUNT_CAP + 1}) c`),
      )[0]?.n ?? 0,
    );
    return { rows, total };
  },

  byAccount: async (merchantId: number, account: string) =>
    rowsOf<PlayerDbRow>(
      await db.execute(sql`SELECT ${columns} FROM members m LEFT JOIN members up ON up.id = m.parent_id
        WHERE m.merchant_id = ${merchantId} AND m.account = ${account}`),
    )[0] ?? null,

  inDownline: async (agentId: number, memberId: number) =>
    rowsOf(await db.execute(sql`SELECT 1 FROM agent_tree WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId}`)).length > 0,

  /** The agents above a member, nearest first (at most 20 levels). */
  agentChain: async (memberId: number) =>
    rowsOf<{ account: string }>(
      await db.execute(sql`WITH RECURSIVE up(id, parent_id, account, depth) AS (
          SELECT p.id, p.parent_id, p.account, 1 FROM members p WHERE p.id = (SELECT parent_id FROM members WHERE id = ${memberId})
          UNION ALL
          SELECT p.id, p.parent_id, p.account, up.depth + 1 FROM members p JOIN up ON p.id = up.parent_id WHERE up.depth < 20
        ) SELECT account FROM up ORDER BY depth`),
    ).map((r) => r.account),

  vipLevel: async (memberId: number) =>
    Number(rowsOf<{ level: number }>(await db.execute(sql`SELECT level FROM member_vip WHERE member_id = ${memberId}`))[0]?.level ?? 0),

  banks: async (memberId: number) =>
    rowsOf<{ bank_name: string; account_no: string; payee_name: string }>(
      await db.execute(sql`SELECT bank_name, account_no, payee_name FROM payee_accounts
        WHERE member_id = ${memberId} AND removed_at IS NULL ORDER BY id`),
    ),

  sessions: async (memberId: number) =>
    rowsOf<{
      id: string;
      ip: string | null;
      user_agent: string | null;
      created_at: Date | string;
      last_seen_at: Date | string;
      revoked_at: Date | string | null;
      revoked_reason: string | null;
    }>(
      await db.execute(sql`SELECT id, ip, user_agent, created_at, last_seen_at, revoked_at, revoked_reason FROM sessions
        WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 100`),
    ),

  /** Other members of the merchant that signed in from an address this one used, or hold one of its bank accounts. */
  links: async (merchantId: number, memberId: number) =>
    rowsOf<{ account: string; via: 'ip' | 'bank'; value: string }>(
      await db.execute(sql`WITH ips AS (
          SELECT DISTINCT ip FROM sessions WHERE member_id = ${memberId} AND ip IS NOT NULL
          UNION SELECT register_ip FROM members WHERE id = ${memberId} AND register_ip IS NOT NULL
        ), banks AS (
          SELECT DISTINCT account_no FROM payee_accounts WHERE member_id = ${memberId}
        )
        SELECT * FROM (
          SELECT DISTINCT m.account, 'ip' AS via, i.ip AS value FROM ips i
            JOIN sessions s ON s.merchant_id = ${merchantId} AND s.ip = i.ip AND s.member_id <> ${memberId}
            JOIN members m ON m.id = s.member_id
          UNION
          SELECT m.account, 'ip', i.ip FROM ips i
            JOIN members m ON m.merchant_id = ${merchantId} AND m.register_ip = i.ip AND m.id <> ${memberId}
          UNION
          SELECT m.account, 'bank', b.account_no FROM banks b
            JOIN payee_accounts p ON p.merchant_id = ${merchantId} AND p.account_no = b.account_no AND p.member_id <> ${memberId}
            JOIN members m ON m.id = p.member_id
        ) l ORDER BY via, account LIMIT 200`),
    ),

  setStatus: (memberId: number, status: string) => db.execute(sql`UPDATE members SET status = ${status} WHERE id = ${memberId}`),

  /** Ends every open session of a member; answers how many. */
  endSessions: async (memberId: number, at: Date, reason: string) =>
    rowsOf(
      await db.execute(sql`UPDATE sessions SET revoked_at = ${at}, revoked_reason = ${reason}
        WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > ${at} RETURNING id`),
    ).length,

  notes: (merchantId: number, memberId: number) =>
    db
      .select()
      .from(playerNotes)
      .where(and(eq(playerNotes.merchantId, merchantId), eq(playerNotes.memberId, memberId)))
      .orderBy(desc(playerNotes.id))
      .limit(200),

  filters: (merchantId: number, owner: string, page: string) =>
    db
      .select()
      .from(savedFilters)
      .where(and(eq(savedFilters.merchantId, merchantId), eq(savedFilters.owner, owner), eq(savedFilters.page, page)))
      .orderBy(savedFilters.name),

  /** Saves a filter; the same name on the same page replaces the query. */
  saveFilter: (f: { merchantId: number; owner: string; page: string; name: string; query: string }) =>
    db
      .insert(savedFilters)
      .values(f)
      .onConflictDoUpdate({
        target: [savedFilters.merchantId, savedFilters.owner, savedFilters.page, savedFilters.name],
        set: { query: f.query },
      }),

  deleteFilter: async (merchantId: number, owner: string, id: number) =>
    (
      await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.merchantId, merchantId), eq(savedFilters.owner, owner), eq(savedFilters.id, id)))
        .returning({ page: savedFilters.page })
    )[0]?.page ?? null,

  addNote: (merchantId: number, memberId: number, author: string, text: string) =>
    db.insert(playerNotes).values({ merchantId, memberId, author, text }),
});
export type PlayersRepo = ReturnType<typeof createPlayersRepo>;
