/**
 * bench:gamefeel — how smooth the slot is on a mid-range phone, from a real Chromium performance trace.
 *
 * Builds the web app, starts a server on a scratch database, opens Crown Fortune at 390×844 (device pixel ratio 2,
 * touch) with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), and records one trace (devtools timeline,
 * frame pipeline) over BENCH_SPINS spins with motion, the same number with prefers-reduced-motion, and as many idle
 * windows of the same length: the baselines of the same run. Per spin: frames the compositor produced (one per vsync),
 * the dropped ones that affect smoothness as Chromium itself counts them (trace-stats.ts), every frame not shown
 * ("any drop", the old noisy figure), and the renderer main thread's busy time (top-level tasks). Then the
 * JavaScript (gzip) a visitor downloads for the lobby and for the game page, beside the lobby's budget (180 kB, issue 36).
 * Nothing here waits by polling in the page: waits are in-page promises on the game's own attributes.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { hashServerSeed, playRound } from '@wl/house-games';
import { type CategoryFeel, chosenCategories, measureCategories, printCategories, startStudio } from './gamefeel-categories';
import { meanOf, summarise, type TraceEvent } from './trace-stats';
import { chromiumLaunch } from '../e2e/chromium';
import { repoRoot as root, startBenchServer } from './bench-server';
import { HOME_BUDGET_KB } from '../build-size-plugin';

const PORT = Number(process.env.BENCH_PORT ?? 18190);
const SPINS = Number(process.env.BENCH_SPINS ?? 10);
/** Round windows per game category (gamefeel-categories.ts; BENCH_CATEGORIES picks the categories). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STUDIO_PORT = PORT + 1;
const STUDIO_SECRET = 'bench-gamefeel-studio-secret-01';
/** Seeded big wins traced on their own (a big win is too rare among random spins to be measured there). */
const BIG_WINS = Number(process.env.BENCH_BIG_WINS ?? 3);
const OPS_KEY = 'bench-gamefeel-ops-key';
/** What every trace here records: frames, main-thread tasks and the windows' marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'toplevel',
  'benchmark',
  'cc',
];
const THROTTLE = Number(process.env.BENCH_CPU ?? 4);
const base = `http://127.0.0.1:${PORT}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** JS files a visit downloads (same origin), gzipped as a CDN would send them. */
const jsOf = async (browser: Browser, url: string, before?: (p: Page) => Promise<void>) => {
  const page = await browser.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (r) => {
    if (!r.url().startsWith(base) || !/\.js(\?|$)/.test(r.url())) return;
    const body = await r.body().catch(() => null);
    if (body) sizes.set(r.url(), gzipSync(body).length);
  });
  if (before) await before(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...sizes.values()].reduce((a, b) => a + b, 0);
};

const signIn = async (page: Page) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    const all = JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1));
    for (const k of ['popupClosed:out', 'popupClosed:in']) sessionStorage.setItem(k, all);
  });
  await page.goto(`${base}/`);
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-modal');
  await dialog.locator('#login-username').fill('demoplayer1');
  await dialog.locator('#login-password').fill('Demo1234');
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('avatar-menu').waitFor();
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  const games = await (
    await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE&pageNo=1&pageSize=24`, { headers: { merchant: 'DEMO' } })
  ).json();
  const slot = games.value.games.find((g: { gameCode: string }) => g.gameCode === 'HOUSE_SLOT');
  const launch = await (
    await fetch(`${base}/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=1&backUrl=/`, {
      headers: { merchant: 'DEMO', authorization: token },
    })
  ).json();
  return launch.value.content.game_url as string;
};

/**
 * One spin: the window runs from the stake to the result (the reels spin and stop) plus the first second and a half
 * of the result on screen (win lines drawn, amounts, the session figures).
 */
const spin = async (page: Page, label: string, tailMs = 1500) => {
  await page.evaluate(
    ([l, tail]) =>
      new Promise<void>((resolve) => {
        const machine = document.querySelector('[data-testid="slot-machine"]') as HTMLElement;
        const button = document.querySelector('[data-testid="house-play"]') as HTMLButtonElement;
        let busy = false;
        const obs = new MutationObserver(() => {
          if (machine.dataset.phase !== 'shown') busy = true;
          else if (busy) {
            obs.disconnect();
            performance.mark(`${l}-result`);
            setTimeout(() => {
              performance.mark(`${l}-end`);
              resolve();
            }, tail);
          }
        });
        obs.observe(machine, { attributes: true, attributeFilter: ['data-phase'] });
        performance.mark(`${l}-start`);
        button.click();
      }),
    [label, tailMs] as const,
  );
  // a big win's moment is tapped away outside the window, so the next spin starts from a quiet screen
  const big = page.getByTestId('big-win');
  if (await big.count()) await big.click().catch(() => undefined);
};

/**
 * The game page at rest: Spin enabled, the network quiet and no loading bar left. The loading bar (LoadingCover,
 * shown while a lazy part of the page arrives) animates `left` on the main thread; an idle window that caught its
 * tail counted that page load's frames as the idle page's drops (all of the baseline's drops in one run).
 */
const atRest = async (page: Page) => {
  await page.waitForFunction(
    () =>
      !(document.querySelector('[data-testid="house-play"]') as HTMLButtonElement | null)?.disabled &&
      !document.querySelector('[data-testid="loading-cover"]'),
    null,
    { polling: 200 },
  );
  await page.waitForLoadState('networkidle');
};

const idle = (page: Page, label: string, ms: number) =>
  page.evaluate(
    ([l, d]) =>
      new Promise<void>((resolve) => {
        performance.mark(`${l}-start`);
        setTimeout(() => {
          performance.mark(`${l}-end`);
          resolve();
        }, d);
      }),
    [label, ms] as const,
  );

/**
 * The next round made a big win: its server seed is pinned through the operator's development aid, the page reloaded
 * so that it shows the pinned commitment, and a client seed found (by replaying the engine here) whose 10.00 spin
 * pays at least ten times the stake (the first big-win tier).
 */
const seedBigWin = async (page: Page, i: number) => {
  const gameToken = new URL(page.url()).searchParams.get('token') as string;
  const serverSeed = `b${i}`.repeat(32);
  const pin = await fetch(`${base}/ops/v1/merchants/DEMO/members/demoplayer1/house-seed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ gameCode: 'HOUSE_SLOT', serverSeed }),
  });
  if (!pin.ok) throw new Error(`pinning a seed: ${pin.status} ${await pin.text()}`);
  await page.reload();
  await page
    .getByTestId('house-next-hash')
    .filter({ hasText: hashServerSeed(serverSeed) })
    .waitFor();
  await atRest(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  const commit = await (
    await fetch(`${base}/wps/house/commitment?token=${gameToken}`, { headers: { merchant: 'DEMO', authorization: token } })
  ).json();
  const nonce = commit.value.nonce as number;
  for (let n = 0; n < 200_000; n++) {
    const r = playRound({ game: 'slot', stake: 1000, lines: 25 }, { serverSeed, clientSeed: `bw-${n}`, nonce });
    if (r.payout >= r.stake * 10) {
      await page.getByTestId('bet-client-seed').fill(`bw-${n}`);
      return r.payout / r.stake;
    }
  }
  throw new Error('no big win found');
};

const main = async () => {
  console.log('[bench:gamefeel] building the web app …');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stderr);
  const sizeLine = build.stdout.split('\n').find((l) => l.includes('home route JS')) ?? '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-gamefeel-'));
  const studioDir = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-gamefeel-studio-'));
  let server: ChildProcess | null = null;
  let studio: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    studio = await startStudio(STUDIO_PORT, base, STUDIO_SECRET, studioDir, path.join(root, 'apps/web/dist'));
    server = await startBenchServer({
      port: PORT,
      dataDir,
      env: { OPS_API_KEY: OPS_KEY, STUDIO_URL: `http://127.0.0.1:${STUDIO_PORT}`, STUDIO_SECRET },
    });
    browser = await chromium.launch(chromiumLaunch);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const gameUrl = await signIn(page);
    await page.goto(`${base}${gameUrl}`);
    await page.getByTestId('house-play').waitFor();
    await atRest(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, {
      categories: TRACE_CATEGORIES,
    });
    console.log(
      `[bench:gamefeel] tracing ${SPINS} spins with motion, ${SPINS} with reduced motion, ${SPINS} idle windows (CPU ×${THROTTLE}) …`,
    );
    for (let i = 0; i < SPINS; i++) await spin(page, `motion-${i}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (let i = 0; i < SPINS; i++) await spin(page, `reduced-${i}`);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    // idle windows as long as the median spin, on the page freshly opened (no result on screen): the page at rest
    const spinsSoFar = summarise(events, 'motion', SPINS);
    await page.reload();
    await atRest(page);
    await browser.startTracing(page, {
      categories: TRACE_CATEGORIES,
    });
    for (let i = 0; i < SPINS; i++) await idle(page, `idle-${i}`, Math.round(spinsSoFar.medianWindowMs));
    const idleTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const idleEvents = Array.isArray(idleTrace) ? idleTrace : idleTrace.traceEvents;
    // seeded big wins, each in its own trace: the stake to the result, then the moment itself (3 s)
    const bigWins: { events: TraceEvent[]; multiple: number }[] = [];
    for (let i = 0; i < BIG_WINS; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const multiple = await seedBigWin(page, i);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await browser.startTracing(page, {
        categories: TRACE_CATEGORIES,
      });
      await spin(page, `bigwin${i}-0`, 3000);
      const t = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
      bigWins.push({ events: Array.isArray(t) ? t : t.traceEvents, multiple });
    }
    if (process.env.BENCH_TRACE) {
      writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents: events }));
      writeFileSync(process.env.BENCH_TRACE.replace(/(\.json)?$/, '-idle.json'), JSON.stringify({ traceEvents: idleEvents }));
      for (const [i, b] of bigWins.entries())
        writeFileSync(process.env.BENCH_TRACE.replace(/(\.json)?$/, `-bigwin${i}.json`), JSON.stringify({ traceEvents: b.events }));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const lobbyJs = await jsOf(browser, `${base}/`);
    const gameJs = await jsOf(browser, `${base}${gameUrl}`, async (p) => {
      await p.goto(`${base}/`);
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      await p.evaluate((t) => sessionStorage.setItem('token', t ?? ''), token);
    });

    const rows = [
      ['spins, with motion', spinsSoFar],
      ['  stake → result (reels)', summarise(events, 'motion', SPINS, 'start', 'result')],
      ['  result → +1.5 s (wins)', summarise(events, 'motion', SPINS, 'result', 'end')],
      ['spins, reduced motion', summarise(events, 'reduced', SPINS)],
      ...(bigWins.length
        ? [['big win → +3 s (seeded)', meanOf(bigWins.map((b, i) => summarise(b.events, `bigwin${i}`, 1, 'result', 'end')))] as const]
        : []),
      ['idle game page (baseline)', summarise(idleEvents, 'idle', SPINS)],
    ] as const;
    const version = browser.version();
    console.log(`\n[bench:gamefeel] Crown Fortune, 390×844 px at DPR 2, CPU ×${THROTTLE}, Chromium ${version}, ${SPINS} windows each`);
    console.log(
      '                             frames  dropped  partial  dropped %  any drop  main thread ms (wall / CPU)  window ms   (per window)',
    );
    for (const [name, s] of rows) {
      console.log(
        `  ${name.padEnd(27)} ${s.frames.toFixed(1).padStart(6)}  ${s.dropped.toFixed(1).padStart(7)}  ${s.partial.toFixed(1).padStart(7)}  ${s.droppedPct.toFixed(1).padStart(8)}%  ${s.droppedAny.toFixed(1).padStart(8)}  ${`${s.mainMs.toFixed(0)} / ${s.mainCpuMs.toFixed(0)}`.padStart(27)}  ${s.medianWindowMs.toFixed(0).padStart(9)}`,
      );
    }
    if (bigWins.length) console.log(`  big wins: ×${bigWins.map((b) => b.multiple.toFixed(1)).join(', ×')} the stake`);
    console.log(
      `  load average during the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `\n  JavaScript (gzip): lobby ${kb(lobbyJs)} (budget ${HOME_BUDGET_KB} kB), game page ${kb(gameJs)} (the lobby's + ${kb(gameJs - lobbyJs)} for the game)`,
    );
    if (sizeLine) console.log(`  build report: ${sizeLine.trim()}`);

    // every game category, after the slot's own section (money for their rounds first)
    let categories: CategoryFeel[] = [];
    if (chosenCategories().length) {
      const funded = await fetch(`${base}/ops/v1/merchants/DEMO/members/demoplayer1/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '5000.00', reason: 'game-feel bench stakes', requestId: `bench-gamefeel-${Date.now()}` }),
      });
      if (!funded.ok) throw new Error(`funding the player: ${funded.status} ${await funded.text()}`);
      categories = await measureCategories(browser, page, base, { throttle: THROTTLE, rounds: ROUNDS, traceCategories: TRACE_CATEGORIES });
      printCategories(categories, { throttle: THROTTLE, rounds: ROUNDS });
    }
    const report = {
      throttle: THROTTLE,
      spins: SPINS,
      bigWins: bigWins.map((b) => b.multiple),
      chromium: version,
      rows: Object.fromEntries(rows.map(([n, s]) => [n, s])),
      lobbyJs,
      gameJs,
      rounds: ROUNDS,
      categories,
      loadAverage: os.loadavg(),
    };
    writeFileSync(path.join(os.tmpdir(), 'bench-gamefeel.json'), JSON.stringify(report, null, 2));
  } finally {
    await browser?.close();
    server?.kill('SIGTERM');
    studio?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(studioDir, { recursive: true, force: true });
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
