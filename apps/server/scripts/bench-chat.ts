/**
 * `npm run bench:chat`: live chat at scale, loopback only, bounded in time. A fresh PostgreSQL database (demo data
 * plus BENCH_CHAT_CLIENTS / 2 members with open sessions), Redis, and two server copies as child processes. Each member
 * holds one chat socket on copy A (it sends there) and one on copy B (it receives there), so BENCH_CHAT_CLIENTS sockets
 * (2,000 by default) are connected across the two copies and every delivery measured crossed copies through Redis.
 * Senders write at a fixed offered rate per phase (BENCH_CHAT_RATES, messages/s, 100,200,400, BENCH_CHAT_PHASE_S seconds each);
 * every message is stored, published, and delivered to the member's sockets and the console sockets (one agent on
 * each copy). Prints delivered messages/s and the p50/p99 latency from send to delivery on the other copy, beside a
 * bare WebSocket echo server (same client count, same offered rates; latency = round trip) in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/index';
import { freePorts } from '../../../scripts/free-ports.mjs';
import { adminQuery, dbUrl, pct, startServer, stop } from './bench-lib';

const clients = Number(process.env.BENCH_CHAT_CLIENTS ?? 2000);
const members = Math.floor(clients / 2);
const rates = (process.env.BENCH_CHAT_RATES ?? '100,200,400').split(',').map(Number);
const phaseS = Number(process.env.BENCH_CHAT_PHASE_S ?? 8);
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `wl_bench_chat_${randomBytes(4).toString('hex')}`;

const open = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
/** Opens many sockets, a few hundred at a time (the accept queue of a busy copy is not the thing measured). */
const openAll = async (urls: string[]) => {
  const out: WebSocket[] = [];
  for (let i = 0; i < urls.length; i += 200) out.push(...(await Promise.all(urls.slice(i, i + 200).map(open))));
  return out;
};

type Phase = { rate: number; sent: number; delivered: number; lat: number[]; seconds: number };

/** Drives `send(i)` at `rate` per second for `forS` seconds (a tick every 10 ms), then waits for stragglers. */
const drive = async (rate: number, senders: number, send: (i: number) => void, settle: () => number, forS = phaseS, settleMs = 10_000) => {
  const started = performance.now();
  let sent = 0;
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (sent < due) {
        send(next);
        next = (next + 1) % senders;
        sent++;
      }
      if (performance.now() - started >= forS * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const until = performance.now() + settleMs;
  while (settle() < sent && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  return { sent, seconds: (performance.now() - started) / 1000 };
};

const echoServer = async () => {
  const port = await freePorts(1);
  const code = `const { WebSocketServer } = require('ws'); const s = new WebSocketServer({ port: ${port}, host: '127.0.0.1' });
    s.on('connection', (ws) => ws.on('message', (d) => ws.send(d))); console.log('ready');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'], cwd: import.meta.dirname });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { child, url: `ws://127.0.0.1:${port}` };
};

const runEcho = async (): Promise<Phase[]> => {
  const { child, url } = await echoServer();
  const sockets = await openAll(Array.from({ length: clients }, () => url));
  const out: Phase[] = [];
  for (const rate of rates) {
    const lat: number[] = [];
    sockets.forEach((ws) => {
      ws.removeAllListeners('message');
      ws.on('message', (d) => lat.push(performance.now() - Number(String(d))));
    });
    const r = await drive(
      rate,
      sockets.length,
      (i) => sockets[i]?.send(String(performance.now())),
      () => lat.length,
    );
    out.push({ rate, sent: r.sent, delivered: lat.length, lat, seconds: r.seconds });
  }
  for (const ws of sockets) ws.terminate();
  child.kill('SIGTERM');
  return out;
};

const runChat = async (): Promise<{ phases: Phase[]; consoleFrames: number }> => {
  await adminQuery(`CREATE DATABASE ${name}`);
  const procs: ChildProcess[] = [];
  let stopping = false;
  try {
    const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
    await handle.migrate();
    await seedDemo(handle.db);
    const db = handle.db;
    // The copies run as in production, which refuses the demo's seeded gateway secret: the scratch database gets its own.
    await db.execute(sql`UPDATE payment_channels SET gateway_secret = ${randomBytes(32).toString('hex')} WHERE gateway_secret IS NOT NULL`);
    const mid = Number(
      ((await db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`)) as unknown as { rows: { id: number }[] }).rows[0]?.id,
    );
    const tokens = Array.from({ length: members }, () => randomBytes(24).toString('base64url'));
    await db.execute(sql`INSERT INTO members (merchant_id, account) SELECT ${mid}, 'bchat' || g FROM generate_series(1, ${members}) g`);
    const ids = (
      (await db.execute(sql`SELECT id FROM members WHERE account LIKE 'bchat%' ORDER BY id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500).map(
        (r, j) =>
          sql`(${mid}, ${r.id}, ${createHash('sha256')
            .update(tokens[i + j] as string)
            .digest('hex')}, now() + interval '1 day')`,
      );
      await db.execute(sql`INSERT INTO sessions (merchant_id, member_id, token_hash, expires_at) VALUES ${sql.join(chunk, sql`, `)}`);
    }
    await handle.close();

    const env = {
      DATABASE_URL: dbUrl(name),
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: name,
      SUPPORT_MESSAGES_PER_10S: '100000',
    };
    const a = await startServer(env);
    procs.push(a.child);
    const b = await startServer(env);
    procs.push(b.child);
    for (const [label, p] of [
      ['A', a.child],
      ['B', b.child],
    ] as const)
      p.once('exit', (code, signal) => stopping || console.error(`copy ${label} exited (${code ?? signal}) during the run`));
    const wsUrl = (base: string) => `${base.replace('http', 'ws')}/wps/support/ws`;

    const staffToken = async (base: string) =>
      (
        await (
          await fetch(`${base}/wps/support-console/login`, {
            method: 'POST',
            headers: { merchant: 'DEMO', 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'support01', password: 'support123' }),
          })
        ).json()
      ).value.token as string;

    const senders = await openAll(tokens.map(() => wsUrl(a.base)));
    const receivers = await openAll(tokens.map(() => wsUrl(b.base)));
    const consoles = await openAll([wsUrl(a.base), wsUrl(b.base)]);
    const ready = (ws: WebSocket, auth: object) =>
      new Promise<void>((resolve, reject) => {
        ws.once('close', (code) => reject(new Error(`socket closed (${code}) before it was ready`)));
        ws.once('message', (d) => (JSON.parse(String(d)).t === 'ready' ? resolve() : reject(new Error(String(d)))));
        ws.send(JSON.stringify({ t: 'auth', merchant: 'DEMO', ...auth }));
      });
    for (let i = 0; i < members; i += 200) {
      await Promise.all(
        tokens
          .slice(i, i + 200)
          .flatMap((token, j) => [ready(senders[i + j] as WebSocket, { token }), ready(receivers[i + j] as WebSocket, { token })]),
      );
    }
    const st = await staffToken(a.base);
    await Promise.all(consoles.map((ws) => ready(ws, { staffToken: st })));
    let consoleFrames = 0;
    for (const ws of consoles) ws.on('message', () => consoleFrames++);
    let errors = 0;
    for (const ws of senders) ws.on('message', (d) => String(d).includes('"error"') && errors++);

    // Warm-up (not reported): one message per member opens its conversation and warms both copies.
    {
      let got = 0;
      for (const ws of receivers) ws.on('message', (d) => String(d).startsWith('{"t":"message"') && got++);
      const warm = Math.max(50, Math.min(400, members));
      await drive(
        warm,
        senders.length,
        (i) => senders[i]?.send(JSON.stringify({ t: 'send', body: `warm ${i}` })),
        () => got,
        Math.ceil(members / warm),
      );
    }
    const phases: Phase[] = [];
    for (const rate of rates) {
      const lat: number[] = [];
      for (const ws of receivers) {
        ws.removeAllListeners('message');
        ws.on('message', (d) => {
          const f = JSON.parse(String(d));
          if (f.t === 'message' && f.ref) lat.push(performance.now() - Number(f.ref));
        });
      }
      const r = await drive(
        rate,
        senders.length,
        (i) => senders[i]?.send(JSON.stringify({ t: 'send', body: `hello ${i}`, ref: String(performance.now()) })),
        () => lat.length,
      );
      phases.push({ rate, sent: r.sent, delivered: lat.length, lat, seconds: r.seconds });
    }
    if (errors) console.log(`(chat frames refused: ${errors})`);
    for (const ws of [...senders, ...receivers, ...consoles]) ws.terminate();
    return { phases, consoleFrames };
  } finally {
    stopping = true;
    for (const p of procs) await stop(p);
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
};

const line = (label: string, p: Phase) =>
  `${label.padEnd(26)} offered ${String(p.rate).padStart(5)}/s  sent ${String(p.sent).padStart(6)}  delivered ${String(p.delivered).padStart(6)}  ` +
  `${(p.delivered / p.seconds).toFixed(0).padStart(5)} msg/s  p50 ${pct(p.lat, 50).toFixed(1).padStart(7)} ms  p99 ${pct(p.lat, 99).toFixed(1).padStart(7)} ms`;

console.log(
  `bench:chat — ${clients} sockets (${members} members × 1 socket on copy A + 1 on copy B), 2 copies, Redis, PostgreSQL; ${phaseS}s per rate`,
);
const chat = await runChat();
const echo = await runEcho();
for (let i = 0; i < rates.length; i++) {
  console.log(line('chat (A → Redis → B)', chat.phases[i] as Phase));
  console.log(line('bare ws echo (round trip)', echo[i] as Phase));
}
console.log(`console sockets (one agent per copy) received ${chat.consoleFrames} frames`);
process.exit(0);
