import { type WhitelabelNode, flattenWhitelabel } from '@wl/contracts';
import type { Db } from '../../db/client';
import type { MerchantContext } from '../../core/context';
import { honestTree } from './implemented-modules';
import { createMerchantRepo } from './merchant.repo';

export type { MerchantContext, RegionRule } from '../../core/context';

/** Builds the module tree from rows that name their parent. */
export const buildTree = (rows: { modId: string; parentModId: string | null; enabled: boolean }[]): WhitelabelNode[] => {
  const nodes = new Map<string, WhitelabelNode>();
  for (const r of rows) nodes.set(r.modId, { modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.modId) as WhitelabelNode;
    const parent = r.parentModId ? nodes.get(r.parentModId) : undefined;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
};

/**
 * Merchant configuration is read on almost every request, so it is cached per process for a short time
 * (MERCHANT_CACHE_MS); writes through this service invalidate at once, and other copies catch up within the TTL
 * (or at once via Redis pub/sub when configured).
 */
export const createMerchantService = (deps: { db: Db; cacheMs: number; now?: () => number }) => {
  const repo = createMerchantRepo(deps.db);
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<MerchantContext | null> }>();

  const load = async (code: string): Promise<MerchantContext | null> => {
    const row = await repo.byCode(code);
    if (row?.status !== 'ACTIVE') return null;
    const [mods, rules] = await Promise.all([repo.modules(row.id), repo.regionRules(row.id)]);
    // What the merchant stored, reported on only where something answers (implemented-modules.ts).
    const tree = honestTree(buildTree(mods));
    return {
      id: row.id,
      code: row.code,
      row,
      tree,
      modules: flattenWhitelabel(tree),
      regionRules: rules.map((r) => ({ kind: r.kind, value: r.value, action: r.action })),
    };
  };

  const listeners = new Set<(code: string) => void>();

  return {
    get: (code: string) => {
      const hit = cache.get(code);
      if (hit && now() - hit.at < deps.cacheMs) return hit.value;
      const value = load(code);
      value.catch(() => cache.delete(code));
      cache.set(code, { at: now(), value });
      return value;
    },
    invalidate: (code?: string) => {
      if (code) cache.delete(code);
      else cache.clear();
      for (const l of listeners) l(code ?? '*');
    },
    /** Called when another copy changed a merchant (Redis pub/sub); drops the local copy without re-publishing. */
    dropLocal: (code: string) => (code === '*' ? cache.clear() : cache.delete(code)),
    onInvalidate: (fn: (code: string) => void) => listeners.add(fn),
  };
};
export type MerchantService = ReturnType<typeof createMerchantService>;
