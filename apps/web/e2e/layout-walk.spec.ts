import type { APIRequestContext, Page } from '@playwright/test';
import { memberPages } from '../src/features/member/pages';
import { screenPaths } from '../src/shared/route-table';
import { type Lang, OPS_AUTH, expect, test } from './fixtures';
import { layoutProblems } from './layout-checks';

/**
 * A walk over every route, logged out and logged in, at phone widths from 320 px and on a desktop: nothing scrolls
 * sideways, no text shows a raw `{{placeholder}}`, and in Urdu no vendor wallet shows by its code (its name is Urdu,
 * so a Latin code on an Urdu page is a raw one; in English a name may contain its code, "DS88 Sabong"). At the phone
 * widths the issue names (360 and 390 px) and on the desktop, also no text clipped by its box, no controls or badges
 * drawn over each other and no floating button lying on the page's text (layout-checks.ts).
 */
const routes = [
  '/',
  '/login',
  '/register',
  '/agent',
  '/help',
  // the lobbies: /sports … /cockfight, /live … /pvp, /favorite and /recent
  ...screenPaths('gameCenter', 'gameListCenter', 'accountGame'),
  '/lottery?gameCode=VN01',
  '/lottery',
  '/vnLottery',
  '/seaLottery?gameCode=TCG_SEA_EL0001',
  '/vnLottery?gameCode=TCG_LOTTO_VN_EL0001',
  '/vnLottery?gameCode=TCG_LOTTO_VN_EL0001&view=results',
  '/vnLottery?gameCode=TCG_LOTTO_VN_EL0001&view=tickets',
  '/vnLottery?gameCode=TCG_LOTTO_VN_EL0001&view=verify',
  '/vnLottery?gameCode=TCG_LOTTO_VN_EL0001&view=prizes',
  '/seaLottery?gameCode=TCG_SEA_EL0001&view=prizes',
  '/lottery?lottoGameCode=LOTT_LO0001&lottoView=lobby&lottoPrizeMode=LOTT&backUrl=%2Flott',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/download/android',
  '/winners',
  '/guide',
  '/no-such-page',
  ...memberPages.map((p) => `/member/${p}`),
];
const widths = [320, 360, 390, 1440];
/** The widths the box checks run at: 320 px keeps only the sideways-scroll and text checks. */
const boxWidths = new Set([360, 390, 1440]);
const rawWalletCode = '\\b(SV3|IMES|DS88|SPB)\\b';

const session = async (request: APIRequestContext, account: string) => {
  const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  return (await res.json()).value.token as string;
};

/** The page's requests in flight, and a promise of the moment there are none. */
const requestsOf = (page: Page) => {
  const inflight = new Set<unknown>();
  let waiters: (() => void)[] = [];
  const done = (r: unknown) => {
    inflight.delete(r);
    if (inflight.size > 0) return;
    for (const w of waiters) w();
    waiters = [];
  };
  page.on('request', (r) => inflight.add(r));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const idle = () => (inflight.size === 0 ? Promise.resolve() : new Promise<void>((res) => waiters.push(res)));
  return { idle, busy: () => inflight.size > 0 };
};

/**
 * Waits until the page has no request in flight and none starts over two animation frames: the screen has its data
 * and its lazily loaded code. A condition, where `networkidle` waited 500 ms of quiet on every route.
 */
const settled = async (page: Page, requests: ReturnType<typeof requestsOf>) => {
  do {
    await requests.idle();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  } while (requests.busy());
};

const walk = async (page: Page, lang: Lang) => {
  const problems: string[] = [];
  const requests = requestsOf(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(routes[0] ?? '/');
  for (const route of routes) {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The app's own navigation (as a link does): the router reads the new address on popstate; no reload per route.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await settled(page, requests);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const m = await page.evaluate(
        (codes) =>
          new Promise<{ sw: number; cw: number; raw: boolean; code: string | null }>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                done({
                  sw: document.documentElement.scrollWidth,
                  cw: document.documentElement.clientWidth,
                  // biome-ignore lint/performance/useDomNodeTextContent: only the rendered (visible) text counts here
                  raw: document.body.innerText.includes('{{'),
                  // biome-ignore lint/performance/useDomNodeTextContent: only the rendered (visible) text counts here
                  code: codes ? (new RegExp(codes).exec(document.body.innerText)?.[0] ?? null) : null,
                }),
              ),
            ),
          ),
        lang === 'UR' ? rawWalletCode : null,
      );
      if (m.sw > m.cw) problems.push(`${route} @${width}: scrollWidth ${m.sw} > clientWidth ${m.cw}`);
      if (m.raw) problems.push(`${route} @${width}: raw {{placeholder}} on the page`);
      if (m.code) problems.push(`${route} @${width}: raw wallet code ${m.code} on the Urdu page`);
      if (boxWidths.has(width)) for (const p of await page.evaluate(layoutProblems)) problems.push(`${route} @${width}: ${p}`);
    }
  }
  return problems;
};

test.describe('route walk', () => {
  test.setTimeout(600_000);

  test('logged out: no sideways scroll, raw text, clipping or overlap at 320–1440 px', async ({ page, lang }) => {
    expect(await walk(page, lang)).toEqual([]);
  });

  test('logged in: no sideways scroll, raw text, clipping or overlap at 320–1440 px', async ({ page, request, lang }) => {
    const token = await session(request, 'demoplayer1');
    await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
    expect(await walk(page, lang)).toEqual([]);
  });
});
