/**
 * The wallet benchmark's anchor (issue 33): pgbench sending, per transfer, the very statements the HTTP path sends for
 * POST /wps/wallet/transfer/upline — the session read (which also answers the recall's vendors), and the transfer with its idempotency key,
 * bonus guard and event — prepared, at the same concurrency, with no HTTP and no Node in between. The
 * statement texts come from the server's own registry, so the two sides cannot drift apart. A server copy reuses a
 * session's read for SESSION_CACHE_MS (issue 33), so the session read goes with only a share of the transfers
 * (`sessionReads`: each member's read once per cache time, against the HTTP side's transfers per second).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { statementText } from '../src/core/statements';
import type { Db } from '../src/db/client';
import { createLedgerService } from '../src/modules/ledger';
import '../src/modules/sessions';
import '../src/modules/vendors';
import { cpuMeter, dbUrl } from './bench-lib';

export type SqlAlone = { tps: number; transfers: number; pgCpuMs: number; pgbenchCpuMs: number; statements: number };

/** A server statement with its `$n` parameters replaced by pgbench expressions, on one line. */
const bind = (name: string, args: Record<number, string>) => {
  const text = statementText(name);
  if (!text) throw new Error(`no statement ${name}`);
  return `${text.replace(/\$(\d+)/g, (_, n: string) => args[Number(n)] ?? `$${n}`).replace(/\s+/g, ' ')};`;
};

/** The pgbench script: a random pair per transaction, its ids set by branches (no lookup statement of its own). */
const script = (merchantId: number, pairs: { memberId: number; memberAcc: number; agentAcc: number }[], sessionReads: number) => {
  const lines = [`\\set p random(1, ${pairs.length})`, '\\set i random(1, 1000000000000)', '\\set r random(1, 1000000)'];
  pairs.forEach((p, k) => {
    lines.push(
      `${k === 0 ? '\\if' : '\\elif'} :p = ${k + 1}`,
      `\\set mem ${p.memberId}`,
      `\\set macc ${p.memberAcc}`,
      `\\set aacc ${p.agentAcc}`,
    );
  });
  lines.push('\\endif');
  // The session read that also answers the recall's vendors (the money-out routes' read, issue 33).
  lines.push(`\\if :r <= ${Math.round(sessionReads * 1_000_000)}`, bind('session_resolve_recall', { 1: `'bt' || :mem` }), '\\endif');
  lines.push(
    bind('ledger_transfer_event_bonus_clear', {
      1: String(merchantId),
      2: `'pb' || :i`,
      3: `'h' || :i`,
      4: `'TRANSFER_UPLINE'`,
      5: `'ref'`,
      6: `'{}'`,
      7: 'ARRAY[:macc, :aacc]',
      8: `'{-100,100}'`,
      9: `'transfer.completed'`,
      10: ':mem',
      11: 'NULL',
      12: `'{"kind":"TRANSFER_UPLINE"}'`,
      13: ':mem',
    }),
  );
  return { text: `${lines.join('\n')}\n`, statements: 1 + sessionReads };
};

/** pgbench running the upline transfer's statements for `seconds` with `clients` clients on database `name`. */
export const pgbenchTransfers = async (o: {
  db: Db;
  name: string;
  merchantId: number;
  members: { memberId: number; agentId: number }[];
  clients: number;
  seconds: number;
  /** The share of transfers that send the session read (0 … 1); 1 when the servers keep no session reads. */
  sessionReads?: number;
}): Promise<SqlAlone> => {
  const ledger = createLedgerService({ db: o.db });
  const pairs: { memberId: number; memberAcc: number; agentAcc: number }[] = [];
  for (const m of o.members) {
    // The sessions pgbench reads: one per member under a token hash it can compute ('bt' || member id).
    await o.db.execute(sql`INSERT INTO sessions (merchant_id, member_id, token_hash, expires_at)
      VALUES (${o.merchantId}, ${m.memberId}, ${`bt${m.memberId}`}, now() + interval '1 day')`);
    pairs.push({
      memberId: m.memberId,
      memberAcc: await ledger.accountId(o.merchantId, { memberId: m.memberId }),
      agentAcc: await ledger.accountId(o.merchantId, { memberId: m.agentId }),
    });
  }
  const s = script(o.merchantId, pairs, Math.min(1, Math.max(0, o.sessionReads ?? 1)));
  const file = path.join(os.tmpdir(), `${o.name}.wallet.pgbench.sql`);
  fs.writeFileSync(file, s.text);
  try {
    const meter = cpuMeter({ database: o.name, commands: ['pgbench'] });
    const args = ['-n', '-M', 'prepared', '-c', String(o.clients), '-j', '2', '-T', String(o.seconds), '-f', file, dbUrl(o.name)];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => {
        text += c;
      });
      child.stderr.on('data', (c: Buffer) => {
        text += c;
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench failed: ${text}`))));
    });
    const cpu = meter();
    const tps = Number(/tps = ([0-9.]+)/.exec(out)?.[1] ?? 0);
    const transfers = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    if (failed > 0) throw new Error(`pgbench: ${failed} failed transfers\n${out}`);
    const per = (x = 0) => (x * 1000) / Math.max(transfers, 1);
    return { tps, transfers, pgCpuMs: per(cpu.postgres), pgbenchCpuMs: per(cpu.pgbench), statements: s.statements };
  } finally {
    fs.rmSync(file, { force: true });
  }
};
