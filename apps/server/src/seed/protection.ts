import { merchantProtection } from '../db/schema';
import type { SeedStep } from './step';

/** The jurisdiction profile each demo brand uses (issue 30): DEMO the UK-like profile, ACME the Malta-like one. */
export const DEMO_PROTECTION_PROFILES: Record<string, string> = { DEMO: 'UK', ACME: 'MT' };

export const protectionSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants) {
    await tx
      .insert(merchantProtection)
      .values({ merchantId: m.id, profileCode: DEMO_PROTECTION_PROFILES[m.code] ?? 'UK' })
      .onConflictDoNothing();
  }
};
