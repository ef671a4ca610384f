/**
 * bench:lobby — how fast a first-time visitor gets a usable lobby (issue 36 item 22).
 *
 * Builds the web app if the build is missing or older than its sources (`BENCH_BUILD=1` always, `0` never), starts
 * the server on a scratch database, and opens the lobby cold — a new browser context each time, so an empty cache and
 * no session — `BENCH_RUNS` (5) times per case in headless Chromium: 390×844 (DPR 2, touch), 1440×900, and 390×844
 * with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, a mid-range phone). Per visit: largest contentful paint,
 * the time until the lobby is usable (the first game tile shown and clickable, lobby-probe.ts), and the JavaScript
 * downloaded (same origin, gzipped as a CDN would send it; the server itself sends it uncompressed).
 * Baseline, in the same run and the same cases, alternating with the lobby: the same server sending a minimal static
 * page with one image (LCP, and the load event as its "usable"), so the figures can be read on any machine.
 * One uncounted lobby visit first warms the server (its caches, its JIT); the browser side of every counted visit
 * is cold. `BENCH_FILES=1` lists the lobby's JavaScript files (390 px, last visit), largest first.
 * `BENCH_COMPARE=<dir>` also measures another build of the web app (e.g. main's `apps/web/dist`, copied aside) on a
 * second server (port + 1, its own scratch database), its visits alternating with this build's: a before/after
 * pair under the same load.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium';
import { HOME_BUDGET_KB } from '../build-size-plugin';
import { repoRoot, startBenchServer } from './bench-server';
import { lobbyProbeScript, type ProbeResult } from './lobby-probe';

const PORT = Number(process.env.BENCH_PORT ?? 18191);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LCP_TARGET_MS = 2000;
const USABLE_TIMEOUT_MS = 60_000;
const BASELINE = '/bench-baseline.html';
/** `BENCH_DIST=<dir>` measures another build of the web app (e.g. main's, copied aside) with this server; not rebuilt. */
const webDist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(repoRoot, 'apps/web/dist');
/**
 * The merchant's announcement pop-up opens over a first visit's lobby; one tap closes it. The benchmark reads the
 * lobby under it, as bench:gamefeel does: the pop-ups count as closed this session (ids as the demo merchant's).
 */
const popupsClosed = `for (const k of ['popupClosed:out', 'popupClosed:in']) sessionStorage.setItem(k, JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1)));`;

const cases: { name: string; context: BrowserContextOptions; cpu: number }[] = [
  { name: '390×844', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, cpu: 1 },
  { name: '1440×900', context: { viewport: { width: 1440, height: 900 } }, cpu: 1 },
  {
    name: '390×844, CPU ×4',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    cpu: 4,
  },
];

/** Newest modification time under the web app's sources and the packages it bundles. */
const newestSource = (): number => {
  let newest = 0;
  const walk = (p: string) => {
    const s = statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages']) walk(path.join(repoRoot, p));
  return newest;
};

const buildIfNeeded = (): string => {
  const built = statSync(path.join(webDist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const want = process.env.BENCH_BUILD;
  if (process.env.BENCH_DIST) return `the build in ${webDist}, not rebuilt`;
  if (want === '0' || (want !== '1' && built > newestSource())) return 'build up to date, not rebuilt';
  console.log('[bench:lobby] building the web app …');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stdout + build.stderr);
  return (
    build.stdout
      .split('\n')
      .find((l) => l.includes('home route JS'))
      ?.trim() ?? ''
  );
};

/** A copy of the build with the baseline page beside it (the server lists its static files when it starts). */
const distWithBaseline = (dir: string, from: string) => {
  cpSync(from, dir, { recursive: true });
  writeFileSync(
    path.join(dir, BASELINE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Baseline</title></head><body style="margin:0;font-family:sans-serif"><h1>Baseline</h1>' +
      '<img src="/img/default-game.svg" width="320" height="320" alt=""></body></html>',
  );
};

type Visit = ProbeResult & { jsGzip: number; jsRaw: number; js: { file: string; raw: number; gzip: number }[] };

const visit = async (browser: Browser, c: (typeof cases)[number], origin: string, page0: string, waitUsable: boolean): Promise<Visit> => {
  const url = `${origin}${page0}`;
  const context = await browser.newContext(c.context);
  try {
    await context.addInitScript({ content: lobbyProbeScript });
    if (waitUsable) await context.addInitScript({ content: popupsClosed });
    const page = await context.newPage();
    if (c.cpu !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpu });
    }
    const bodies: Promise<[string, Buffer | null]>[] = [];
    page.on('response', (r) => {
      const res = r.url();
      if (res.startsWith(origin) && /\.js(\?|$)/.test(res))
        bodies.push(
          r.body().then(
            (b) => [res, b] as [string, Buffer],
            () => [res, null],
          ),
        );
    });
    await page.goto(url);
    if (waitUsable) {
      const usable = page.evaluate(() => (window as unknown as { __lobbyProbe: { usable: Promise<void> } }).__lobbyProbe.usable);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${c.name}: no usable game tile after ${USABLE_TIMEOUT_MS} ms`)), USABLE_TIMEOUT_MS);
      });
      await Promise.race([usable, late]).finally(() => clearTimeout(timer));
    }
    await page.waitForLoadState('networkidle');
    const probe = await page.evaluate(() => (window as unknown as { __lobbyProbe: { state: ProbeResult } }).__lobbyProbe.state);
    const js = (await Promise.all(bodies)).flatMap(([res, b]) =>
      b ? [{ file: res.slice(origin.length), raw: b.length, gzip: gzipSync(b).length }] : [],
    );
    return {
      ...probe,
      jsGzip: js.reduce((n, f) => n + f.gzip, 0),
      jsRaw: js.reduce((n, f) => n + f.raw, 0),
      js,
    };
  } finally {
    await context.close();
  }
};

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const ms = (xs: number[]) => `${pct(xs, 0.5).toFixed(0).padStart(5)} / ${pct(xs, 0.9).toFixed(0).padStart(5)}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

type Row = { name: string; build: string; visits: Visit[]; baseline: boolean };

const printRows = (rows: Row[]) => {
  console.log('                                          LCP ms         usable ms      JS (gzip)       LCP element');
  for (const r of rows) {
    const last = r.visits.at(-1) as Visit;
    const js = r.baseline
      ? '     0.0 kB     '
      : `${kb(
          pct(
            r.visits.map((v) => v.jsGzip),
            0.5,
          ),
        ).padStart(9)} (${String(last.js.length).padStart(2)})  `;
    const usable = r.visits.map((v) => (r.baseline ? v.loaded : v.usable));
    console.log(
      `  ${r.name.padEnd(17)} ${r.build.padEnd(16)} ${ms(r.visits.map((v) => v.lcp))}  ${ms(usable)}  ${js}  ${r.baseline ? '(static page, one image; "usable" = load)' : last.lcpElement}`,
    );
  }
};

const main = async () => {
  const sizeLine = buildIfNeeded();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-lobby-'));
  const servers: ChildProcess[] = [];
  let browser: Browser | null = null;
  try {
    // this build, and (BENCH_COMPARE=<dir>) another build of the web app on a second server, visited in turns
    const builds = [{ label: 'this build', dist: webDist }];
    if (process.env.BENCH_COMPARE)
      builds.push({ label: path.basename(path.resolve(process.env.BENCH_COMPARE)), dist: path.resolve(process.env.BENCH_COMPARE) });
    const origins: string[] = [];
    for (const [i, b] of builds.entries()) {
      const dist = path.join(tmp, `dist${i}`);
      distWithBaseline(dist, b.dist);
      servers.push(await startBenchServer({ port: PORT + i, dataDir: path.join(tmp, `data${i}`), webDist: dist }));
      origins.push(`http://127.0.0.1:${PORT + i}`);
    }
    browser = await chromium.launch(chromiumLaunch);
    for (const o of origins) await visit(browser, cases[1] as (typeof cases)[number], o, '/', true);
    const rows: Row[] = [];
    for (const c of cases) {
      console.log(
        `[bench:lobby] ${c.name}: ${RUNS} cold visits of the lobby (${builds.map((b) => b.label).join(', ')}) and of the baseline …`,
      );
      const lobby = builds.map(() => [] as Visit[]);
      const baseline: Visit[] = [];
      for (let i = 0; i < RUNS; i++) {
        for (const [j, o] of origins.entries()) lobby[j]?.push(await visit(browser, c, o, '/', true));
        baseline.push(await visit(browser, c, origins[0] as string, BASELINE, false));
      }
      for (const [j, b] of builds.entries())
        rows.push({ name: j === 0 ? c.name : '', build: b.label, visits: lobby[j] ?? [], baseline: false });
      rows.push({ name: '', build: 'baseline', visits: baseline, baseline: true });
    }

    console.log(`\n[bench:lobby] cold lobby, ${RUNS} visits each, Chromium ${browser.version()}, median / p90 in ms`);
    printRows(rows);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`  load average at the end: ${load} on ${os.cpus().length} cores`);
    const lobbyJs = pct(rows[0]?.visits.map((v) => v.jsGzip) ?? [], 0.5);
    console.log(`\n  lobby JavaScript (gzip), this build: ${kb(lobbyJs)} (budget ${HOME_BUDGET_KB} kB); LCP target ${LCP_TARGET_MS} ms`);
    if (sizeLine) console.log(`  build report: ${sizeLine}`);
    if (process.env.BENCH_FILES) {
      const files = [...(rows[0]?.visits.at(-1)?.js ?? [])].sort((a, b) => b.gzip - a.gzip);
      for (const f of files) console.log(`    ${kb(f.gzip).padStart(8)}  ${f.file}`);
    }
    writeFileSync(path.join(os.tmpdir(), 'bench-lobby.json'), JSON.stringify({ runs: RUNS, rows }, null, 2));
  } finally {
    await browser?.close();
    for (const s of servers) s.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
