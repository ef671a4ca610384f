import path from 'node:path';
import { expect, opsSession, opsSignIn, ownPlayer, test } from './fixtures';

/** A 1×1 PNG (real signature and chunks: the server checks a document's bytes). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Screenshots for looking at the screens (not assertions): CAPTURE=1 npm run test:e2e -- capture
 * writes <repo>/screenshots/<lang>-<width>-<page>.png (git-ignored).
 */
const out = path.resolve(import.meta.dirname, '../../../screenshots');
const pages: [string, string][] = [
  ['home', '/'],
  ['member', '/member/securityCenter'],
  ['help', '/help#term'],
  ['agent', '/agent'],
  ['rng', '/rng'],
  ['live', '/live'],
  ['sports', '/sports'],
  ['register', '/register'],
  ['seamless', '/seamless'],
  ['live-tables', '/live?vassalage=EVO'],
];

for (const width of [390, 1440]) {
  test.describe(`capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const [name, url] of pages) {
      test(`${name}`, async ({ page, lang }) => {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-${name}.png`), fullPage: name !== 'register' });
      });
    }
    test('responsible gaming', async ({ page, lang }) => {
      // A seeded player's page as it opens (an operator's session: it signs no journey beside this one out).
      await opsSignIn(page, 'demo01');
      await page.goto('/member/responsibleGaming');
      await expect(page.getByTestId('protection-page')).toBeVisible();
      await expect(page.getByTestId('summary-totals')).toBeVisible();
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-responsible-gaming.png`), fullPage: true });
    });
    test('verification', async ({ page, lang }) => {
      // A player of its own with details saved and an ID waiting for review, so every part of the page shows.
      const user = await ownPlayer(page.request, 'kycshot');
      const token = await opsSession(page.request, user);
      const headers = { merchant: 'DEMO', authorization: token };
      const details = {
        fullName: 'Ali Raza Khan',
        birthDate: '1990-05-17',
        idNumber: '35202-1234567-1',
        address: 'House 12, Street 4, Gulberg, Lahore',
        nationality: 'Pakistani',
      };
      expect((await page.request.put('/wps/member/kyc/details', { headers, data: details })).ok()).toBe(true);
      const multipart = { kind: 'ID', file: { name: 'cnic-front.png', mimeType: 'image/png', buffer: onePixelPng } };
      expect((await page.request.post('/wps/member/kyc/documents', { headers, multipart })).ok()).toBe(true);
      await page.goto('/');
      await page.evaluate((t) => sessionStorage.setItem('token', t), token);
      await page.goto('/member/verification');
      await expect(page.getByTestId('kyc-page')).toBeVisible();
      await expect(page.getByTestId('kyc-list')).toBeVisible();
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-verification.png`), fullPage: true });
    });
    test('lottery draws of the next 7 days', async ({ page, lang }) => {
      await opsSignIn(page, 'demo01');
      await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN_EL0001&view=results');
      await page.getByTestId('draw-window-next7').click();
      await expect(page.getByTestId('draw-window-days')).toBeVisible();
      await expect(page.locator('.lotto-history__item').first()).toBeVisible();
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-lottery-next7.png`), fullPage: true });
    });
    test('drawer', async ({ page, lang }) => {
      test.skip(width > 600, 'phone only');
      await page.goto('/');
      await page.getByTestId('menu-toggle').click();
      // The picture is taken once the drawer is open and its slide-in has finished, however long that takes.
      const drawer = page.locator('.side-menu--open');
      await expect(drawer).toBeVisible();
      await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-drawer.png`) });
    });
  });
}
