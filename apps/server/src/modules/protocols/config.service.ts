import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createSecretBox, keyFromSecret, type SecretBox } from '../../core/secret-box';
import { createTtlCache } from '../../core/ttl-cache';
import { type ProtocolRow, createProtocolConfigRepo } from './config.repo';
import type { ProtocolCode, ProtocolConfig } from './kit';

/** What an operator sees of a configuration: the settings, and which secrets are set — never their values. */
export type ProtocolListing = {
  vendor: string;
  protocol: ProtocolCode;
  currency: string;
  enabled: boolean;
  settings: Record<string, string>;
  secretNames: string[];
  updatedAt: string;
};

export type ProtocolUpsert = {
  merchantId: number;
  vendor: string;
  protocol: ProtocolCode;
  /** Defaults to the merchant's currency. */
  currency?: string;
  enabled: boolean;
  settings: Record<string, string>;
  /** The secrets to set; a name left out keeps its stored value. */
  secrets: Record<string, string>;
};

const KID = 'vendor-secrets';
/** Binds a sealed value to its row: a sealed value copied to another merchant's or vendor's row does not open there. */
const placeOf = (merchantId: number, vendor: string) => `vendor_protocols:${merchantId}:${vendor}`;

/**
 * The merchants' vendor protocol configurations (issue 34): the secrets sealed at rest (AES-256-GCM) with the key of
 * VENDOR_SECRETS_KEY, or without it with a random key made once and kept in the database; read through a short
 * cache (`cacheMs`, ≤ 5 s in production) so an operator's change reaches every server copy without a deploy.
 */
export const createProtocolConfigService = (deps: { db: Db; secretsKey?: string; cacheMs?: number; now?: () => number }) => {
  const repo = createProtocolConfigRepo(deps.db);
  const cacheMs = deps.cacheMs ?? 5000;
  const cache = createTtlCache<ProtocolConfig | null>({ ttlMs: cacheMs, staleMs: cacheMs, max: 2000, now: deps.now });

  let box: Promise<SecretBox> | null = null;
  const boxOf = () => {
    box ??= (async () => {
      if (deps.secretsKey) return createSecretBox(keyFromSecret(deps.secretsKey));
      const kept = await repo.sealingKey(KID, () => randomBytes(32).toString('base64'));
      if (!kept) throw new AppError('system.error');
      return createSecretBox(Buffer.from(kept, 'base64'));
    })();
    box.catch(() => {
      box = null;
    });
    return box;
  };

  const openSecrets = async (merchantId: number, vendor: string, sealed: string): Promise<Record<string, string>> =>
    JSON.parse((await boxOf()).open(sealed, placeOf(merchantId, vendor))) as Record<string, string>;

  const toConfig = async (r: ProtocolRow | null): Promise<ProtocolConfig | null> =>
    r && {
      merchantId: r.merchantId,
      merchantCode: r.merchantCode,
      vendor: r.vendor,
      protocol: r.protocol as ProtocolCode,
      currency: r.currency,
      minorDigits: r.minorDigits,
      enabled: r.enabled,
      settings: r.settings,
      // A switched-off row is never used with its secrets: one sealed with another key (a demo seeded before
      // VENDOR_SECRETS_KEY was set) must not break the vendor's usual path.
      secrets: await openSecrets(r.merchantId, r.vendor, r.secretsSealed).catch((err) => {
        if (r.enabled) throw err;
        return {};
      }),
    };

  return {
    /** A merchant's configuration of a catalogue vendor, the secrets opened (enabled or not); null when there is none. */
    configFor: (merchantCode: string, vendor: string) =>
      cache.get(`c|${merchantCode}|${vendor}`, async () => toConfig(await repo.byMerchantCode(merchantCode, vendor))),
    configForMerchantId: (merchantId: number, vendor: string) =>
      cache.get(`i|${merchantId}|${vendor}`, async () => toConfig(await repo.byMerchantId(merchantId, vendor))),

    /** Every configuration of a merchant, secrets by name only. */
    list: async (merchantId: number): Promise<ProtocolListing[]> =>
      Promise.all(
        (await repo.list(merchantId)).map(async (r) => ({
          vendor: r.vendor,
          protocol: r.protocol as ProtocolCode,
          currency: r.currency,
          enabled: r.enabled,
          settings: r.settings,
          // A row whose secrets no longer open (another key) lists none: the operator sets them again.
          secretNames: Object.keys(await openSecrets(r.merchantId, r.vendor, r.secretsSealed).catch(() => ({}))).sort(),
          updatedAt: r.updatedAt.toISOString(),
        })),
      ),

    /**
     * Writes a configuration: the given secrets over the stored ones (a secret left out keeps its value), sealed. A
     * change of protocol starts from no secrets: another protocol's credentials are not this one's.
     */
    upsert: async (u: ProtocolUpsert) => {
      const b = await boxOf();
      const currency = u.currency ?? (await repo.merchantCurrency(u.merchantId));
      if (!currency) throw new AppError('resource.not_found');
      const place = placeOf(u.merchantId, u.vendor);
      await repo.upsert(
        { merchantId: u.merchantId, vendor: u.vendor, protocol: u.protocol, currency, enabled: u.enabled, settings: u.settings },
        (before) => {
          const kept = before && before.protocol === u.protocol ? (JSON.parse(b.open(before.sealed, place)) as object) : {};
          return b.seal(JSON.stringify({ ...kept, ...u.secrets }), place);
        },
      );
      // This copy sees its own change at once; the others within the cache's time.
      cache.clear();
    },

    /** Forgets what this copy keeps (tests, and a change written around the service). */
    clearCache: () => cache.clear(),
  };
};
export type ProtocolConfigService = ReturnType<typeof createProtocolConfigService>;
