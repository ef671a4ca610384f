#!/usr/bin/env node
// `npm run ops -- <command> …`: the operator API from a terminal. OPS_URL (default http://127.0.0.1:8080) and
// OPS_KEY (an operator key, or OPS_API_KEY — the bootstrap superuser).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

const base = process.env.OPS_URL ?? 'http://127.0.0.1:8080';
const key = process.env.OPS_KEY ?? process.env.OPS_API_KEY;
const [cmd, ...args] = process.argv.slice(2);

const usage = `usage: npm run ops -- <command>
  whoami
  operators:create <name> <ADMIN|FINANCE|SUPPORT> [merchant] [scope,scope…]   prints the new operator's key once
  operators:list
  deposits <merchant> [status]                                  e.g. deposits DEMO PENDING
  deposits:approve <merchant> <id>
  deposits:reject <merchant> <id> <reason…>
  withdrawals <merchant> [status]
  withdrawals:approve <merchant> <id>
  withdrawals:reject <merchant> <id> <reason…>
  withdrawals:resolve <merchant> <id> <REFUND|FORCE_RECEIPT|PAYOUT_FAILED> <reason…>
  adjust <merchant> <account> <amount, e.g. 100.00 or -25.50> <reason…>
  approvals <merchant> [PENDING|APPROVED|REJECTED]              four-eyes requests (above a role's threshold)
  approvals:approve <merchant> <id>                             a second operator approves: the money moves
  approvals:reject <merchant> <id> <reason…>
  wallet <merchant> <account>
  ledger:check
  jobs:auto-receipt
  audit [limit]
  audit:verify [merchant]                                       recomputes a merchant's audit chain (none: the platform chain), names its first break
  audit:checkpoint                                              copies every chain's head to the append-only checkpoints now
  support:staff <merchant>                                      the merchant's live-chat support agents
  support:staff:create <merchant> <username> <display name> <password>
  support:canned <merchant>
  support:canned:add <merchant> <title> <body…>
  support:canned:delete <merchant> <id>
  promotions <merchant>                                         promotions with budget, ledger cost, waiting applications
  promotions:create <merchant> <file.json>                      a promotion as JSON (see /docs, promotionsOps.create)
  promotions:update <merchant> <id> <file.json>
  promotions:categories <merchant> <file.json>                  {"list":[{"code":"WELCOME","names":{"EN":"Welcome"}}]}
  promotions:entries <merchant> [status]                        e.g. promotions:entries DEMO APPLYING
  promotions:approve <merchant> <entry id> [amount in minor units]
  promotions:reject <merchant> <entry id> <reason…>
  rewards:issue <merchant> <account> <amount in minor units> <turnover ×100> <title…>
  members:tags <merchant> <account> [tag…]
  agents:templates <merchant>                                   contract templates and tier tables
  agents:announcements <merchant>                               announcements for agents (the agent centre)
  agents:announce <merchant> <file.json>                        {"title":{"EN":"…","UR":"…"},"contentHtml":{"EN":"<p>…</p>"},"startsAt":null,"endsAt":null}
  agents:template:add <merchant> <file.json>                    {"name":"Daily 1%","kind":"DAILY","tiers":[{"min":"0","active":0,"rateBp":100}]}
  agents:offer <merchant> <account> <template id>               offer a template to a top-level agent
  agents:move <merchant> <account> <upline|->                   move an account and its team (- = to the top)
  agents:settle <merchant> <DAILY|HOURLY|REALTIME|DIVIDEND> <period>   e.g. DAILY 2026-11-24, DIVIDEND W:2026-11-16
  agents:void <merchant> <kind> <period>                        void a period nothing was paid for yet
  agents:bills <merchant> <kind> <period>
  agents:rebuild <merchant> <from day> <to day>                 rebuild team figures of those days from the events (backfill)
  events:drain <consumer>                                       run a consumer now, e.g. growth.activity
  rebates <merchant>                                            payout mode and rate table
  rebates:set <merchant> <file.json>                            {"mode":"MANUAL|DAILY|REALTIME","rates":[{"category":"RNG","vipLevel":0,"rateBp":60}]}
  rebates:run <merchant>                                        pay the automatic rebates now (DAILY, REALTIME)
  missions <merchant>                                           the missions and the leaderboard's metric
  missions:add <merchant> <file.json>                           {"code":"D_SLOTS","period":"DAILY","title":{"EN":"Play 10 slot rounds"},"condition":"ROUNDS","category":"RNG","target":"10","reward":"1000"}
  missions:update <merchant> <id> <file.json>                   replace a mission (conditions: ROUNDS VALID_BET DEPOSIT LOGIN_DAYS)
  missions:leaderboard <merchant> <VALID_BET|WINS>              rank the leaderboard by valid bet or by net win
  vip <merchant>                                                the VIP levels
  vip:set <merchant> <file.json>                                {"levels":[{"level":1,"names":{"EN":"Bronze"},"minDeposit":"100000","minValidBet":"0"}]}
  vip:monthly <merchant>                                        issue this month's VIP monthly bonuses now
  points <merchant>                                             points ratio, exchange table and rules
  points:set <merchant> <file.json>                             {"pointsPerUnit":1,"unit":"100","exchange":[{"minPoints":100,"points":100,"amount":"100"}],"rules":{"EN":"…"}}
  points:items <merchant>
  points:item:add <merchant> <file.json>                        {"names":{"EN":"Headset"},"quantity":20,"pointsRequired":"3000"}
  points:item:update <merchant> <id> <file.json>
  points:redemptions <merchant> [IN_PROCESS|APPROVED|REJECTED]
  points:approve <merchant> <id> [remark…]                      an item with a cash value is credited to the member
  points:reject <merchant> <id> [remark…]                       points and stock go back
  lottery:draws <merchant> [gameCode] [state]                   e.g. lottery:draws DEMO TCG_SEA_EL0002 closed
  lottery:result <merchant> <draw id> <file.json>               enter (or correct) an official result: {"result":[{"rank":"P1","numbers":["1234"]}, …]}
  lottery:confirm <merchant> <draw id>                          a second operator confirms the entered result
  lottery:close <merchant> <draw id>                            close betting now
  lottery:settle <merchant> <draw id>                           settle a drawn draw now
  lottery:void <merchant> <draw id> <reason…>                   refunds every ticket once
  lottery:odds <merchant> <file.json>                           {"gameCode":"…","entries":[{"betType":"DE","rank":null,"oddsMilli":85000}],"limits":{…}}
  messages:send <merchant> <account|ALL> <SYSTEM|PROMOTION> <title> <content…>
  feedback <merchant> [OPEN|ANSWERED]
  feedback:answer <merchant> <id> <answer…>                     the answer arrives in the member's inbox
  referral <merchant> <on|off> [reward] [minimum first deposit]  amounts in minor units`;

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
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const commands = {
  whoami: () => call('GET', '/ops/v1/whoami'),
  'support:staff': () => call('GET', `/ops/v1/merchants/${args[0]}/support-staff`),
  'support:staff:create': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/support-staff`, { username: args[1], displayName: args[2], password: args[3] }),
  'support:canned': () => call('GET', `/ops/v1/merchants/${args[0]}/support-canned`),
  'support:canned:add': () => call('POST', `/ops/v1/merchants/${args[0]}/support-canned`, { title: args[1], body: rest(2) }),
  'support:canned:delete': () => call('DELETE', `/ops/v1/merchants/${args[0]}/support-canned/${args[1]}`),
  'operators:create': () =>
    call('POST', '/ops/v1/operators', {
      name: args[0],
      role: args[1],
      ...(args[2] && args[2] !== '-' ? { merchant: args[2] } : {}),
      ...(args[3] ? { scopes: args[3].split(',') } : {}),
    }),
  'operators:list': () => call('GET', '/ops/v1/operators'),
  deposits: () => call('GET', `/ops/v1/merchants/${args[0]}/deposits${args[1] ? `?status=${args[1]}` : ''}`),
  'deposits:approve': () => call('POST', `/ops/v1/merchants/${args[0]}/deposits/${args[1]}/approve`),
  'deposits:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/deposits/${args[1]}/reject`, { reason: rest(2) }),
  withdrawals: () => call('GET', `/ops/v1/merchants/${args[0]}/withdrawals${args[1] ? `?status=${args[1]}` : ''}`),
  'withdrawals:approve': () => call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/approve`),
  'withdrawals:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/reject`, { reason: rest(2) }),
  'withdrawals:resolve': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/withdrawals/${args[1]}/resolve`, { action: args[2], reason: rest(3) }),
  approvals: () => call('GET', `/ops/v1/merchants/${args[0]}/approvals${args[1] ? `?state=${args[1]}` : ''}`),
  'approvals:approve': () => call('POST', `/ops/v1/merchants/${args[0]}/approvals/${args[1]}/approve`),
  'approvals:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/approvals/${args[1]}/reject`, { reason: args.slice(2).join(' ') }),
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
  'audit:verify': () => call('GET', args[0] ? `/ops/v1/merchants/${args[0]}/audit/verify` : '/ops/v1/audit/verify'),
  'audit:checkpoint': () => call('POST', '/ops/v1/audit/checkpoint'),
  'agents:announcements': () => call('GET', `/ops/v1/merchants/${args[0]}/agent-announcements`),
  'agents:announce': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-announcements`, json(args[1])),
  'agents:templates': () => call('GET', `/ops/v1/merchants/${args[0]}/agent-templates`),
  'agents:template:add': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-templates`, json(args[1])),
  'agents:offer': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-contracts`, { account: args[1], templateId: Number(args[2]) }),
  'agents:move': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/agent-tree/move`, { account: args[1], upline: args[2] === '-' ? null : args[2] }),
  'agents:settle': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-periods/settle`, { kind: args[1], period: args[2] }),
  'agents:void': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-periods/void`, { kind: args[1], period: args[2] }),
  'agents:rebuild': () => call('POST', `/ops/v1/merchants/${args[0]}/agent-stats/rebuild`, { from: args[1], to: args[2] }),
  'agents:bills': () =>
    call('GET', `/ops/v1/merchants/${args[0]}/agent-bills?kind=${encodeURIComponent(args[1])}&period=${encodeURIComponent(args[2])}`),
  promotions: () => call('GET', `/ops/v1/merchants/${args[0]}/promotions`),
  'promotions:create': () => call('POST', `/ops/v1/merchants/${args[0]}/promotions`, json(args[1])),
  'promotions:update': () => call('PUT', `/ops/v1/merchants/${args[0]}/promotions/${args[1]}`, json(args[2])),
  'promotions:categories': () => call('PUT', `/ops/v1/merchants/${args[0]}/promotion-categories`, json(args[1])),
  'promotions:entries': () => call('GET', `/ops/v1/merchants/${args[0]}/promotion-entries${args[1] ? `?status=${args[1]}` : ''}`),
  'promotions:approve': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/promotion-entries/${args[1]}/approve`, args[2] ? { amount: args[2] } : {}),
  'promotions:reject': () => call('POST', `/ops/v1/merchants/${args[0]}/promotion-entries/${args[1]}/reject`, { reason: rest(2) }),
  'rewards:issue': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/rewards`, {
      account: args[1],
      amount: args[2],
      turnoverX100: Number(args[3]),
      title: { EN: rest(4) },
      requestId: `cli-${randomUUID()}`,
    }),
  'members:tags': () => call('PUT', `/ops/v1/merchants/${args[0]}/members/${args[1]}/tags`, { tags: args.slice(2) }),
  rebates: () => call('GET', `/ops/v1/merchants/${args[0]}/rebates`),
  'rebates:set': () => call('PUT', `/ops/v1/merchants/${args[0]}/rebates`, json(args[1])),
  'rebates:run': () => call('POST', `/ops/v1/merchants/${args[0]}/rebates/run`),
  points: () => call('GET', `/ops/v1/merchants/${args[0]}/points`),
  'points:set': () => call('PUT', `/ops/v1/merchants/${args[0]}/points`, json(args[1])),
  'points:items': () => call('GET', `/ops/v1/merchants/${args[0]}/point-items`),
  'points:item:add': () => call('POST', `/ops/v1/merchants/${args[0]}/point-items`, json(args[1])),
  'points:item:update': () => call('PUT', `/ops/v1/merchants/${args[0]}/point-items/${args[1]}`, json(args[2])),
  'points:redemptions': () => call('GET', `/ops/v1/merchants/${args[0]}/point-redemptions${args[1] ? `?status=${args[1]}` : ''}`),
  'points:approve': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/point-redemptions/${args[1]}/approve`, args[2] ? { remark: rest(2) } : {}),
  'points:reject': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/point-redemptions/${args[1]}/reject`, args[2] ? { remark: rest(2) } : {}),
  missions: () => call('GET', `/ops/v1/merchants/${args[0]}/missions`),
  'missions:add': () => call('POST', `/ops/v1/merchants/${args[0]}/missions`, json(args[1])),
  'missions:update': () => call('PUT', `/ops/v1/merchants/${args[0]}/missions/${args[1]}`, json(args[2])),
  'missions:leaderboard': () => call('PUT', `/ops/v1/merchants/${args[0]}/leaderboard`, { metric: args[1] }),
  vip: () => call('GET', `/ops/v1/merchants/${args[0]}/vip-levels`),
  'vip:set': () => call('PUT', `/ops/v1/merchants/${args[0]}/vip-levels`, json(args[1])),
  'vip:monthly': () => call('POST', `/ops/v1/merchants/${args[0]}/vip-monthly/run`),
  'events:drain': () => call('POST', `/ops/v1/events/consumers/${args[0]}/drain`),
  'lottery:draws': () => {
    const q = new URLSearchParams({ ...(args[1] ? { gameCode: args[1] } : {}), ...(args[2] ? { state: args[2] } : {}) });
    return call('GET', `/ops/v1/merchants/${args[0]}/lottery/draws${q.size ? `?${q}` : ''}`);
  },
  'lottery:result': () => call('POST', `/ops/v1/merchants/${args[0]}/lottery/draws/${args[1]}/result`, json(args[2])),
  'lottery:confirm': () => call('POST', `/ops/v1/merchants/${args[0]}/lottery/draws/${args[1]}/confirm`),
  'lottery:close': () => call('POST', `/ops/v1/merchants/${args[0]}/lottery/draws/${args[1]}/close`),
  'lottery:settle': () => call('POST', `/ops/v1/merchants/${args[0]}/lottery/draws/${args[1]}/settle`),
  'lottery:void': () => call('POST', `/ops/v1/merchants/${args[0]}/lottery/draws/${args[1]}/void`, { reason: rest(2) }),
  'lottery:odds': () => call('PUT', `/ops/v1/merchants/${args[0]}/lottery/odds`, json(args[1])),
  'messages:send': () =>
    call('POST', `/ops/v1/merchants/${args[0]}/messages`, {
      target: args[1] === 'ALL' ? { kind: 'ALL' } : { kind: 'MEMBER', account: args[1] },
      category: args[2],
      title: args[3],
      content: rest(4),
    }),
  feedback: () => call('GET', `/ops/v1/merchants/${args[0]}/feedback${args[1] ? `?status=${args[1]}` : ''}`),
  'feedback:answer': () => call('POST', `/ops/v1/merchants/${args[0]}/feedback/${args[1]}/answer`, { answer: rest(2) }),
  referral: () =>
    call('PUT', `/ops/v1/merchants/${args[0]}/referral`, {
      enabled: args[1] === 'on',
      ...(args[2] ? { reward: args[2] } : {}),
      ...(args[3] ? { minDeposit: args[3] } : {}),
    }),
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
