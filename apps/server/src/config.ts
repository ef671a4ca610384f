import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads; README's configuration table lists these. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool.default(true),
  OPS_API_KEY: z.string().min(12).optional(),
  MERCHANT_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** How long catalogue pages (menus, lists, hot games) are reused before the database is asked again. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).default(30000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
});

export type Config = z.infer<typeof configSchema> & { repoRoot: string; webDist: string };

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    repoRoot,
    DATA_DIR: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
  };
};

/** Fastify's trustProxy: false unless configured (then X-Forwarded-For is read only from those proxies). */
export const trustProxySetting = (value: string): boolean | string => {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v;
};
