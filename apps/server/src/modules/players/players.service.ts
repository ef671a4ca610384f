import {
  PLAYER_EXPORT_MAX,
  type PlayerOverview,
  type PlayerRow,
  type PlayerSearchQuery,
  type PlayerTab,
  type SupportPlayer,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { maskAccountNo, maskEmail, maskIp, maskMobile } from './mask';
import { createPlayerCardRepo } from './player-card.repo';
import { playersCsv } from './players-export';
import { createPlayerTabsRepo } from './player-tabs.repo';
import { createPlayersRepo, type PlayerDbRow } from './players.repo';

/** The wallet's balances of a member (the wallet module answers them; unknown member → resource.not_found). */
export type WalletsPort = (merchantId: number, account: string) => Promise<{ wallet: string; balance: string }[]>;
/** Where an operator looks: the merchant, and the agent whose downline alone a scoped staff member sees (or null). */
export type PlayerScope = { merchantId: number; agentId: number | null };
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const rowOf = (r: PlayerDbRow, clear: boolean): PlayerRow => ({
  id: Number(r.id),
  account: r.account,
  nickname: r.nickname,
  status: r.status,
  type: Number(r.type),
  mobile: clear ? r.mobile : maskMobile(r.mobile),
  email: clear ? r.email : maskEmail(r.email),
  agent: r.agent,
  createdAt: iso(r.created_at) as string,
  lastLoginAt: iso(r.last_login_at),
});

/**
 * Player search and the 360 view (issue 29). Every answer masks contact and bank fields; `unmask` (an audited action
 * needing `players.unmask`) answers them in clear. Lock, unlock and kick end the player's sessions.
 */
/** The accounts module's staff reset: a reset code sent to the player (e-mail, else SMS). */
export type ResetPort = (merchantId: number, account: string, by: string) => Promise<{ channel: 'email' | 'sms'; expiredMinutes: number }>;

export const createPlayersService = (d: { db: Db; read?: Db; wallets: WalletsPort; sendReset: ResetPort; now?: Clock }) => {
  const repo = createPlayersRepo(d.db);
  // Searches and exports may be a moment behind: a replica when configured (decision 035); the 360 view is the primary's.
  const searches = createPlayersRepo(d.read ?? d.db);
  const tabs = createPlayerTabsRepo(d.db);
  const card = createPlayerCardRepo(d.db);
  const now = d.now ?? systemClock;

  /** The player by account, within the scope: a player outside a scoped staff member's downline is not found. */
  const player = async ({ merchantId, agentId }: PlayerScope, account: string) => {
    const p = await repo.byAccount(merchantId, account);
    if (!p || (agentId !== null && !(await repo.inDownline(agentId, Number(p.id))))) throw new AppError('member.not_found');
    return p;
  };

  const overview = async (w: PlayerScope, account: string, clear = false): Promise<PlayerOverview> => {
    const { merchantId } = w;
    const p = await player(w, account);
    const id = Number(p.id);
    const [wallets, vipLevel, agentChain, banks] = await Promise.all([
      d.wallets(merchantId, account),
      repo.vipLevel(id),
      repo.agentChain(id),
      repo.banks(id),
    ]);
    return {
      player: {
        ...rowOf(p, clear),
        payeeName: p.payee_name,
        registerIp: p.register_ip === null || clear ? p.register_ip : maskIp(p.register_ip),
        registerMethod: p.register_method,
        inviteCode: p.invite_code,
      },
      wallets,
      vipLevel,
      agentChain,
      banks: banks.map((b) => ({
        bankName: b.bank_name,
        accountNo: clear ? b.account_no : maskAccountNo(b.account_no),
        payeeName: b.payee_name,
      })),
      unmasked: clear,
    };
  };

  return {
    search: async (w: PlayerScope, q: PlayerSearchQuery) => {
      const { rows, total } = await searches.search(w.merchantId, q, w.agentId);
      return { rows: rows.map((r) => rowOf(r, false)), total, page: q.page, size: q.size };
    },
    /** Every match of a search (masked, at most PLAYER_EXPORT_MAX rows) as CSV, and how many rows it holds. */
    exportCsv: async (w: PlayerScope, q: Omit<PlayerSearchQuery, 'page' | 'size'>) => {
      const { rows } = await searches.search(w.merchantId, { ...q, page: 1, size: PLAYER_EXPORT_MAX }, w.agentId);
      return { csv: playersCsv(rows.map((r) => rowOf(r, false))), rows: rows.length };
    },
    filters: async (merchantId: number, owner: string, page: string) =>
      (await repo.filters(merchantId, owner, page)).map((f) => ({
        id: f.id,
        page: f.page as 'players',
        name: f.name,
        query: f.query,
        createdAt: f.createdAt.toISOString(),
      })),
    saveFilter: (f: { merchantId: number; owner: string; page: string; name: string; query: string }) => repo.saveFilter(f),
    deleteFilter: async (merchantId: number, owner: string, id: number) => {
      const page = await repo.deleteFilter(merchantId, owner, id);
      if (page === null) throw new AppError('resource.not_found');
      return page;
    },
    overview: (w: PlayerScope, account: string) => overview(w, account),
    unmasked: (w: PlayerScope, account: string) => overview(w, account, true),
    sessions: async (w: PlayerScope, account: string) =>
      (await repo.sessions(Number((await player(w, account)).id))).map((s) => ({
        id: Number(s.id),
        ip: s.ip,
        userAgent: s.user_agent,
        createdAt: iso(s.created_at) as string,
        lastSeenAt: iso(s.last_seen_at) as string,
        revokedAt: iso(s.revoked_at),
        revokedReason: s.revoked_reason,
      })),
    /** Linked accounts: the shared address is shown (staff act on it); a shared bank account number is masked. */
    links: async (w: PlayerScope, account: string) =>
      (await repo.links(w.merchantId, Number((await player(w, account)).id))).map((l) => ({
        ...l,
        value: l.via === 'bank' ? maskAccountNo(l.value) : l.value,
      })),
    /** A page of one of the 360 view's record tabs. */
    tab: async (w: PlayerScope, account: string, tab: PlayerTab, page: number, size: number) => {
      const p = await player(w, account);
      return { ...(await tabs.page(tab, w.merchantId, Number(p.id), p.account, page, size)), page, size };
    },
    /** The support console's card of a chat's player (issue 36): wallets and the newest money lines, unmasked of nothing. */
    supportCard: async (merchantId: number, memberId: number, account: string): Promise<SupportPlayer> => ({
      account,
      wallets: await d.wallets(merchantId, account),
      ...(await card.card(merchantId, memberId)),
    }),
    /** How many other players share an address or a bank account with a member (the money queues' precheck). */
    linkedCount: async (merchantId: number, memberId: number) => (await repo.links(merchantId, memberId)).length,
    notes: async (w: PlayerScope, account: string) =>
      (await repo.notes(w.merchantId, Number((await player(w, account)).id))).map((n) => ({
        id: n.id,
        author: n.author,
        text: n.text,
        createdAt: n.createdAt.toISOString(),
      })),
    addNote: async (w: PlayerScope, account: string, author: string, text: string) => {
      await repo.addNote(w.merchantId, Number((await player(w, account)).id), author, text);
    },
    /** Locks (and signs out everywhere) or unlocks; a closed account stays closed. */
    setStatus: async (w: PlayerScope, account: string, status: 'ACTIVE' | 'LOCKED') => {
      const p = await player(w, account);
      if (p.status === 'CLOSED') throw new AppError('wallet.state_invalid');
      await repo.setStatus(Number(p.id), status);
      if (status === 'LOCKED') await repo.endSessions(Number(p.id), now(), 'locked');
      return overview(w, account);
    },
    /** Sends the player a reset code (within the scope: an agent-scoped staff member resets only their downline). */
    resetPassword: async (w: PlayerScope, account: string, by: string) => d.sendReset(w.merchantId, (await player(w, account)).account, by),
    kick: async (w: PlayerScope, account: string) => ({
      ended: await repo.endSessions(Number((await player(w, account)).id), now(), 'kicked'),
    }),
  };
};
export type PlayersService = ReturnType<typeof createPlayersService>;
