import { z } from 'zod';

/** The vendor protocols this platform speaks (issue 34, decision 030); a server answers only those it registers. */
export const protocolCodes = ['caleta', 'hub88', 'evolution', 'redtiger', 'pragmatic'] as const;
export const protocolCode = z.enum(protocolCodes);
export type ProtocolCode = (typeof protocolCodes)[number];

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

/** One merchant's set-up of one catalogue vendor on a protocol, as an operator sees it: secrets by name only. */
export const vendorProtocolRow = z.object({
  vendor: z.string(),
  protocol: protocolCode,
  currency: z.string(),
  enabled: z.boolean(),
  settings: z.record(z.string(), z.string()),
  secretNames: z.array(z.string()),
  updatedAt: z.string(),
});
/** A protocol this server speaks, with the names of the settings and secrets a configuration of it needs. */
export const vendorProtocolSpec = z.object({ code: protocolCode, settingNames: z.array(z.string()), secretNames: z.array(z.string()) });
export const vendorProtocolsValue = z.object({ items: z.array(vendorProtocolRow), protocols: z.array(vendorProtocolSpec) });

/**
 * Sets a vendor's protocol: the currency the vendor is told (the merchant's when left out), whether it is on, its
 * settings, and its secrets — a secret left out keeps its stored value; secrets are never answered.
 */
export const vendorProtocolBody = z.object({
  protocol: protocolCode,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  enabled: z.boolean(),
  settings: z.record(name, z.string().max(2000)).default({}),
  secrets: z.record(name, z.string().min(1).max(8000)).default({}),
});

export type VendorProtocolRow = z.infer<typeof vendorProtocolRow>;
export type VendorProtocolBody = z.infer<typeof vendorProtocolBody>;
export type VendorProtocolSpec = z.infer<typeof vendorProtocolSpec>;
