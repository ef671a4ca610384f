#!/usr/bin/env node
// `npm run ops -- <command> …`: the operator API from a terminal. OPS_URL (default http://127.0.0.1:8080) and
// OPS_KEY (an operator key, or OPS_API_KEY — the bootstrap superuser).
import { randomUUID } from 'node:crypto';

const base = process.env.OPS_URL ?? 'http://127.0.0.1:8080';
const key = process.env.OPS_KEY ?? process.env.OPS_API_KEY;
const [cmd, ...args] = process.argv.slice(2);

const usage = `usage: npm run ops -- <command>
  whoami
  operators:create <name> <ADMIN|FINANCE|SUPPORT> [merchant]   prints the new operator's key once
  operators:list
  deposits <merchant> [status]                                  e.g. deposits DEMO PENDING
  deposits:approve <merchant> <id>
  deposits:reject <merchant> <id> <reason…>
  withdrawals <merchant> [status]
  withdrawals:approve <merchant> <id>
  withdrawals:reject <merchant> <id> <reason…>
  withdrawals:resolve <merchant> <id> <REFUND|FORCE_RECEIPT|PAYOUT_FAILED> <reason…>
  adjust <merchant> <account> <amount, e.g. 100.00 or -25.50> <reason…>
  wallet <merchant> <account>
  ledger:check
  jobs:auto-receipt
  audit [limit]`;

const call = async (method, path, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.success === false) {
    console.error(`${res.status} ${json.code ?? ''} ${json.message ?? ''}`.trim());
    process.exit(1);
  }
  console.log(JSON.stringify(json.value, null, 2));
};

const rest = (from) => args.slice(from).join(' ');
const commands = {
  whoami: () => call('GET', '/ops/v1/whoami'),
  'operators:create': () => call('POST', '/ops/v1/operators', { name: args[0], role: args[1], ...(args[2] ? { merchant: args[2] } : {}) }),
  'operators:list': () => call('GET', '/ops/v1/operators'),
  deposits: () => call('GET', `/ops/v1/merchants/${args[0]}/deposits${args[1] ? `?status=${args[1]}` : ''}`),
  'deposits:approve': () => call('POST', `/ops/v1/merchants/${args[0]}/deposits/${args[1]}/approve`),
  'deposits:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/deposits/${args[1]}/reject`, { reason: rest(2) }),
  withdrawals: () => call('GET', `/ops/v1/merchants/${args[0]}/withdrawals${args[1] ? `?status=${args[1]}` : ''}`),
  'withdrawals:approve': () => call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/approve`),
  'withdrawals:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/reject`, { reason: rest(2) }),
  'withdrawals:resolve': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/resolve`, { action: args[2], reason: rest(3) }),
  adjust: () =>
    call('POST', `/ops/v1/merchants/${args[0]}/members/${args[1]}/adjust`, {
      amount: args[2],
      reason: rest(3),
      requestId: `cli-${randomUUID()}`,
    }),
  wallet: () => call('GET', `/ops/v1/merchants/${args[0]}/members/${args[1]}/wallet`),
  'ledger:check': () => call('GET', '/ops/v1/ledger/check'),
  'jobs:auto-receipt': () => call('POST', '/ops/v1/jobs/auto-receipt/run'),
  audit: () => call('GET', `/ops/v1/audit?limit=${args[0] ?? 50}`),
};

if (!cmd || !commands[cmd]) {
  console.log(usage);
  process.exit(cmd ? 1 : 0);
}
if (!key) {
  console.error('Set OPS_KEY (an operator key) or OPS_API_KEY (the bootstrap superuser).');
  process.exit(1);
}
await commands[cmd]();
