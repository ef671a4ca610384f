/**
 * Vendor simulator. Seamless players:
 *   tsx src/cli.ts --url http://127.0.0.1:8080 --vendor HOUSE --secret <hex> --tokens t1,t2 [--rounds 500 | --seconds 15]
 *     [--chaos] [--seed 42] [--timeout-ms 5000] [--max-bet 500] [--tokens-file f] [--merchant DEMO --node-id 12 --session-tokens s1,s2]
 *   (--url a,b: server copies behind no balancer; player i plays on copy i mod n, as a balancer keeping connections would)
 * prints one JSON report on stdout (exit 1 when an answer broke a rule). Transfer-wallet stand-in:
 *   tsx src/cli.ts --standin-port 9100 --standin-secret <secret>   (serves until killed; alone when no --url)
 * Every flag may also come from the environment: SIM_URL, SIM_VENDOR, SIM_SECRET, SIM_TOKENS, SIM_ROUNDS, ...
 */
import fs from 'node:fs';
import { launchTokens, runSimulation } from './sim';
import { createTransferStandin } from './transfer-standin';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) {
    const next = args[i + 1];
    return next === undefined || next.startsWith('--') ? 'true' : next;
  }
  return process.env[`SIM_${name.toUpperCase().replace(/-/g, '_')}`];
};
const list = (v: string | undefined) => (v ? v.split(/[,\s]+/).filter(Boolean) : []);
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const standinPort = num(flag('standin-port'));
if (standinPort !== undefined) {
  const secret = flag('standin-secret');
  if (!secret) throw new Error('--standin-secret is required with --standin-port');
  const standin = createTransferStandin({ secret });
  const base = await standin.listen(standinPort, flag('standin-host') ?? '127.0.0.1');
  console.error(`transfer-wallet stand-in at ${base}`);
  process.on('SIGTERM', () => void standin.close().then(() => process.exit(0)));
}

const url = flag('url');
if (url) {
  const vendor = flag('vendor') ?? 'HOUSE';
  const secret = flag('secret');
  if (!secret) throw new Error('--secret is required');
  let tokens = [...list(flag('tokens')), ...list(flag('tokens-file') ? fs.readFileSync(flag('tokens-file') as string, 'utf8') : undefined)];
  const sessions = list(flag('session-tokens'));
  if (sessions.length)
    tokens = tokens.concat(
      await launchTokens({
        url: url.split(',')[0] as string,
        merchant: flag('merchant') ?? 'DEMO',
        nodeId: Number(flag('node-id')),
        sessionTokens: sessions,
      }),
    );
  const players = num(flag('players'));
  if (players !== undefined) tokens = tokens.slice(0, players);
  if (!tokens.length) throw new Error('no player tokens (--tokens, --tokens-file or --session-tokens with --node-id)');
  const before = process.cpuUsage();
  const report = await runSimulation({
    url,
    vendor,
    secret,
    tokens,
    rounds: num(flag('rounds')),
    seconds: num(flag('seconds')),
    chaos: flag('chaos') === 'true' || flag('chaos') === '1',
    seed: num(flag('seed')),
    timeoutMs: num(flag('timeout-ms')),
    maxBet: num(flag('max-bet')),
    gameCode: flag('game-code'),
  });
  // The simulator's own CPU time, so a benchmark can tell what the vendor side cost on a shared machine: the whole
  // process (start-up included) and the simulation alone.
  const cpu = process.cpuUsage();
  const run = process.cpuUsage(before);
  const ms = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  process.stdout.write(`${JSON.stringify({ ...report, cpuMs: ms(cpu), runCpuMs: ms(run) })}\n`);
  if (standinPort === undefined) process.exit(report.violationCount === 0 ? 0 : 1);
}
