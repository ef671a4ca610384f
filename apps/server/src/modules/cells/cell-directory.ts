import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { type CellMerchant, cellsRepo, type Placement } from './cells.repo';

/** A merchant unknown to this copy's directory makes it read the directory again, at most this often. */
const MISS_REFRESH_MS = 1000;

export type CellDirectory = ReturnType<typeof createCellDirectory>;

/**
 * The cells' directory as a server copy holds it (issue 37): merchant code → cell and domain → cell, read from the
 * home cell's database every `refreshMs` (in the background: a lookup never waits for a routine refresh) and at once
 * when a merchant it does not know is asked for, so a merchant placed a moment ago by another copy or by the operator
 * command is routed on its first request.
 */
export const createCellDirectory = (deps: { db: Db; refreshMs: number; now?: Clock }) => {
  const now = deps.now ?? systemClock;
  let byCode = new Map<string, string>();
  let byHost = new Map<string, string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  const load = () => {
    loading ??= cellsRepo
      .all(deps.db)
      .then((all) => {
        byCode = new Map(all.map((p) => [p.merchantCode, p.cell]));
        byHost = new Map(all.flatMap((p) => p.domains.map((d) => [d, p.cell] as const)));
        loadedAt = now().getTime();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const age = () => now().getTime() - loadedAt;
  const freshen = () => {
    // A failed background refresh keeps the last directory; the next lookup tries again.
    if (age() >= deps.refreshMs) load().catch(() => undefined);
  };

  /** Places a merchant (the caller has checked the cell exists); answers where the merchant is. */
  const place = async (p: Placement) => {
    const at = await cellsRepo.place(deps.db, { ...p, domains: p.domains.map((d) => d.toLowerCase()) });
    await load();
    return at;
  };

  return {
    load,
    /** The cell holding the merchant (its code in capitals), or null when the directory has no such merchant. */
    cellOf: async (code: string): Promise<string | null> => {
      freshen();
      const cell = byCode.get(code);
      if (cell !== undefined || age() < MISS_REFRESH_MS) return cell ?? null;
      await load();
      return byCode.get(code) ?? null;
    },
    /** The cell of the brand answering on this host (no port, any case), or null. */
    cellOfHost: (host: string): string | null => {
      freshen();
      return byHost.get(host.toLowerCase()) ?? null;
    },
    place,
    /**
     * Places each merchant a cell's own database holds and the directory does not (a database becoming a cell keeps
     * its merchants). Answers the merchants the directory places in another cell: their data here is not served.
     */
    adopt: async (cell: string, merchants: CellMerchant[]) => {
      const strays: { merchantCode: string; placedIn: string }[] = [];
      for (const m of merchants) {
        const at = await cellsRepo.place(deps.db, { merchantCode: m.code, cell, domains: m.domains });
        if (at.cell !== cell) strays.push({ merchantCode: m.code, placedIn: at.cell });
      }
      await load();
      return strays;
    },
    placements: () => cellsRepo.all(deps.db),
  };
};
