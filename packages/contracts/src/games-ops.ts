import { z } from 'zod';
import { gameCategorySchema, rngSubTypes } from './catalogue';

/**
 * The back office's catalogue (issue 32): a merchant's games and vendors as staff see and change them — enabled,
 * maintenance windows, hot games and their order, category and sub-type, icons, each vendor's wallet mode — and a
 * vendor's health (failed calls, open transfers, open rounds).
 */
export const gameStatusFilters = ['ALL', 'ENABLED', 'DISABLED', 'MAINTENANCE', 'HOT'] as const;
export const walletModes = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof walletModes)[number];
/** Icon uploads: png, jpg or webp (sniffed from the bytes), at most this size. */
export const GAME_ICON_MAX_BYTES = 512 * 1024;
export const gameIconTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const at = z.string();
/** A maintenance window: from (inclusive) until (exclusive; null: until lifted). `active`: in it now. */
export const maintenanceWindow = z.object({ from: at.nullable(), until: at.nullable(), active: z.boolean() });
export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;

export const gameAdminRow = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  /** Names per language (EN, UR). */
  names: z.record(z.string(), z.string()),
  vassalage: z.string(),
  vendorName: z.string(),
  category: gameCategorySchema,
  subType: z.enum(rngSubTypes).nullable(),
  enabled: z.boolean(),
  /** The vendor's own switch: a game of a disabled vendor is not listed whatever its own. */
  vendorEnabled: z.boolean(),
  maintenance: maintenanceWindow,
  isHot: z.boolean(),
  hotRank: z.number().int().nullable(),
  iconUrl: z.string(),
  iconUploaded: z.boolean(),
  sort: z.number().int(),
});
export type GameAdminRow = z.infer<typeof gameAdminRow>;

export const gamesAdminQuery = z.object({
  keyword: z.string().trim().max(64).optional(),
  category: gameCategorySchema.optional(),
  vendor: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  status: z.enum(gameStatusFilters).default('ALL'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const gamesAdminValue = z.object({ rows: z.array(gameAdminRow), total: z.number().int() });

/** What the filters and the edit dialog offer: the merchant's categories (with the vendors in each) and sub-types. */
export const gameFacetsValue = z.object({
  categories: z.array(z.object({ code: gameCategorySchema, title: z.string(), vendors: z.array(z.string()) })),
  vendors: z.array(z.object({ vassalage: z.string(), name: z.string() })),
  subTypes: z.array(z.enum(rngSubTypes)),
});

export const gameUpdateBody = z
  .object({
    enabled: z.boolean().optional(),
    category: gameCategorySchema.optional(),
    subType: z.enum(rngSubTypes).nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });

/** NOW: from now until `until` (or lifted); SCHEDULED: from `from` until `until`; OFF: lifted. */
export const maintenanceWindowBody = z
  .object({
    mode: z.enum(['NOW', 'SCHEDULED', 'OFF']),
    from: z.string().datetime({ offset: true }).optional(),
    until: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type MaintenanceWindowBody = z.infer<typeof maintenanceWindowBody>;

/** A category of the merchant's lobby as staff edit it: its titles, whether the lobby shows it, its games. */
export const gameCategoryAdminRow = z.object({
  code: gameCategorySchema,
  title: z.object({ EN: z.string(), UR: z.string() }),
  enabled: z.boolean(),
  games: z.number().int(),
});
export type GameCategoryAdminRow = z.infer<typeof gameCategoryAdminRow>;
export const gameCategoriesValue = z.object({ rows: z.array(gameCategoryAdminRow) });
const categoryTitle = z.string().trim().min(1).max(40);
/** Every category of the merchant, each once, in the lobby's order, with its titles and switch. */
export const gameCategoriesBody = z
  .object({
    categories: z
      .array(
        z
          .object({ code: gameCategorySchema, title: z.object({ EN: categoryTitle, UR: categoryTitle }).strict(), enabled: z.boolean() })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type GameCategoriesBody = z.infer<typeof gameCategoriesBody>;

/** The hot list in order: at most 50 games, each once. */
export const hotGamesBody = z.object({ ids: z.array(z.number().int().positive()).max(50) }).strict();
export const hotGamesValue = z.object({ rows: z.array(gameAdminRow) });

export const vendorAdminRow = z.object({
  vassalage: z.string(),
  name: z.string(),
  categories: z.array(gameCategorySchema),
  enabled: z.boolean(),
  maintenance: maintenanceWindow,
  wallet: z.enum(walletModes),
  /** The wallets the vendor's adapter plays: the merchant may switch between them (one: the switch is fixed). */
  walletModes: z.array(z.enum(walletModes)),
  games: z.number().int(),
  /** Health at a glance: open transfers (stuck: untouched over 30 s), open rounds, failed calls in the last day. */
  pendingTransfers: z.number().int(),
  stuckTransfers: z.number().int(),
  openRounds: z.number().int(),
  recentErrors: z.number().int(),
});
export type VendorAdminRow = z.infer<typeof vendorAdminRow>;
export const vendorsAdminValue = z.object({ rows: z.array(vendorAdminRow) });
export const vendorParamsShape = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
export const vendorUpdateBody = z.object({ enabled: z.boolean() }).strict();
export const vendorWalletBody = z.object({ mode: z.enum(walletModes) }).strict();

export const vendorTransferRow = z.object({
  id: z.number().int(),
  account: z.string(),
  ref: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: z.string(),
  state: z.enum(['PENDING', 'DONE', 'REVERSED', 'FAILED']),
  createdAt: at,
  updatedAt: at,
  stuck: z.boolean(),
});
export const vendorErrorRow = z.object({
  at,
  kind: z.enum(['TRANSFER_FAILED', 'TRANSFER_REVERSED', 'ROLLBACK_UNKNOWN_BET']),
  ref: z.string(),
  account: z.string(),
  amount: z.string(),
});
export const vendorRoundRow = z.object({ roundId: z.string(), account: z.string(), gameCode: z.string(), stake: z.string(), openedAt: at });
export const vendorHealthValue = z.object({
  vassalage: z.string(),
  wallet: z.enum(walletModes),
  /** Whether this server can reach the vendor's transfer wallet (a retry needs it). */
  canRetry: z.boolean(),
  errors: z.array(vendorErrorRow),
  pending: z.array(vendorTransferRow),
  openRounds: z.array(vendorRoundRow),
  currencyDecimals: z.number().int(),
});
export type VendorHealth = z.infer<typeof vendorHealthValue>;
export const vendorRetryValue = z.object({ transfer: vendorTransferRow, recalled: z.string() });
