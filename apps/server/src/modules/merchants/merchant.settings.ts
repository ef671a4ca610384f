import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { createMerchantRepo, createMerchantSettingsRepo } from './merchant.repo';
import type { MerchantService } from './merchant.service';

/** Runs beside a change, in its transaction (the operator's audit entry). */
export type WithinChange = (tx: Db, merchantId: number) => Promise<unknown>;
type RuleInput = { kind: 'COUNTRY' | 'IP_RANGE'; value: string; action: 'BLOCK' | 'ALLOW'; note?: string | null };

/**
 * Operator changes to a merchant's configuration: maintenance, region rules, module switches. Each change and its
 * audit entry commit together; the cached merchant is then dropped here and, through its listeners, in other copies.
 */
export const createMerchantSettingsService = (deps: { db: Db; merchants: MerchantService }) => {
  const repo = createMerchantRepo(deps.db);
  const merchantOf = async (code: string) => {
    const row = await repo.byCode(code.toUpperCase());
    if (!row) throw new AppError('resource.not_found');
    return row;
  };
  const change = async <T>(
    code: string,
    fn: (r: ReturnType<typeof createMerchantSettingsRepo>, merchantId: number) => Promise<T>,
    within: WithinChange,
  ) => {
    const m = await merchantOf(code);
    const out = await deps.db.transaction(async (tx) => {
      const value = await fn(createMerchantSettingsRepo(tx), m.id);
      await within(tx, m.id);
      return value;
    });
    deps.merchants.invalidate(m.code);
    return out;
  };

  return {
    /** The merchant's id, for a change that names the merchant by code (unknown → resource.not_found). */
    idOf: async (code: string) => (await merchantOf(code)).id,

    setMaintenance: async (
      code: string,
      v: { enabled: boolean; message?: string | Record<string, string> | null; endsAt?: string | null },
      within: WithinChange,
    ) => {
      const message = typeof v.message === 'string' ? { EN: v.message } : (v.message ?? null);
      await change(
        code,
        (r, id) => r.setMaintenance(id, { enabled: v.enabled, message, endsAt: v.endsAt ? new Date(v.endsAt) : null }),
        within,
      );
      return { enabled: v.enabled };
    },

    regionRules: async (code: string) =>
      (await repo.regionRules((await merchantOf(code)).id)).map((x) => ({ kind: x.kind, value: x.value, action: x.action, note: x.note })),

    /** Replaces every rule; country codes are stored in capitals. The caller has checked each value. */
    replaceRegionRules: async (code: string, rules: RuleInput[], within: WithinChange) => {
      await change(
        code,
        (r, id) =>
          r.replaceRegionRules(
            id,
            rules.map((x) => ({
              kind: x.kind,
              value: x.kind === 'COUNTRY' ? x.value.toUpperCase() : x.value,
              action: x.action,
              note: x.note ?? null,
            })),
          ),
        within,
      );
      return { count: rules.length };
    },

    /**
     * The referral promotion's enabled flag (availablePromo in member info) and its reward: the amount paid to the
     * referrer and the first deposit that earns it (minor units; an omitted one keeps its stored value).
     */
    setReferral: async (code: string, v: { enabled: boolean; reward?: string; minDeposit?: string }, within: WithinChange) => {
      const row = await change(
        code,
        (r, id) =>
          r.setReferral(id, {
            enabled: v.enabled,
            reward: v.reward != null ? BigInt(v.reward) : undefined,
            minDeposit: v.minDeposit != null ? BigInt(v.minDeposit) : undefined,
          }),
        within,
      );
      return { enabled: v.enabled, reward: String(row?.reward ?? 0n), minDeposit: String(row?.minDeposit ?? 0n) };
    },

    /** The app download links per platform (resources APP_IOS, APP_ANDROID, APP_LITE); a missing one is removed. */
    setApps: async (code: string, apps: { ios?: string | null; android?: string | null; lite?: string | null }, within: WithinChange) => {
      const rows = (
        [
          ['APP_IOS', 'iOS app', apps.ios],
          ['APP_ANDROID', 'Android app', apps.android],
          ['APP_LITE', 'Lite app', apps.lite],
        ] as const
      ).flatMap(([type, labelNameEn, url]) => (url ? [{ type, labelNameEn, url }] : []));
      await change(code, (r, id) => r.replaceApps(id, rows), within);
      return { ios: apps.ios ?? null, android: apps.android ?? null, lite: apps.lite ?? null };
    },

    setModule: async (code: string, modId: string, enabled: boolean, within: WithinChange) => {
      const row = await change(
        code,
        async (r, id) => {
          const updated = await r.setModule(id, modId, enabled);
          if (!updated) throw new AppError('resource.not_found');
          return updated;
        },
        within,
      );
      return { modId, enabled: row.enabled };
    },
  };
};
export type MerchantSettingsService = ReturnType<typeof createMerchantSettingsService>;
