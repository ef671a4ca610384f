import { createIdentityStandin } from './standin';
import { standinOutboxToken } from './protocol';

/**
 * The identity stand-in process (`npm start` starts it beside the site and the studio): OpenID Connect sign-in and
 * phone authentication for the demo merchant. Settings: IDP_SECRET (the master secret the site shares, 16 characters
 * or more), IDP_PORT (8095), IDP_HOST (127.0.0.1), IDP_PUBLIC_URL (its address as browsers and the site reach it;
 * by default http://IDP_HOST:IDP_PORT), IDP_PLATFORM_URL (the site: codes go to its development outbox),
 * IDP_ALLOWED_ORIGINS (site origins served besides loopback addresses, comma-separated).
 */
const env = process.env;
const secret = env.IDP_SECRET;
if (!secret || secret.length < 16) {
  console.error('IDP_SECRET (16 characters or more) is required');
  process.exit(1);
}
const platform = (env.IDP_PLATFORM_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const outboxToken = standinOutboxToken(secret);
const standin = await createIdentityStandin({
  secret,
  publicUrl: env.IDP_PUBLIC_URL,
  origins: (env.IDP_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  // The text a real provider would send to the phone goes to the site's development outbox (/dev/outbox).
  deliver: async (m) => {
    const res = await fetch(`${platform}/dev/outbox/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${outboxToken}` },
      body: JSON.stringify(m),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`the outbox answered ${res.status}`);
  },
});
const url = await standin.listen(Number(env.IDP_PORT ?? 8095), env.IDP_HOST ?? '127.0.0.1');
console.log(`identity stand-in ready at ${url}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
