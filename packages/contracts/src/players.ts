import { z } from 'zod';
import { minorString } from './wallet';

/**
 * The back office's player search and 360 view (issue 29). Contact and bank fields are masked in every answer
 * (`0300****560`, `d****@demo.example`, `****7890`); a staff member holding `players.unmask` reads them through the
 * audited unmask call, with a reason.
 */
export const playerSearchFields = ['any', 'account', 'id', 'name', 'mobile', 'email', 'bank', 'ip', 'referral', 'agent'] as const;
export const playerSorts = ['account', 'created', 'lastLogin'] as const;
export const playerStatuses = ['ACTIVE', 'LOCKED', 'CLOSED'] as const;

export const playerSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  by: z.enum(playerSearchFields).default('any'),
  status: z.enum(playerStatuses).optional(),
  sort: z.enum(playerSorts).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

export const playerRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  status: z.string(),
  type: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  agent: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PlayerRow = z.infer<typeof playerRow>;
export const playerSearchValue = z.object({
  rows: z.array(playerRow),
  /** Matches in all, counted up to 1,001: past 1,000 the page says "more than 1,000". */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const playerOverviewValue = z.object({
  player: playerRow.extend({
    payeeName: z.string().nullable(),
    registerIp: z.string().nullable(),
    registerMethod: z.string().nullable(),
    inviteCode: z.string().nullable(),
  }),
  wallets: z.array(z.object({ wallet: z.string(), balance: minorString })),
  vipLevel: z.number().int(),
  /** The agents above the player, nearest first. */
  agentChain: z.array(z.string()),
  banks: z.array(z.object({ bankName: z.string(), accountNo: z.string(), payeeName: z.string() })),
  /** False in every answer but the unmask call's. */
  unmasked: z.boolean(),
});
export type PlayerOverview = z.infer<typeof playerOverviewValue>;

export const playerSessionsValue = z.array(
  z.object({
    id: z.number().int(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    revokedAt: z.string().nullable(),
    revokedReason: z.string().nullable(),
  }),
);

/** Other players sharing an address the player used, or a bank account number. */
export const playerLinksValue = z.array(z.object({ account: z.string(), via: z.enum(['ip', 'bank']), value: z.string() }));

export const playerNoteBody = z.object({ text: z.string().trim().min(1).max(1000) });
export const playerNotesValue = z.array(z.object({ id: z.number().int(), author: z.string(), text: z.string(), createdAt: z.string() }));

export const playerStatusBody = z.object({ status: z.enum(['ACTIVE', 'LOCKED']), reason: z.string().trim().min(3).max(300) });
export const playerUnmaskBody = z.object({ reason: z.string().trim().min(3).max(300) });

/**
 * The 360 view's record tabs, newest first and paged: ledger postings, bets (house rounds with their fairness proof,
 * vendor rounds with the vendor's), deposits and withdrawals, bonuses and their wagering, messages and chats, and the
 * audit of every staff action on the player. Each row is a flat record whose keys the back office labels.
 */
export const playerTabs = ['transactions', 'bets', 'money', 'bonuses', 'messages', 'audit'] as const;
export type PlayerTab = (typeof playerTabs)[number];
export const playerTabQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const playerTabValue = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  page: z.number().int(),
  size: z.number().int(),
  /** Whether a next page exists. */
  more: z.boolean(),
});

/** A CSV export of a search: the same filters, every match up to 10,000 rows (fields masked), and why it is taken. */
export const PLAYER_EXPORT_MAX = 10_000;
export const playerExportQuery = playerSearchQuery.omit({ page: true, size: true }).extend({ reason: z.string().trim().min(3).max(300) });

/** A staff member's saved filters of a page (their own, per merchant). */
export const savedFilterPages = ['players', 'deposits', 'withdrawals'] as const;
export const savedFilterQuery = z.object({ page: z.enum(savedFilterPages) });
export const savedFilterBody = z.object({
  page: z.enum(savedFilterPages),
  name: z.string().trim().min(1).max(64),
  /** The page's filter as its address query string (`by=email&q=…`). */
  query: z.string().max(500),
});
export const savedFiltersValue = z.array(
  z.object({ id: z.number().int(), page: z.enum(savedFilterPages), name: z.string(), query: z.string(), createdAt: z.string() }),
);
