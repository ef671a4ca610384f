import { z } from 'zod';
import { brandTheme } from './brand-theme';
import { registerRules } from './register-rules';
import { whitelabelNode } from './whitelabel';

export const csTypes = [
  'LIVECHAT',
  'FACEBOOK',
  'YOUTUBE',
  'TELEGRAM',
  'WHATSAPP',
  'LINE',
  'SKYPE',
  'EMAIL',
  'INSTAGRAM',
  'TWITTER',
  'ZALO',
] as const;
export const customerServiceItem = z.object({
  csType: z.string(),
  /** Encrypted: the last 8 characters are the key, the rest is the ciphertext (see cs-link.ts). */
  path: z.string(),
  displayName: z.string().nullable(),
});

export const domainRouteItem = z.object({
  domain: z.string(),
  type: z.enum(['MEMBER', 'AGENT', 'APP']),
  isMain: z.boolean(),
});

export const resourceItem = z.object({
  labelNameEn: z.string(),
  url: z.string(),
  type: z.string(),
});

export const brandInfo = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  theme: brandTheme,
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  licenceImage: z.string().nullable(),
  paymentMethods: z.array(z.object({ name: z.string(), image: z.string() })),
});
export type BrandInfo = z.infer<typeof brandInfo>;

export const maintenanceState = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
  endsAt: z.string().nullable(),
});

export const regionRestrictionState = z.object({
  restricted: z.boolean(),
  country: z.string().nullable(),
  reason: z.enum(['COUNTRY', 'IP_RANGE']).nullable(),
});

/** GET /wps/system/location: the visitor's address and the country it maps to. */
export const locationValue = z.object({ ip: z.string(), country: z.string().nullable() });
export type LocationValue = z.infer<typeof locationValue>;

export const statusValue = z.object({
  info: z.object({
    whitelabel: z.array(whitelabelNode),
    register: registerRules,
    customerService: z.array(customerServiceItem),
    domainRoute: z.array(domainRouteItem),
    resources: z.array(resourceItem),
    mainDomain: z.string(),
    analytics: z.string().nullable(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    brand: brandInfo,
    /** The merchant's IANA time zone: its players' "today" and the zone dates are shown in. */
    timeZone: z.string(),
    settings: z.object({
      minAge: z.number().int(),
      agentTypes: z.array(z.number().int()),
      trialTypes: z.array(z.number().int()),
      /**
       * The most a player gets for following the merchant's Zalo account (spec section 9: "up to 131K"), in minor
       * units; shown beside its Zalo link. Null: the merchant offers none.
       */
      zaloReward: z
        .string()
        .regex(/^\d{1,15}$/)
        .nullable(),
    }),
  }),
  maintenance: maintenanceState,
  regionRestriction: regionRestrictionState,
  location: locationValue,
});
export type StatusValue = z.infer<typeof statusValue>;

export type DomainRouteItem = z.infer<typeof domainRouteItem>;

export const countryItem = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export type CountryItem = z.infer<typeof countryItem>;

export const helpCenterQuery = z.object({
  language: z.string().max(8).optional(),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});
export const helpArticle = z.object({ id: z.number().int(), anchor: z.string().nullable(), title: z.string(), content: z.string() });
export const helpCategory = z.object({ id: z.number().int(), title: z.string(), articles: z.array(helpArticle) });
export type HelpCategory = z.infer<typeof helpCategory>;

/** System status: 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export const SystemStatus = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

export const deriveSystemStatus = (value: Pick<StatusValue, 'maintenance' | 'regionRestriction'>): SystemStatusCode => {
  if (value.maintenance.enabled) return SystemStatus.Maintenance;
  if (value.regionRestriction.restricted) return SystemStatus.RegionRestricted;
  return SystemStatus.Normal;
};
