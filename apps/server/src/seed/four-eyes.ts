import { sql } from 'drizzle-orm';
import { fourEyesThresholds, merchants } from '../db/schema';
import type { SeedStep } from './step';

/**
 * Four-eyes thresholds (decision 024): a balance adjustment above 1,000 (finance) or 10,000 (admin) in the merchant's
 * currency waits for a second operator; support has no money permission at all. The same for the back office's staff
 * roles of the same name (decision 025). The README lists them.
 */
export const FOUR_EYES_UNITS = { FINANCE: 1_000n, ADMIN: 10_000n, finance: 1_000n, administrator: 10_000n } as const;
/** A withdrawal above 50,000 (finance) or 200,000 (admin) is paid out only once a second operator approves it. */
export const FOUR_EYES_WITHDRAWAL_UNITS = { FINANCE: 50_000n, ADMIN: 200_000n, finance: 50_000n, administrator: 200_000n } as const;

export const fourEyesSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants) {
    const [row] = await tx.select({ decimals: merchants.currencyDecimals }).from(merchants).where(sql`${merchants.id} = ${m.id}`);
    const scale = 10n ** BigInt(row?.decimals ?? 2);
    await tx
      .insert(fourEyesThresholds)
      .values([
        ...Object.entries(FOUR_EYES_UNITS).map(([role, units]) => ({
          merchantId: m.id,
          role,
          action: 'balance.adjust',
          threshold: units * scale,
        })),
        ...Object.entries(FOUR_EYES_UNITS).map(([role, units]) => ({
          merchantId: m.id,
          role,
          action: 'bonus.grant',
          threshold: units * scale,
        })),
        // Voiding an agent settlement period whose bills total more than the same amounts (issue 32).
        ...Object.entries(FOUR_EYES_UNITS).map(([role, units]) => ({
          merchantId: m.id,
          role,
          action: 'agents.void',
          threshold: units * scale,
        })),
        ...Object.entries(FOUR_EYES_WITHDRAWAL_UNITS).map(([role, units]) => ({
          merchantId: m.id,
          role,
          action: 'withdrawal.approve',
          threshold: units * scale,
        })),
      ])
      .onConflictDoNothing();
  }
};
