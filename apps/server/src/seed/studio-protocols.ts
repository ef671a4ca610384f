import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants, vendorProtocols } from '../db/schema';

/**
 * The settings that hold a protocol's address at the vendor, for the protocols whose launch the demo studio answers
 * (their simulators' `vendorApi`): Pragmatic's Integration API (and its game server), Evolution's, Caleta's and Hub88's
 * API origin, and Red Tiger's game address, which the player's browser opens (the studio redirects it to its page).
 */
const URL_SETTINGS: Record<string, string[]> = {
  pragmatic: ['apiUrl', 'gameServerUrl'],
  evolution: ['apiBaseUrl'],
  caleta: ['apiBaseUrl'],
  hub88: ['apiBaseUrl'],
  redtiger: ['launchUrl'],
};

const LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/;

/**
 * Points the merchants' vendor protocol rows that use the demo studio at its real address (issue 34): each address
 * setting becomes `{studio}/proto/{protocol}/{VENDOR}/{MERCHANT}`, where the studio answers the vendor's API with the
 * protocol's simulator. A row is the studio's when every address it has is local (127.0.0.1, localhost) or already the
 * studio's; a row with an operator's other address is left as it is. Run at every start with the studio vendors
 * (studio-vendors.ts), so a studio on another port or host is followed.
 */
export const pointProtocolsAtStudio = async (db: Db, o: { url: string }) => {
  const base = o.url.replace(/\/$/, '');
  const rows = await db
    .select({
      id: vendorProtocols.id,
      vendor: vendorProtocols.vendor,
      protocol: vendorProtocols.protocol,
      settings: vendorProtocols.settings,
      merchant: merchants.code,
    })
    .from(vendorProtocols)
    .innerJoin(merchants, eq(merchants.id, vendorProtocols.merchantId));
  for (const r of rows) {
    const names = URL_SETTINGS[r.protocol];
    if (!names) continue;
    const present = names.map((n) => r.settings[n]).filter((v): v is string => !!v);
    const studios = present.length > 0 && present.every((v) => LOCAL.test(v) || v.startsWith(`${base}/proto/`));
    if (!studios) continue;
    const at = `${base}/proto/${r.protocol}/${encodeURIComponent(r.vendor)}/${encodeURIComponent(r.merchant)}`;
    const settings = { ...r.settings, ...Object.fromEntries(names.map((n) => [n, at])) };
    if (names.every((n) => r.settings[n] === at)) continue;
    await db.update(vendorProtocols).set({ settings }).where(eq(vendorProtocols.id, r.id));
  }
};
