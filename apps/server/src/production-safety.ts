import { isNotNull } from 'drizzle-orm';
import type { Config } from './core/config';
import type { Db } from './db/client';
import { paymentChannels, vendorProtocols, vendorSecrets } from './db/schema';
import { merchantsOnIdentityStandin } from './seed/identity-standin';
import { demoGatewaySecret } from './seed/wallet';

/** The shortest secret production accepts: 32 characters (at least 128 bits however it was drawn). */
export const MIN_SECRET_LENGTH = 32;

/**
 * What a production start would switch on or trust that only development may: a development aid turned on, or a
 * secret that is short. Each line names the setting to change.
 */
export const configProblems = (c: Config): string[] => {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (c.DEV_OUTBOX) problems.push('DEV_OUTBOX: the development outbox shows codes to anyone; it cannot be on in production');
  if (c.GATEWAY_STANDIN) problems.push('GATEWAY_STANDIN: the payment-gateway stand-in pays without money; it cannot be on in production');
  if (c.IDP_URL) problems.push('IDP_URL: the local identity stand-in signs anyone in; it cannot be set in production');
  if (c.OPS_API_KEY && c.OPS_API_KEY.length < MIN_SECRET_LENGTH)
    problems.push(`OPS_API_KEY: at least ${MIN_SECRET_LENGTH} characters in production`);
  if (c.TRANSFER_VENDOR_SECRET && c.TRANSFER_VENDOR_SECRET.length < MIN_SECRET_LENGTH)
    problems.push(`TRANSFER_VENDOR_SECRET: at least ${MIN_SECRET_LENGTH} characters in production`);
  return problems;
};

/** Secrets in the database that were seeded for the demo or are too short to sign money movements with. */
export const storedSecretProblems = async (db: Db): Promise<string[]> => {
  const problems: string[] = [];
  const channels = await db
    .select({ code: paymentChannels.code, secret: paymentChannels.gatewaySecret })
    .from(paymentChannels)
    .where(isNotNull(paymentChannels.gatewaySecret));
  for (const ch of channels) {
    if (ch.secret === demoGatewaySecret) problems.push(`payment channel ${ch.code}: the demo's seeded gateway secret`);
    else if ((ch.secret ?? '').length < MIN_SECRET_LENGTH)
      problems.push(`payment channel ${ch.code}: gateway secret shorter than ${MIN_SECRET_LENGTH}`);
  }
  for (const v of await db.select().from(vendorSecrets))
    if (v.secret.length < MIN_SECRET_LENGTH) problems.push(`vendor ${v.vendor}: signing secret shorter than ${MIN_SECRET_LENGTH}`);
  return problems;
};

/**
 * reliability.md, "Production and development": a production start refuses a development aid that is on and any
 * seeded or short secret, naming every one, instead of serving with them.
 */
export const assertProductionSafe = async (config: Config, db: Db) => {
  if (config.NODE_ENV !== 'production') return;
  const problems = [...configProblems(config), ...(await storedSecretProblems(db))];
  // Vendor protocol secrets sealed with the key kept in the database open for anyone holding a copy of it.
  if (!config.VENDOR_SECRETS_KEY && (await db.select({ id: vendorProtocols.id }).from(vendorProtocols).limit(1)).length > 0)
    problems.push('VENDOR_SECRETS_KEY: vendor protocols are configured, so their secrets must be sealed with a key outside the database');
  for (const code of await merchantsOnIdentityStandin(db))
    problems.push(`merchant ${code}: signs in through the local identity stand-in; configure a real provider (auth-settings)`);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
};
