import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairRng, TABLES, roundSeed, studioVendorSecret } from '../../../packages/studio/src/index';
import { createSeamlessClient } from '@wl/vendor-client';
import { buildApp } from '../src/app';
import { vendorTransactions } from '../src/db/schema';
import { seedStudioVendors } from '../src/seed/studio-vendors';
import { type TestContext, createTestDb, testConfig } from './harness';
import { invariants } from './seamless-helpers';
import { gameOf, launch, mainBalance, player, waitFor } from './studio-helpers';

/** Killing the studio process mid-round, then starting it again: nothing is lost, balances agree with the ledger. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const secret = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wl-studio-crash-'));
let t: TestContext & { studioUrl: string };
let app: FastifyInstance;
let child: ChildProcess | null = null;
let studioPort = 0;
let platformUrl = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

const startStudio = async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'packages/studio/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      STUDIO_PORT: String(studioPort),
      STUDIO_SECRET: secret,
      STUDIO_PLATFORM_URL: platformUrl,
      STUDIO_DATA_DIR: dataDir,
      STUDIO_TABLE_SECONDS: '4',
      STUDIO_RESULT_SECONDS: '1',
      // compacted often, so every kill below also finds a compacted journal
      STUDIO_COMPACT_EVERY: '12',
    },
  });
  await waitFor(async () => (await fetch(`${t.studioUrl}/health`).catch(() => null))?.ok, 60_000);
};
const killStudio = async () => {
  const c = child;
  if (!c || c.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    c.on('exit', () => resolve());
    c.kill('SIGKILL');
  });
};

beforeAll(async () => {
  studioPort = await freePort();
  const { handle, drop } = await createTestDb('seeded');
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  await seedStudioVendors(handle.db, { url: studioUrl, secret, transferVendors: ['SPB', 'DS88'] });
  const config = testConfig({ CATALOGUE_CACHE_MS: '0' });
  app = await buildApp({ config, dbHandle: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  platformUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  t = {
    app,
    dbHandle: handle,
    config,
    studioUrl,
    close: async () => {
      await app.close();
      await drop();
    },
  };
  await startStudio();
}, 120_000);
afterAll(async () => {
  await killStudio();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = async (vendor: string, op: string, body: Record<string, unknown>) =>
  (await (await fetch(`${t.studioUrl}/v/${vendor}/api/${op}`, { method: 'POST', body: JSON.stringify(body) })).json()) as {
    ok: boolean;
    code?: string;
    value: Record<string, unknown>;
  };

describe('studio crash and restart', () => {
  it('a live-table bet taken before a kill is settled by the restarted studio, once', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'EVO', category: 'LIVE', name: /Roulette/ });
    const l = await launch(t as never, p, g.id);
    const open = await waitFor(async () => {
      const s = (await api('EVO', 'table', { launch: l.launch })).value as { phase: string; closesAt: number; now: number; round: number };
      return s.phase === 'BETTING' && s.closesAt - s.now > 2000 ? s : null;
    });
    const placed = await api('EVO', 'table-bet', { launch: l.launch, round: open.round, bets: { red: 500 } });
    expect(placed.ok, JSON.stringify(placed)).toBe(true);
    expect(await mainBalance(t, p.member.id)).toBe(100_00n - 500n);
    await killStudio();
    // The result comes while the studio is down.
    await new Promise((r) => setTimeout(r, Math.max(0, open.closesAt - open.now) + 1500));
    await startStudio();
    const serverSeed = roundSeed(secret, `EVO|${g.code}`, open.round);
    const result = TABLES.roulette.deal(new FairRng({ serverSeed, clientSeed: g.code, nonce: open.round }));
    const payout = TABLES.roulette.returnOf('red', 500, result);
    await waitFor(async () => {
      const bets = await t.dbHandle.db.select().from(vendorTransactions).where(eq(vendorTransactions.memberId, p.member.id));
      return bets.filter((b) => b.kind === 'BET').every((b) => b.state === 'SETTLED') ? bets : null;
    }, 30_000);
    expect(await mainBalance(t, p.member.id)).toBe(100_00n - 500n + BigInt(payout));
    const wins = (await t.dbHandle.db.select().from(vendorTransactions).where(eq(vendorTransactions.memberId, p.member.id))).filter(
      (b) => b.kind === 'WIN',
    );
    expect(wins.length).toBe(payout > 0 ? 1 : 0);
    await invariants(t);
  }, 120_000);

  it('an instant round whose stake went out before the kill is rolled back when the studio returns', async () => {
    const p = await player(t, 50_00n);
    const g = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const l = await launch(t as never, p, g.id);
    await killStudio();
    // What the studio had done when it died: the round journalled, its stake sent and taken, no outcome yet.
    const roundId = `Icrash${randomBytes(4).toString('hex')}`;
    mkdirSync(dataDir, { recursive: true });
    const who = { vendor: 'PG', token: l.launch.token, player: l.launch.token, currency: l.launch.currency };
    appendFileSync(
      path.join(dataDir, 'journal.jsonl'),
      `${JSON.stringify({ k: 'inst', id: roundId, who, game: { code: g.code }, roundId, amount: 300 })}\n`,
    );
    const c = createSeamlessClient({ baseUrl: platformUrl, vendor: 'PG', secret: studioVendorSecret(secret, 'PG') });
    const bet = await c.bet({ token: l.launch.token!, txId: `${roundId}B`, roundId, gameCode: g.code, amount: '300' });
    c.close();
    expect(bet.success).toBe(true);
    expect(await mainBalance(t, p.member.id)).toBe(50_00n - 300n);
    await startStudio();
    await waitFor(async () => (await mainBalance(t, p.member.id)) === 50_00n, 30_000);
    const [row] = await t.dbHandle.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txId, `${roundId}B`));
    expect(row?.state).toBe('ROLLED_BACK');
    await invariants(t);
  }, 120_000);

  it('a video-poker hand dealt before the kill is still there to draw after the restart, and settles once', async () => {
    const p = await player(t, 80_00n);
    const g = await gameOf(t, { vendor: 'JILI', category: 'RNG', subType: 'VP' });
    const l = await launch(t as never, p, g.id);
    const d = await api('JILI', 'play', { launch: l.launch, bet: { stake: 400 } });
    expect(d.ok, JSON.stringify(d)).toBe(true);
    expect(await mainBalance(t, p.member.id)).toBe(80_00n - 400n);
    await killStudio();
    await startStudio();
    const s = await api('JILI', 'session', { launch: l.launch });
    expect(s.value.openHand).toMatchObject({ roundId: d.value.roundId, cards: d.value.cards });
    const hold = [false, true, false, true, false];
    const r = await api('JILI', 'draw', { launch: l.launch, hold });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    const cards = (r.value.outcome as { cards: number[] }).cards;
    const dealt = d.value.cards as number[];
    expect(cards[1]).toBe(dealt[1]);
    expect(cards[3]).toBe(dealt[3]);
    expect(await mainBalance(t, p.member.id)).toBe(80_00n - 400n + BigInt(r.value.payout as number));
    expect((await api('JILI', 'draw', { launch: l.launch, hold })).code).toBe('studio.round_not_open');
    await invariants(t);
  }, 120_000);

  it('the journal is compacted while rounds are open; a kill after compaction loses no open round and no seed', async () => {
    const p = await player(t, 100_00n);
    const vp = await gameOf(t, { vendor: 'JILI', category: 'RNG', subType: 'VP' });
    const lv = await launch(t as never, p, vp.id);
    const d = await api('JILI', 'play', { launch: lv.launch, bet: { stake: 300 } });
    expect(d.ok, JSON.stringify(d)).toBe(true);
    const slot = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const ls = await launch(t as never, p, slot.id);
    let balance = 100_00n - 300n;
    for (let i = 0; i < 15; i++) {
      const r = await api('PG', 'play', { launch: ls.launch, bet: { stake: 100 } });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      balance += BigInt(r.value.payout as number) - 100n;
    }
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    const file = path.join(dataDir, 'journal.jsonl');
    // 15 finished rounds wrote 60 facts; once compacted only the open hand, the nonces and what came after remain
    const facts = await waitFor(async () => {
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      return lines.length < 30 ? lines.map((l) => JSON.parse(l) as { k: string; id?: string }) : null;
    }, 10_000);
    expect(facts.some((f) => f.k === 'inst' && f.id === d.value.roundId)).toBe(true);
    const next = (await api('PG', 'session', { launch: ls.launch })).value.next;
    await killStudio();
    await startStudio();
    // the seed chain goes on where it was (no seed is dealt twice), the open hand is there to draw
    expect((await api('PG', 'session', { launch: ls.launch })).value.next).toEqual(next);
    const s = await api('JILI', 'session', { launch: lv.launch });
    expect(s.value.openHand).toMatchObject({ roundId: d.value.roundId, cards: d.value.cards });
    const r = await api('JILI', 'draw', { launch: lv.launch, hold: [true, true, false, false, false] });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    balance += BigInt(r.value.payout as number);
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    await invariants(t);
  }, 120_000);

  it('a blackjack hand in play at the kill is rebuilt from its deck and actions, and settles once', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP', name: /Blackjack/ });
    const l = await launch(t as never, p, g.id);
    let balance = 100_00n;
    let open: Record<string, unknown> | null = null;
    for (let i = 0; i < 8 && !open; i++) {
      const d = await api('KY', 'play', { launch: l.launch, bet: { stake: 200 } });
      expect(d.ok, JSON.stringify(d)).toBe(true);
      balance -= 200n;
      if (d.value.outcome) balance += BigInt(d.value.payout as number);
      else open = d.value;
    }
    expect(open).not.toBeNull();
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    const hit = await api('KY', 'act', { launch: l.launch, action: 'hit' });
    expect(hit.ok, JSON.stringify(hit)).toBe(true);
    await killStudio();
    await startStudio();
    if (hit.value.outcome) {
      balance += BigInt(hit.value.payout as number);
    } else {
      const s = await api('KY', 'session', { launch: l.launch });
      expect(s.value.openBlackjack).toMatchObject({ roundId: open!.roundId, player: hit.value.player });
      const r = await api('KY', 'act', { launch: l.launch, action: 'stand' });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      expect((r.value.outcome as { actions: string[] }).actions).toEqual(['hit', 'stand']);
      balance += BigInt(r.value.payout as number);
    }
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    await invariants(t);
  }, 120_000);
});
