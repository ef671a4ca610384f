/**
 * The game-feel figures of every game category (issue 36): each studio category opened as a player opens it (the
 * site's game page framing the studio's game, another origin) and the house games on the site's own page, traced with
 * the same Chromium trace and CPU slowdown as the house slot (gamefeel.bench.ts). Per category: BENCH_ROUNDS round
 * windows (the play click to the result on screen, plus 1.5 s of the result) and as many idle windows of the median
 * round's length on the game at rest, the category's own baseline. BENCH_CATEGORIES picks them (`all`, `none`, or
 * ids: `slot,fish,...`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from '@playwright/test';
import { idleWindow, playWindow, type RoundKind, waitIn } from './gamefeel-rounds';
import { summarise, type TraceEvent, type WindowStats } from './trace-stats';

type Category = {
  id: string;
  name: string;
  pick: { gameType: string; vassalage: string; gameClassify?: string; name?: RegExp; code?: string };
  kind: RoundKind;
  /** A bet the round needs before Play is enabled (a fish to aim at, a spot, a price), made outside the window. */
  needs?: 'fish' | 'spot' | 'price';
};

/** Every category of the lobby, as studio.spec.ts opens them, then the house games where they differ. */
export const CATEGORIES: Category[] = [
  { id: 'slot', name: 'Slot (PG)', pick: { gameType: 'RNG', vassalage: 'PG' }, kind: 'shell' },
  { id: 'scratch', name: 'Scratch (JILI SC)', pick: { gameType: 'RNG', vassalage: 'JILI', gameClassify: 'SC' }, kind: 'shell' },
  { id: 'fish', name: 'Fish (JDB)', pick: { gameType: 'FISH', vassalage: 'JDB' }, kind: 'shell', needs: 'fish' },
  { id: 'blackjack', name: 'Blackjack (KY)', pick: { gameType: 'PVP', vassalage: 'KY', name: /^Blackjack$/ }, kind: 'shell' },
  {
    id: 'live',
    name: 'Live Dragon Tiger (EVO)',
    pick: { gameType: 'LIVE', vassalage: 'EVO', name: /^Dragon Tiger$/ },
    kind: 'table',
    needs: 'spot',
  },
  {
    id: 'baccarat',
    name: 'Live Baccarat (EVO)',
    pick: { gameType: 'LIVE', vassalage: 'EVO', name: /^Baccarat/ },
    kind: 'table',
    needs: 'spot',
  },
  { id: 'cockfight', name: 'Cockfight (SV3)', pick: { gameType: 'COCKFIGHT', vassalage: 'SV3' }, kind: 'table', needs: 'spot' },
  { id: 'esports', name: 'Esports (TF)', pick: { gameType: 'ESPORTS', vassalage: 'TF' }, kind: 'book', needs: 'price' },
  { id: 'house-slot', name: 'Crown Fortune (house)', pick: { gameType: 'RNG', vassalage: 'HOUSE', code: 'HOUSE_SLOT' }, kind: 'shell' },
  { id: 'house-dice', name: 'House Dice', pick: { gameType: 'PVP', vassalage: 'HOUSE', code: 'HOUSE_DICE' }, kind: 'shell' },
  {
    id: 'house-baccarat',
    name: 'House Baccarat',
    pick: { gameType: 'PVP', vassalage: 'HOUSE', code: 'HOUSE_BACCARAT' },
    kind: 'shell',
    needs: 'spot',
  },
  // last: a transfer-wallet vendor takes the whole main balance while its game is open
  { id: 'sportsbook', name: 'Sportsbook (SPB)', pick: { gameType: 'SPORTS', vassalage: 'SPB' }, kind: 'book', needs: 'price' },
];

export const chosenCategories = (env = process.env.BENCH_CATEGORIES ?? 'all') => {
  if (env === 'all') return CATEGORIES;
  if (env === 'none' || env === '') return [];
  const ids = env.split(',').map((s) => s.trim());
  const unknown = ids.filter((i) => !CATEGORIES.some((c) => c.id === i));
  if (unknown.length) throw new Error(`BENCH_CATEGORIES: unknown ${unknown.join(', ')} (known: ${CATEGORIES.map((c) => c.id).join(', ')})`);
  return CATEGORIES.filter((c) => ids.includes(c.id));
};

/** The demo studio, as the journeys start it (playwright.config.ts), at the fast pace: a live round in about 7 s. */
export const startStudio = async (port: number, platformUrl: string, secret: string, dataDir: string, webDist: string) => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const studio = spawn(process.execPath, ['--import', 'tsx', 'packages/studio/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      STUDIO_PORT: String(port),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_SECRET: secret,
      STUDIO_PLATFORM_URL: platformUrl,
      STUDIO_DATA_DIR: dataDir,
      WEB_DIST: webDist,
      STUDIO_TABLE_SECONDS: '6',
      STUDIO_RESULT_SECONDS: '1',
      STUDIO_MATCH_SECONDS: '12',
      STUDIO_SLOT_SECONDS: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return studio as ChildProcess;
    await new Promise((r) => setTimeout(r, 1000));
  }
  studio.kill();
  throw new Error('studio did not start');
};

type Ctx = { page: Page; base: string; token: string; throttle: number; rounds: number; traceCategories: string[] };

/** Launches the game as the lobby does and returns the frame it plays in (the studio's frame, or the site's page). */
const open = async ({ page, base, token }: Ctx, c: Category) => {
  const headers = { merchant: 'DEMO', authorization: token };
  const q = new URLSearchParams({
    gameType: c.pick.gameType,
    vassalage: c.pick.vassalage,
    pageNo: '1',
    pageSize: '60',
    ...(c.pick.gameClassify ? { gameClassify: c.pick.gameClassify } : {}),
  });
  const list = await (await fetch(`${base}/wps/relay/GCSGAME_gameList?${q}`, { headers })).json();
  type G = { gameName: string; gameCode: string; nodeId: string };
  const g = (list.value.games as G[]).find(
    (x) => (!c.pick.name || c.pick.name.test(x.gameName)) && (!c.pick.code || x.gameCode === c.pick.code),
  );
  if (!g) throw new Error(`${c.id}: no game in ${q}`);
  const res = await (await fetch(`${base}/wps/game/launchGame?nodeId=${g.nodeId}&accountType=1&language=EN&backUrl=/`, { headers })).json();
  const v = res.value as { content: { game_url: string }; vendor?: string };
  if (!v) throw new Error(`${c.id}: launch refused ${JSON.stringify(res)}`);
  const url = v.content.game_url;
  if (/^https?:/.test(url)) {
    await page.goto(`${base}/game?${new URLSearchParams({ url, backUrl: '/', vendor: v.vendor ?? '' })}`);
    const el = await page.waitForSelector('[data-testid="game-frame"]');
    const frame = (await el.contentFrame()) as Frame;
    await waitIn(frame, '[data-testid="studio-game"]', undefined, 90_000).catch(async () => {
      await frame.waitForSelector('[data-testid="studio-game"]', { timeout: 90_000 });
    });
    return frame;
  }
  await page.goto(`${base}${url}`);
  return page.mainFrame();
};

/**
 * The game at rest: its controls there (Play enabled, or what must be picked first: a fish, a bet spot, a price; the
 * house games' loading cover gone with it), the network quiet (a live table and the sportsbook keep polling, so at
 * most 15 s are given to that).
 */
const atRest = async (page: Page, frame: Frame, c: Category) => {
  const ready =
    c.kind === 'table'
      ? '[data-testid="studio-live"]'
      : c.kind === 'book'
        ? '[data-testid="studio-fixture"]'
        : c.needs === 'fish'
          ? '[data-testid="fish-0"]'
          : c.needs === 'spot'
            ? '[data-testid="bet-player"]'
            : '[data-testid="house-play"]';
  await waitIn(frame, ready, undefined, 90_000);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
};

/** The CPU slowdown on the page and, when the game's frame runs in a process of its own, on that process too. */
const throttle = async (page: Page, frame: Frame, rate: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (frame !== page.mainFrame()) {
    const own = await page
      .context()
      .newCDPSession(frame)
      .catch(() => null);
    await own?.send('Emulation.setCPUThrottlingRate', { rate }).catch(() => undefined);
  }
};

/** What a round needs before Play, done outside its window. Resolves false when this round cannot be played now. */
const prepare = async (frame: Frame, c: Category) => {
  const big = await frame.$('[data-testid="big-win"]');
  if (big) await big.click().catch(() => undefined);
  if (c.needs === 'fish') {
    const target = await frame.getAttribute('[data-testid="fish-tank"]', 'data-target');
    if (!target) {
      await frame.focus('[data-testid="fish-0"]');
      await frame.press('[data-testid="fish-0"]', 'Enter');
    }
  }
  if (c.kind === 'table') {
    // the start of a betting window: a fresh RESULT, then BETTING
    await waitIn(frame, '[data-testid="studio-live"]', ['data-phase', 'RESULT']);
    await waitIn(frame, '[data-testid="studio-live"]', ['data-phase', 'BETTING']);
    await frame.click('[data-testid="chip-100"]', { timeout: 5_000 });
  }
  if (c.needs === 'spot' && (await frame.$('[data-testid="house-play"]:disabled'))) {
    await frame.click(c.kind === 'table' ? '[data-testid^="spot-"]:not([disabled])' : '[data-testid="bet-player"]', { timeout: 5_000 });
  }
  if (c.needs === 'price') {
    const done = await frame.$('[data-testid="bet-receipt-done"]');
    if (done) await done.click();
    await frame.click('[data-testid="studio-fixture"][data-status="PRE"] [data-testid^="price-"]', { timeout: 10_000 });
  }
  return waitIn(frame, '[data-testid="house-play"]', undefined, 10_000).then(
    () => true,
    () => false,
  );
};

const eventsOf = (buf: Buffer) => {
  const t = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(t) ? t : t.traceEvents;
};

/** One category: its rounds traced, then the same number of idle windows of the median round on the game reopened. */
const measure = async (browser: Browser, ctx: Ctx, c: Category) => {
  const { page, rounds } = ctx;
  let frame = await open(ctx, c);
  await atRest(page, frame, c);
  await throttle(page, frame, ctx.throttle);
  await browser.startTracing(page, { categories: ctx.traceCategories });
  // a failed attempt (betting window missed, odds moved) leaves marks of its own label; the good ones are renamed
  const good: string[] = [];
  for (let attempt = 0; good.length < rounds && attempt < rounds * 3; attempt++) {
    const label = `${c.id}-a${attempt}`;
    if ((await prepare(frame, c)) && (await playWindow(frame, label, c.kind))) good.push(label);
  }
  const events = eventsOf(await browser.stopTracing());
  if (good.length < rounds) throw new Error(`${c.id}: ${good.length} of ${rounds} rounds played`);
  for (const e of events) {
    if (!(e.cat ?? '').includes('blink.user_timing')) continue;
    const i = good.findIndex((l) => e.name.startsWith(`${l}-`));
    if (i >= 0) e.name = e.name.replace(good[i] as string, `${c.id}-${i}`);
  }
  const played = summarise(events, c.id, rounds);
  await throttle(page, frame, 1);
  frame = await open(ctx, c);
  await atRest(page, frame, c);
  await throttle(page, frame, ctx.throttle);
  await browser.startTracing(page, { categories: ctx.traceCategories });
  for (let i = 0; i < rounds; i++) await idleWindow(frame, `${c.id}idle-${i}`, Math.round(played.medianWindowMs));
  const idle = summarise(eventsOf(await browser.stopTracing()), `${c.id}idle`, rounds);
  await throttle(page, frame, 1);
  return { played, idle };
};

export type CategoryFeel =
  | { id: string; name: string; rounds: WindowStats; idle: WindowStats }
  | { id: string; name: string; error: string };

/** Every chosen category measured in turn on the signed-in page; a category that fails is reported, not fatal. */
export const measureCategories = async (
  browser: Browser,
  page: Page,
  base: string,
  opts: { throttle: number; rounds: number; traceCategories: string[] },
) => {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  const ctx: Ctx = { page, base, token, ...opts };
  const out: CategoryFeel[] = [];
  for (const c of chosenCategories()) {
    console.log(`[bench:gamefeel] ${c.name}: ${opts.rounds} rounds, ${opts.rounds} idle windows …`);
    try {
      const { played, idle } = await measure(browser, ctx, c);
      out.push({ id: c.id, name: c.name, rounds: played, idle });
    } catch (e) {
      await browser.stopTracing().catch(() => undefined);
      out.push({ id: c.id, name: c.name, error: e instanceof Error ? e.message.split('\n')[0]! : String(e) });
    }
  }
  return out;
};

/** The table: per category its rounds beside its idle baseline, then the load average. */
export const printCategories = (rows: CategoryFeel[], opts: { throttle: number; rounds: number }) => {
  if (!rows.length) return;
  const cell = (s: WindowStats) =>
    `${s.frames.toFixed(1).padStart(6)} ${`${s.droppedPct.toFixed(1)}%`.padStart(7)} ${s.mainMs.toFixed(0).padStart(6)} ${s.medianWindowMs.toFixed(0).padStart(6)}`;
  console.log(`\n[bench:gamefeel] every category, 390×844 px at DPR 2, CPU ×${opts.throttle}, ${opts.rounds} windows each`);
  console.log(`  ${''.padEnd(24)} ${'rounds (play → result + 1.5 s)'.padEnd(29)}   idle game (baseline)`);
  console.log(`  ${'category'.padEnd(24)} frames dropped main ms window   frames dropped main ms window`);
  for (const r of rows) {
    if ('error' in r) console.log(`  ${r.name.padEnd(24)} not measured: ${r.error}`);
    else console.log(`  ${r.name.padEnd(24)} ${cell(r.rounds)}   ${cell(r.idle)}`);
  }
  console.log(
    `  load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
};
