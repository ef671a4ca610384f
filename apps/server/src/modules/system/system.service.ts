import { type LanguageCode, type RegisterRules, type StatusValue, brandLogoUrl, encryptCsLink } from '@wl/contracts';
import type { Db } from '../../db/client';
import { countryOf } from '../geo';
import { evaluateRegion } from '../geo';
import type { MerchantContext } from '../merchants';
import { createSystemRepo } from './system.repo';

export const createSystemService = (deps: { db: Db; now?: () => Date }) => {
  const repo = createSystemRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const maintenanceOf = (m: MerchantContext, lang: LanguageCode) => {
    const r = m.row;
    const endsAt = r.maintenanceEndsAt;
    const enabled = r.maintenanceEnabled && (!endsAt || endsAt.getTime() > now().getTime());
    const msg = r.maintenanceMessage ?? null;
    return {
      enabled,
      message: enabled && msg ? (msg[lang] ?? msg.EN ?? null) : null,
      endsAt: enabled && endsAt ? endsAt.toISOString() : null,
    };
  };

  // Every call checks the visitor's region; the answer per address is kept with the merchant context it was made
  // from (a refreshed context after a rule change starts empty), at most a few thousand addresses each.
  const regionCache = new WeakMap<MerchantContext, Map<string, ReturnType<typeof evaluateRegion>>>();
  const regionOf = (m: MerchantContext, ip: string) => {
    const byIp = regionCache.get(m) ?? new Map<string, ReturnType<typeof evaluateRegion>>();
    if (byIp.size === 0) regionCache.set(m, byIp);
    const hit = byIp.get(ip);
    if (hit) return hit;
    const out = evaluateRegion(ip, countryOf(ip), m.regionRules);
    if (byIp.size >= 4096) byIp.clear();
    byIp.set(ip, out);
    return out;
  };

  const registerRulesOf = async (m: MerchantContext): Promise<RegisterRules> => {
    const rows = await repo.registerSettings(m.id);
    return Object.fromEntries(
      rows.map((r) => [
        r.field,
        {
          acceptedPattern: r.acceptedPattern,
          minLength: r.minLength,
          maxLength: r.maxLength,
          patternId: r.patternId,
          required: r.required,
          visible: r.visible,
        },
      ]),
    );
  };

  const customerServiceOf = async (m: MerchantContext) =>
    Promise.all(
      (await repo.customerService(m.id)).map(async (c) => ({
        csType: c.csType,
        path: await encryptCsLink(c.url),
        displayName: c.displayName,
      })),
    );

  const domainRoutesOf = async (m: MerchantContext) =>
    (await repo.domainRoutes(m.id)).map((d) => ({ domain: d.domain, type: d.type, isMain: d.isMain }));

  const status = async (m: MerchantContext, ip: string, lang: LanguageCode): Promise<StatusValue> => {
    const [register, customerService, domainRoute, res] = await Promise.all([
      registerRulesOf(m),
      customerServiceOf(m),
      domainRoutesOf(m),
      repo.resources(m.id),
    ]);
    const r = m.row;
    const region = regionOf(m, ip);
    return {
      info: {
        whitelabel: m.tree,
        register,
        customerService,
        domainRoute,
        resources: res.map((x) => ({ labelNameEn: x.labelNameEn, url: x.url, type: x.type })),
        mainDomain: r.mainDomain,
        analytics: r.analyticsId ?? null,
        imageCDNs: r.imageCdns,
        launchGameCDNs: r.launchGameCdns,
        brand: {
          code: r.code,
          name: r.name,
          logoUrl: brandLogoUrl(r.code, r.updatedAt),
          theme: r.theme as StatusValue['info']['brand']['theme'],
          currency: { code: r.currencyCode, symbol: r.currencySymbol, decimals: r.currencyDecimals },
          languages: r.languages,
          defaultLanguage: r.defaultLanguage,
          licenceImage: r.licenceSvg ? `/media/brand/${r.code}/licence.svg` : null,
          paymentMethods: r.paymentMethods,
        },
        timeZone: r.timeZone,
        settings: { ...r.settings, zaloReward: r.settings.zaloReward ?? null },
      },
      maintenance: maintenanceOf(m, lang),
      regionRestriction: region,
      location: { ip, country: region.country },
    };
  };

  return {
    status,
    maintenanceOf,
    regionOf,
    registerRulesOf,
    domainRoutesOf,
    countries: async (m: MerchantContext) =>
      (await repo.countries(m.id)).map((c) => ({ countryCode: c.countryCode, countryDialingCode: c.dialingCode, name: c.name })),
    help: (m: MerchantContext, lang: string, device: string) => repo.help(m.id, lang, device),
  };
};
export type SystemService = ReturnType<typeof createSystemService>;
