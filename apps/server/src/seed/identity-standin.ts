import { standinClientId, standinClientSecret, standinPhoneIssuer, standinPhoneProject } from '@wl/idp-standin/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type FirebaseConfig, type OidcProviderConfig, merchantAuthSettings, merchants } from '../db/schema';

/** The id of the stand-in's social sign-in provider in a merchant's settings (production refuses a merchant having it). */
export const STANDIN_PROVIDER_ID = 'standin';
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/;

/**
 * Points a demo merchant's social sign-in and phone authentication at the local identity stand-in (issue 35). Run at
 * every start while IDP_URL is set (the master secret, and so the client secret, may change between starts): the
 * stand-in's provider is added or renewed beside the merchant's others; phone authentication is set unless an
 * operator configured a service of their own (one not on this machine).
 */
export const pointMerchantAtIdentityStandin = async (db: Db, o: { url: string; secret: string; merchant?: string }) => {
  const code = o.merchant ?? 'DEMO';
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)).limit(1);
  if (!m) return false;
  const base = o.url.replace(/\/$/, '');
  const clientId = standinClientId(code);
  const provider: OidcProviderConfig = {
    id: STANDIN_PROVIDER_ID,
    name: 'Local ID',
    issuer: base,
    clientId,
    clientSecret: standinClientSecret(o.secret, clientId),
    scope: 'openid profile email',
  };
  const project = standinPhoneProject(code);
  const phone: FirebaseConfig = {
    issuer: standinPhoneIssuer(base, project),
    audience: project,
    jwksUri: `${base}/jwks`,
    apiUrl: base,
    apiKey: project,
  };
  const [row] = await db.select().from(merchantAuthSettings).where(eq(merchantAuthSettings.merchantId, m.id)).limit(1);
  const oidcProviders = [...(row?.oidcProviders ?? []).filter((p) => p.id !== STANDIN_PROVIDER_ID), provider];
  const firebase = row?.firebase && !LOOPBACK.test(row.firebase.issuer) ? row.firebase : phone;
  await db
    .insert(merchantAuthSettings)
    .values({ merchantId: m.id, oidcProviders, firebase })
    .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { oidcProviders, firebase, updatedAt: new Date() } });
  return true;
};

/** Merchants whose sign-in goes through the stand-in: a production start refuses them (it signs anyone in). */
export const merchantsOnIdentityStandin = async (db: Db) =>
  (
    await db
      .select({ code: merchants.code, providers: merchantAuthSettings.oidcProviders, firebase: merchantAuthSettings.firebase })
      .from(merchantAuthSettings)
      .innerJoin(merchants, eq(merchants.id, merchantAuthSettings.merchantId))
  )
    .filter((r) => r.providers.some((p) => p.id === STANDIN_PROVIDER_ID) || r.firebase?.audience === standinPhoneProject(r.code))
    .map((r) => r.code);
