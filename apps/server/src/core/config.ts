import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One merchant cell: a primary (or its pooler), its replicas, a Redis (issue 37). */
export const cellSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  databaseUrl: z.string().url(),
  readUrls: z.array(z.string().url()).optional(),
  redisUrl: z.string().url().optional(),
  /** `transaction` when databaseUrl is a transaction-mode pooler; DATABASE_POOL_MODE when absent. */
  poolMode: z.enum(['session', 'transaction']).optional(),
});
export type CellConfig = z.infer<typeof cellSchema>;

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads; README's configuration table lists these. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Streaming replicas for read-only work (comma-separated URLs); unset: every read on DATABASE_URL (decision 035). */
  DATABASE_READ_URL: z
    .string()
    .refine((v) => v.split(',').every((u) => URL.canParse(u.trim())), 'comma-separated PostgreSQL URLs')
    .optional(),
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** `transaction` when DATABASE_URL is a transaction-mode pooler (PgBouncer): statements are sent unnamed. */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** Records newer than this are read on the primary (a replica may not have them yet); older ones on a replica. */
  DATABASE_READ_FRESH_MS: z.coerce.number().int().min(0).default(5000),
  /** How long a read that must see the caller's own write waits for a replica before it asks the primary. */
  DATABASE_READ_WAIT_MS: z.coerce.number().int().min(0).default(200),
  /** A replica that cannot be reached is left out this long (its reads on the primary), then tried again. */
  DATABASE_READ_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  REDIS_URL: z.string().url().optional(),
  /** Starts every key this server writes in Redis, so deployments (or test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('wl'),
  /** NATS with JetStream (issue 37): set, the outbox is relayed to a stream and the cross-cell consumers read it. */
  NATS_URL: z.string().optional(),
  /** The JetStream stream the events go to (made on first use; kept EVENTS_RETENTION_DAYS). */
  NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('WL_EVENTS'),
  /** This database's name on the stream (one per cell): the subjects' second token and the messages' id prefix. */
  NATS_SOURCE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('main'),
  /**
   * Merchant cells (issue 37, decision 035): a JSON list of cells, each `{ "id", "databaseUrl", "readUrls"?, "redisUrl"?,
   * "poolMode"? }`.
   * Set, this copy serves every cell and routes each request to its merchant's cell; the first (the home cell) holds the
   * directory and the demo data. Unset: one cell, DATABASE_URL and its settings, as before.
   */
  CELLS: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'a JSON list of cells' });
        return z.NEVER;
      }
    })
    .pipe(z.array(cellSchema).min(1))
    .refine((cells) => new Set(cells.map((c) => c.id)).size === cells.length, 'cell ids must differ')
    .optional(),
  /** How often a copy re-reads the cells' directory (a merchant it does not know makes it read at once, at most once a second). */
  CELL_DIRECTORY_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request slower than this is always logged (warn), whatever the sample; 0 logs none as slow. */
  LOG_SLOW_MS: z.coerce.number().int().min(0).default(1000),
  /** The share of ordinary requests logged at info (0 … 1); at debug every request is logged. */
  LOG_REQUEST_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  WEB_DIST: z.string().optional(),
  /** The back office's build (apps/backoffice/dist), served at /backoffice/. */
  BACKOFFICE_DIST: z.string().optional(),
  SEED_DEMO: bool.default(true),
  OPS_API_KEY: z.string().min(12).optional(),
  MERCHANT_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * How long a copy reuses a member session's read (issue 33): a revocation, a closed account or a moved upline made
   * on another copy, or by plain SQL, takes effect within this time; logout and password changes on this copy at once.
   * Unset: 1000 in production, 0 (every call reads) elsewhere, so tests see a revocation at once.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(5000).optional(),
  /** How long catalogue pages (menus, lists, hot games) are reused before the database is asked again. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).default(30000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Chat messages one member (or agent) may send per 10 seconds, across server copies when Redis is set. */
  SUPPORT_MESSAGES_PER_10S: z.coerce.number().int().min(1).default(10),
  /** How often an open chat socket re-checks its member's session (closed on logout, expiry or kick). */
  CHAT_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(15_000),
  /** Periodic jobs (auto-receipt) on this copy; the database lease keeps each period to one copy. */
  JOBS_ENABLED: bool.optional(),
  /** Days domain events are kept (once every consumer has passed them). */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days a retired month of the outbox is kept in the `archive` schema before it is dropped (0: dropped at once). */
  EVENTS_ARCHIVE_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /**
   * Whole months of the ledger kept in place besides the current one (0: all); older months move whole to the
   * `archive` schema, their sums carried by their accounts (issue 37).
   */
  LEDGER_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  /**
   * Whole months of the vendors' bets, wins and rollbacks kept in place besides the current one (0: all; else at least
   * 4, so a rolled-back unknown bet's tombstone outlives its late bet); older months move whole to the `archive` schema.
   */
  BETS_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .max(1200)
    .refine((n) => n === 0 || n >= 4, 'BETS_RETENTION_MONTHS is 0 (keep all) or at least 4')
    .default(0),
  /**
   * Whole months of the audit log kept in place besides the current one (0: all); older months move whole to the
   * `archive` schema, still append-only, and each chain's verify starts where its records in place begin.
   */
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  /** The local payment-gateway stand-in page (development and tests); off in production unless set. */
  GATEWAY_STANDIN: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  DEV_OUTBOX: bool.optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(0).default(3),
  AUTH_LOCK_MINUTES: z.coerce.number().int().min(1).default(5),
  /** Back-office staff sessions end after this many idle minutes (and 12 hours after sign-in), decision 025. */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** The issuer authenticator apps show beside a staff member's TOTP entry. */
  STAFF_TOTP_ISSUER: z.string().min(1).max(40).default('WL Back Office'),
  SMS_MAX_PER_WINDOW: z.coerce.number().int().min(1).default(5),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  CAPTCHA_MAX_PER_WINDOW: z.coerce.number().int().min(1).default(60),
  FREEPLAY_MAX_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** The transfer-wallet vendor (docs/decisions/008): its code, address (game page and wallet API) and signing secret. */
  /** Where the house vendor sends its seamless wallet calls; by default this server's own listening address. */
  HOUSE_WALLET_URL: z.string().url().optional(),
  TRANSFER_VENDOR_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('SIMTW'),
  TRANSFER_VENDOR_URL: z.string().url().optional(),
  TRANSFER_VENDOR_SECRET: z.string().min(16).optional(),
  /** How long one call to the transfer vendor may take before its status is asked instead. */
  TRANSFER_VENDOR_TIMEOUT_MS: z.coerce.number().int().min(50).default(3000),
  /**
   * The demo game studio (issue 15, packages/studio): its address and master secret. When both are set, every outside
   * vendor of the demo catalogue is pointed at it at start (vendor_adapters, secrets derived from the master secret).
   */
  STUDIO_URL: z.string().url().optional(),
  STUDIO_SECRET: z.string().min(16).optional(),
  /**
   * The local identity stand-in (issue 35, packages/idp-standin): its address and master secret. When both are set
   * (never in production), DEMO's social sign-in and phone authentication are pointed at it at start.
   */
  IDP_URL: z.string().url().optional(),
  IDP_SECRET: z.string().min(16).optional(),
  /** Origins the site's pages may call besides their own (a phone-authentication service's API), comma-separated. */
  CSP_CONNECT_SRC: z.string().default(''),
  /** The studio's vendors that use the transfer-wallet protocol; the others are seamless. */
  STUDIO_TRANSFER_VENDORS: z.string().default('SPB,DS88'),
  /**
   * Seals the vendor protocols' secrets at rest (AES-256-GCM, key through HKDF-SHA-256). Unset: a random key made once
   * and kept in the database, so a copy of the database alone would open them; production sets this.
   */
  VENDOR_SECRETS_KEY: z.string().min(32).optional(),
  /** How long a vendor protocol's configuration is kept in each server copy (an operator's change reaches all within it). */
  VENDOR_PROTOCOL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DEV_OUTBOX'> & {
  repoRoot: string;
  webDist: string;
  backofficeDist: string;
  DEV_OUTBOX: boolean;
};

/** The repository: the first folder up holding apps/server, from src/core/ (tsx) and from dist/ (the build) alike. */
const findRepoRoot = (from: string): string => {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'apps', 'server', 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return path.resolve(from, '../../..');
    dir = up;
  }
  return dir;
};
const repoRoot = findRepoRoot(import.meta.dirname);

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files commonly write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.STUDIO_URL && !c.STUDIO_SECRET) throw new Error('Invalid configuration:\n  STUDIO_SECRET: required with STUDIO_URL');
  if (c.IDP_URL && !c.IDP_SECRET) throw new Error('Invalid configuration:\n  IDP_SECRET: required with IDP_URL');
  if (c.TRANSFER_VENDOR_URL && !c.TRANSFER_VENDOR_SECRET)
    throw new Error('Invalid configuration:\n  TRANSFER_VENDOR_SECRET: required with TRANSFER_VENDOR_URL');
  // Relative paths are taken from where the user ran the command (npm runs workspace scripts in their own folder).
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...c,
    repoRoot,
    DATA_DIR: path.resolve(base, c.DATA_DIR),
    // The development outbox shows codes to whoever asks: never on by default in production.
    DEV_OUTBOX: c.DEV_OUTBOX ?? c.NODE_ENV !== 'production',
    SESSION_CACHE_MS: c.SESSION_CACHE_MS ?? (c.NODE_ENV === 'production' ? 1000 : 0),
    webDist: path.resolve(base, c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    backofficeDist: path.resolve(base, c.BACKOFFICE_DIST ?? path.join(repoRoot, 'apps/backoffice/dist')),
  };
};

/** Fastify's trustProxy: false unless configured (then X-Forwarded-For is read only from those proxies). */
export const trustProxySetting = (value: string): boolean | string => {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v;
};

/** How the server opens its databases: the primary (or its pooler), the replicas for read-only work, the pool mode. */
export const databaseOptions = (c: Config) => ({
  url: c.DATABASE_URL,
  dataDir: c.DATA_DIR,
  poolSize: c.DATABASE_POOL_SIZE,
  readUrls: c.DATABASE_READ_URL?.split(',')
    .map((u) => u.trim())
    .filter(Boolean),
  readPoolSize: c.DATABASE_READ_POOL_SIZE,
  poolMode: c.DATABASE_POOL_MODE,
  freshMs: c.DATABASE_READ_FRESH_MS,
  waitMs: c.DATABASE_READ_WAIT_MS,
  readRetryMs: c.DATABASE_READ_RETRY_MS,
});
