/**
 * `npm run vendor-adapter -w @wl/server -- <command>`: an operator's view of vendor_adapters (issue 15), on the
 * database of DATABASE_URL (or DATA_DIR's embedded one, with the server stopped).
 *   list                                                     every configured vendor: wallet protocol, address, secret set
 *   set <CODE> --wallet seamless|transfer --url <base> [--secret <secret>] [--disable]
 *                                                            points a vendor at an address (a real provider instead of the
 *                                                            demo studio): game pages are {base}/play, transfer calls
 *                                                            {base}/transfer/*, reachability {base}/health
 * Launches read the change within 5 seconds; transfer-wallet clients are made at the server's start.
 */
import { loadConfig } from '../src/core/config';
import { openDatabase } from '../src/db/client';
import { createAdaptersRepo } from '../src/modules/vendors';

const [cmd, code, ...rest] = process.argv.slice(2);
const flag = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? (rest[i + 1] ?? '') : undefined;
};
const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await handle.migrate();
  const repo = createAdaptersRepo(handle.db);
  if (cmd === 'list') {
    for (const a of await repo.all())
      console.log(
        `${a.vendor.padEnd(12)} ${a.wallet.padEnd(9)} ${a.enabled ? 'enabled ' : 'disabled'} ${a.secret ? 'secret set' : 'NO SECRET '} ${a.baseUrl}`,
      );
  } else if (cmd === 'set' && code && /^[A-Z0-9_]{2,32}$/.test(code)) {
    const wallet = flag('wallet');
    const url = flag('url');
    if ((wallet !== 'seamless' && wallet !== 'transfer') || !url || !/^https?:\/\//.test(url))
      throw new Error('--wallet seamless|transfer and --url http(s)://… are required');
    const secret = flag('secret');
    if (secret !== undefined && secret.length < 16) throw new Error('--secret must be 16 characters or more');
    await repo.upsert(handle.db, { vendor: code, wallet, baseUrl: url, secret, enabled: !rest.includes('--disable') });
    console.log(`${code}: ${wallet} at ${url}${secret ? ' (secret replaced)' : ''}`);
  } else {
    console.log('usage: list | set <CODE> --wallet seamless|transfer --url <base> [--secret <secret>] [--disable]');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
