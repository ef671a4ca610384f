import { and, eq } from 'drizzle-orm';
import { gameVendors, games, jackpotPools } from '../db/schema';
import type { SeedStep } from './step';
import { HOUSE_VENDOR } from './vendors';

/** The house slot feeds the house pool with 1 % of each stake; each vendor's JP games feed its own pool with 0.5 %. */
const HOUSE_BPS = 100;
const VENDOR_BPS = 50;

/**
 * The demo's jackpot pools (issue 35): one for the house slot and one per seamless vendor with jackpot (JP) games.
 * Runs before the house rounds, so their stakes already feed the house pool through the ledger.
 */
export const jackpotsSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants) {
    const rows = await tx
      .selectDistinct({ vendor: games.vassalage, code: games.gameCode })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(games.merchantId, m.id), eq(games.subType, 'JP'), eq(gameVendors.seamless, true)));
    const byVendor = new Map<string, string[]>();
    for (const r of rows) byVendor.set(r.vendor, [...(byVendor.get(r.vendor) ?? []), r.code]);
    const pools = [
      {
        merchantId: m.id,
        vendor: HOUSE_VENDOR,
        name: { EN: 'Crown Mega Jackpot', UR: 'تاج میگا جیک پاٹ' },
        contributionBps: HOUSE_BPS,
        gameCodes: ['HOUSE_SLOT'],
      },
      ...[...byVendor].map(([vendor, codes]) => ({
        merchantId: m.id,
        vendor,
        name: { EN: `${vendor} Jackpot`, UR: `${vendor} جیک پاٹ` },
        contributionBps: VENDOR_BPS,
        gameCodes: codes.sort(),
      })),
    ];
    await tx.insert(jackpotPools).values(pools);
  }
};
