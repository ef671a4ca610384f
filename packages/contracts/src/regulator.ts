import { z } from 'zod';

/**
 * Regulator exports (issue 32): a merchant's large transactions, player-protection events and house-game fairness
 * records over a range of its days, as CSV with a signature file. The CSV is the same bytes for the same range and
 * data; the signature file signs those bytes (Ed25519) and a small manifest naming what they are.
 */
export const regulatorKinds = ['large-transactions', 'rg-events', 'game-integrity'] as const;
export type RegulatorKind = (typeof regulatorKinds)[number];

/** The longest range one export covers, in days (a quarter). */
export const REGULATOR_MAX_DAYS = 92;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One export: the merchant's days from `from` to `to` (both included, in the merchant's time zone), the threshold for
 * large transactions (minor units; the jurisdiction profile's by default) and why it is taken (for the audit record;
 * checked by the server so that an export without one is refused with its own code, and recorded as refused).
 */
export const regulatorExportQuery = z.object({
  from: day,
  to: day,
  threshold: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
  reason: z.string().max(300).optional(),
});
export type RegulatorExportQuery = z.infer<typeof regulatorExportQuery>;

/** The signing key of the merchant's exports: its public half, in PEM, and how to recognise it. */
export const regulatorKeyValue = z.object({
  keyId: z.string(),
  algorithm: z.literal('Ed25519'),
  /** SHA-256 of the public key's DER (SubjectPublicKeyInfo), hex in pairs. */
  fingerprint: z.string(),
  publicKeyPem: z.string(),
  createdAt: z.string(),
});
export type RegulatorKey = z.infer<typeof regulatorKeyValue>;

/** What a large-transaction export uses when no threshold is given: the profile's, converted when it says so. */
export const regulatorThresholdValue = z.object({
  profile: z.string(),
  /** In the merchant's currency, minor units; null when the profile sets none. */
  amount: z.string().nullable(),
  /** The profile's own amount and currency (minor units) and the rate used, when converted. */
  source: z.object({ amount: z.string(), currency: z.string(), rate: z.string().nullable() }).nullable(),
});

export const regulatorOverviewValue = z.object({
  kinds: z.array(z.enum(regulatorKinds)),
  key: regulatorKeyValue,
  threshold: regulatorThresholdValue,
  zone: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  maxDays: z.number().int(),
  /** The merchant's recent exports and signatures, newest first (from the audit log). */
  recent: z.array(
    z.object({
      at: z.string(),
      actor: z.string(),
      action: z.enum(['export', 'signature']),
      kind: z.string(),
      from: z.string(),
      to: z.string(),
      reason: z.string(),
      outcome: z.string(),
    }),
  ),
});
export type RegulatorOverview = z.infer<typeof regulatorOverviewValue>;

/** The first line of a signature file, and the names of its fields in their order. */
export const REGULATOR_SIG_FORMAT = 'wl-regulator-export/1';
