import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SpinResult } from '@wl/house-games';
import { expect, ownPlayer, signInForm, test } from './fixtures';
import { seedRound } from './house-seed';

/**
 * Issue 17: the house slot as a game. Each journey runs in EN and UR (projects) at 390 and 1440 px. Times are read
 * in the page (performance.now) around the real server's answer; nothing here sleeps for a fixed time.
 */
/** The journey's own player (made at sign-in): its seeds, rounds and balance are nobody else's. */
let account = '';
const money = (minor: bigint) => `Rs ${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;

const signIn = async (page: Page) => {
  account = await ownPlayer(page.request, 'feel', 5000);
  return signInForm(page, account);
};

/** Opens Crown Fortune from the lobby card and checks the page carries the lobby's name. */
const openSlot = async (page: Page) => {
  const card = page.getByTestId('section-RNG').getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent())?.trim();
  await card.locator('.game-card__open').click();
  await expect(page).toHaveURL(/\/house\/HOUSE_SLOT\?token=/);
  await expect(page.locator('#play-title')).toHaveText(name as string);
  await expect(page.getByTestId('house-play')).toBeEnabled();
  return new URL(page.url()).searchParams.get('token') as string;
};

const serverBalance = async (page: Page, token: string) => {
  const res = await page.request.get('/wps/v2/wallets/balance?typeId=0', { headers: { merchant: 'DEMO', authorization: token } });
  return BigInt((await res.json()).value.balance[0].availBalance);
};

/** Key frames for looking at (CAPTURE=1): <repo>/screenshots/<lang>-<width>-slot-<frame>.png, git-ignored. */
const capture = async (page: Page, lang: string, frame: string) => {
  if (!process.env.CAPTURE) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../../screenshots', `${lang.toLowerCase()}-${width}-slot-${frame}.png`),
  });
};

/** Every text the game's balance ever shows, recorded in the page from now on. */
const recordBalances = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid="game-balance"]') as HTMLElement;
    const seen = [el.textContent];
    (window as unknown as { __balances: (string | null)[] }).__balances = seen;
    new MutationObserver(() => seen.push(el.textContent)).observe(el, { characterData: true, childList: true, subtree: true });
  });

for (const width of [390, 1440]) {
  test.describe(`the slot at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    // two page loads and a 2.5 s round each: generous ceilings for a busy machine (the journeys wait on conditions)
    test.setTimeout(240_000);

    test('a seeded win: reels wait for the answer, the win line is drawn with its amount, every balance is the server’s', async ({
      page,
      lang,
    }) => {
      const token = await signIn(page);
      const gameToken = await openSlot(page);
      // Spin is on screen without scrolling
      const spin = await page.getByTestId('house-play').boundingBox();
      expect((spin?.y ?? 9999) + (spin?.height ?? 0)).toBeLessThanOrEqual(width < 600 ? 844 : 900);

      const serverSeed = (lang === 'EN' ? '5e' : 'a7').repeat(32);
      const { clientSeed, result } = await seedRound(page, { account, token, gameToken }, serverSeed, (r) => {
        const s = r.outcome as SpinResult;
        return r.payout > r.stake && s.lineWins.length > 0;
      });
      const spinResult = result.outcome as SpinResult;
      await page.getByTestId('bet-client-seed').fill(clientSeed);
      const before = await serverBalance(page, token);
      await expect(page.getByTestId('game-balance')).toHaveText(money(before));
      await recordBalances(page);

      // hold the server's answer: while it is held, nothing of the round may be on screen
      let held = false;
      await page.route('**/wps/house/play', async (route) => {
        const answer = await route.fetch();
        const state = await page.evaluate(() => ({
          phase: document.querySelector('[data-testid="slot-machine"]')?.getAttribute('data-phase'),
          reels: [...document.querySelectorAll('[data-testid="slot-reel"]')].map((r) => r.getAttribute('data-state')),
          lines: document.querySelectorAll('[data-testid="win-line"]').length,
          seed: document.querySelector('[data-testid="house-seed"]')?.textContent,
        }));
        expect(state.phase).toBe('waiting');
        expect(state.reels).toEqual(Array(5).fill('spinning'));
        expect(state.lines).toBe(0);
        expect(state.seed).not.toBe(serverSeed);
        held = true;
        await route.fulfill({ response: answer });
      });
      await page.getByTestId('house-play').click();
      const win = spinResult.lineWins[0]!;
      const line = page.locator(`[data-testid="win-line"][data-line="${win.line}"]`);
      await expect(line).toBeVisible();
      expect(held).toBe(true);
      await expect(line).toHaveText(money(BigInt(win.payout)));
      await capture(page, lang, 'win-line');
      await expect(page.getByTestId('round-result')).toHaveAttribute('data-kind', 'win');
      await expect(page.getByTestId('house-seed')).toHaveText(serverSeed);

      const after = await serverBalance(page, token);
      expect(after).toBe(before - 1000n + BigInt(spinResult.payout));
      await expect(page.getByTestId('game-balance')).toHaveText(money(after));
      const shown = await page.evaluate(() => (window as unknown as { __balances: string[] }).__balances);
      for (const text of shown) expect([money(before), money(after)]).toContain(text);
      await expect(page.getByTestId('session-net')).toHaveAttribute('data-minor', String(BigInt(spinResult.payout) - 1000n));
      await expect(page.getByTestId('session-rounds')).toHaveText('1');
      await page.getByTestId('house-verify').click();
      await expect(page.getByTestId('house-verify-result')).toHaveClass(/hg-fair__ok/);
    });

    test('a big win: the moment scaled to the multiple, counting up to the exact amount, tapped away', async ({ page, lang }) => {
      const token = await signIn(page);
      const gameToken = await openSlot(page);
      const serverSeed = (lang === 'EN' ? 'b1' : 'c2').repeat(32);
      const { clientSeed, result } = await seedRound(page, { account, token, gameToken }, serverSeed, (r) => r.payout >= r.stake * 10);
      await page.getByTestId('bet-client-seed').fill(clientSeed);
      // every figure the moment shows while it counts, in the page; on the last (exact) one the page taps the moment
      // at once, in the same task, so the tap comes long before the moment would end by itself (1.3 s later)
      await page.evaluate(
        (final) => {
          const w = window as unknown as { __figures: string[]; __tapped?: number; __gone?: number; __tier?: string; __text?: string };
          w.__figures = [];
          new MutationObserver(() => {
            const big = document.querySelector('[data-testid="big-win"]') as HTMLElement | null;
            if (big) {
              w.__tier = big.dataset.tier;
              w.__text = big.textContent ?? '';
            }
            const figure = big?.querySelector('.gu-bigwin__amount')?.textContent;
            if (figure && w.__figures.at(-1) !== figure) w.__figures.push(figure);
            if (big && figure === final && w.__tapped === undefined) {
              w.__tapped = performance.now();
              big.click();
            }
            if (!big && w.__tapped !== undefined) w.__gone ??= performance.now();
          }).observe(document.querySelector('[data-testid="slot-machine"]') as HTMLElement, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        },
        money(BigInt(result.payout)),
      );
      await page.getByTestId('house-play').click();
      const big = page.getByTestId('big-win');
      if (process.env.CAPTURE) {
        await expect(big).toBeVisible();
        await capture(page, lang, 'big-win');
      }
      // the count-up climbed to the exact amount; the tap on it ended the moment. The page taps it in the same task as
      // the last figure, which on a busy machine comes before any look from here, so what the moment showed is read
      // from the page's record of it.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gone?: number }).__gone !== undefined)).toBe(true);
      await expect(big).toHaveCount(0);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __figures: string[]; __tapped?: number; __gone?: number; __tier?: string; __text?: string };
        return { __figures: w.__figures, __tapped: w.__tapped, __gone: w.__gone, __tier: w.__tier, __text: w.__text };
      });
      const tier = [10, 30, 75].filter((t) => result.payout >= result.stake * t).length;
      expect(seen.__tier).toBe(String(tier));
      expect(seen.__text).toContain(`×${Math.round((result.payout / result.stake) * 100) / 100}`);
      const minor = seen.__figures.map((f) => Number(f.replace(/[^0-9]/g, '')));
      expect(minor.length).toBeGreaterThan(3);
      expect(minor.at(-1)).toBe(result.payout);
      for (let i = 1; i < minor.length; i++) expect(minor[i]!).toBeGreaterThanOrEqual(minor[i - 1]!);
      expect(seen.__gone! - seen.__tapped!).toBeLessThan(1000);
      // the result under it is the server's
      await expect(page.getByTestId('round-result')).toHaveAttribute('data-kind', 'win');
      await expect(page.getByTestId('house-play')).toBeEnabled();
    });

    test('the round lasts at least 2.5 s from stake to result, quick-stop or not', async ({ page }) => {
      await signIn(page);
      await openSlot(page);
      await page.evaluate(() => {
        const w = window as unknown as { __t: Record<string, number> };
        w.__t = {};
        const machine = document.querySelector('[data-testid="slot-machine"]') as HTMLElement;
        new MutationObserver(() => {
          const phase = machine.getAttribute('data-phase') as string;
          w.__t[phase] ??= performance.now();
        }).observe(machine, { attributes: true, attributeFilter: ['data-phase'] });
        document
          .querySelector('[data-testid="house-play"]')
          ?.addEventListener('click', () => (w.__t.click ??= performance.now()), { capture: true });
      });
      // the quick-stop: the button turns to Stop with the stake and is clicked at once, before the answer is in
      await page.getByTestId('house-play').click();
      const stopped = await page.evaluate(() => {
        const b = document.querySelector('[data-testid="house-play"]') as HTMLButtonElement;
        if (b.dataset.state !== 'busy' || b.disabled) return false;
        b.click();
        return true;
      });
      expect(stopped).toBe(true);
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'shown');
      const t = await page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t);
      expect(t.shown! - t.click!).toBeGreaterThanOrEqual(2500);
      // every reel came to rest
      await expect(page.locator('[data-testid="slot-reel"][data-state="still"]')).toHaveCount(5);
    });

    test('the reels stop one by one with nothing re-rendered: from the first stop to the last only their state changes', async ({
      page,
      lang,
    }) => {
      await signIn(page);
      await openSlot(page);
      // every change inside the machine while the round plays, in order
      await page.evaluate(() => {
        const w = window as unknown as { __changes: string[] };
        w.__changes = [];
        const machine = document.querySelector('[data-testid="slot-machine"]') as HTMLElement;
        const reels = [...machine.querySelectorAll('[data-testid="slot-reel"]')];
        new MutationObserver((list) => {
          for (const m of list) {
            const el = m.target as HTMLElement;
            const reel = reels.indexOf(el);
            const what =
              reel >= 0 ? `reel:${el.dataset.state === 'stopping' ? `stop${reel}` : 'state'}` : (el.dataset?.testid ?? m.target.nodeName);
            w.__changes.push(`${m.type}:${m.attributeName ?? ''}:${what}`);
          }
        }).observe(machine, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.getByTestId('house-play').click();
      await capture(page, lang, 'spinning');
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'shown');
      const changes = await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes);
      const stops = changes.flatMap((c) => (c.startsWith('attributes:data-state:reel:stop') ? [c.slice(-1)] : []));
      expect(stops).toEqual(['0', '1', '2', '3', '4']);
      // from the first reel's stop to the last one's: the reels' state and the count stopped, never a render of
      // symbols, reels or the page around them
      const during = changes.slice(
        changes.indexOf('attributes:data-state:reel:stop0'),
        changes.indexOf('attributes:data-state:reel:stop4') + 1,
      );
      expect(during.length).toBeGreaterThanOrEqual(5);
      for (const c of during) expect(c).toMatch(/^attributes:(data-state:reel:|data-revealed:slot-machine$)/);
      await expect(page.locator('[data-testid="slot-reel"][data-state="still"]')).toHaveCount(5);
    });

    test('sound is off until turned on, and the choice is remembered', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __audio: number; AudioContext: typeof AudioContext };
        w.__audio = 0;
        const Real = w.AudioContext;
        w.AudioContext = class extends Real {
          constructor() {
            super();
            w.__audio++;
          }
        };
      });
      await signIn(page);
      await openSlot(page);
      const toggle = page.getByTestId('sound-toggle');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.getByTestId('house-play').click();
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'shown');
      expect(await page.evaluate(() => (window as unknown as { __audio: number }).__audio)).toBe(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => (window as unknown as { __audio: number }).__audio)).toBe(1);
      await page.reload();
      await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('sound-toggle').click();
      await page.reload();
      await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false');
    });

    test('reduced motion: no animation runs, the result still waits for the floor', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page);
      await openSlot(page);
      // sample the running animations of the game every frame while the round plays
      await page.evaluate(() => {
        const w = window as unknown as { __anim: number; __start: number; __shown: number };
        const shell = document.querySelector('[data-testid="game-shell"]') as HTMLElement;
        const machine = document.querySelector('[data-testid="slot-machine"]') as HTMLElement;
        w.__anim = 0;
        requestAnimationFrame(function sample() {
          w.__anim = Math.max(w.__anim, shell.getAnimations({ subtree: true }).length);
          if (machine.getAttribute('data-phase') === 'shown') w.__shown ??= performance.now();
          else requestAnimationFrame(sample);
        });
        document
          .querySelector('[data-testid="house-play"]')
          ?.addEventListener('click', () => (w.__start = performance.now()), { capture: true });
      });
      await page.getByTestId('house-play').click();
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'shown');
      await expect(page.locator('[data-testid="slot-reel"]:not([data-state="still"])')).toHaveCount(0);
      const r = await page.evaluate(() => {
        const w = window as unknown as { __anim: number; __start: number; __shown: number };
        return { anim: w.__anim, start: w.__start, shown: w.__shown };
      });
      expect(r.anim).toBe(0);
      expect(r.shown - r.start).toBeGreaterThanOrEqual(2500);
      expect(await page.locator('[data-testid="game-shell"]').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    });
  });
}
