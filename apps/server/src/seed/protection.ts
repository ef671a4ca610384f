import { merchantProtection } from '../db/schema';
import type { SeedStep } from './step';

/** The jurisdiction profile each demo brand uses (issue 30): DEMO the UK-like profile, ACME the Malta-like one. */
export const DEMO_PROTECTION_PROFILES: Record<string, string> = { DEMO: 'UK', ACME: 'MT' };

/**
 * The KYC thresholds (issue 31) in each brand's currency, minor units: the equivalent of EUR 2,000 of cumulative
 * deposits (or one withdrawal) needs VERIFIED, EUR 10,000 of deposits ENHANCED — at a fixed demo rate of 300 PKR and
 * 1.10 USD to the euro. The README lists them.
 */
export const DEMO_KYC_THRESHOLDS: Record<string, { deposit: bigint; withdrawal: bigint; enhanced: bigint }> = {
  DEMO: { deposit: 600_000_00n, withdrawal: 600_000_00n, enhanced: 3_000_000_00n },
  ACME: { deposit: 2_200_00n, withdrawal: 2_200_00n, enhanced: 11_000_00n },
};

export const protectionSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants) {
    await tx
      .insert(merchantProtection)
      .values({
        merchantId: m.id,
        profileCode: DEMO_PROTECTION_PROFILES[m.code] ?? 'UK',
        kycDepositThreshold: DEMO_KYC_THRESHOLDS[m.code]?.deposit ?? null,
        kycWithdrawalThreshold: DEMO_KYC_THRESHOLDS[m.code]?.withdrawal ?? null,
        kycEnhancedThreshold: DEMO_KYC_THRESHOLDS[m.code]?.enhanced ?? null,
      })
      .onConflictDoNothing();
  }
};
