import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/** A real 1×1 PNG (the server reads the bytes, not the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.use({ popups: true, viewport: { width: 1440, height: 900 } });

/**
 * Content in the back office (issue 32), in the project's language: marketing staff write a home-page banner (with an
 * uploaded image), a marquee line and a pop-up in EN and UR, see each in the player-site preview, and publish them;
 * the player site, opened as a visitor in the same language, shows all three. The items are removed afterwards, so
 * other journeys see the merchant's usual content.
 */
test('staff publish a banner, a marquee line and a pop-up; the player site shows them in its language', async ({ page, request, lang }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const text = (what: string) => ({ EN: `${what} ${tag}`, UR: `${{ banner: 'بینر', marquee: 'اطلاع', popup: 'اعلان' }[what]} ${tag}` });
  const shown = (what: string) => text(what)[lang];
  await signedInStaff(page, request, lang, 'marketing');
  await page.getByTestId('nav-content').click();
  await expect(page.getByTestId('content-tab-banner')).toHaveAttribute('aria-selected', 'true');

  const write = async (kind: 'banner' | 'marquee' | 'popup') => {
    await page.getByTestId(`content-tab-${kind}`).click();
    await page.getByTestId('content-new').click();
    const editor = page.getByTestId('notice-editor');
    await editor.getByTestId('field-title-en').fill(text(kind).EN);
    await editor.getByTestId('field-title-ur').fill(text(kind).UR);
    if (kind === 'banner') {
      await editor.getByTestId('field-group').selectOption('w_home');
      await editor.getByTestId('field-image').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
      await expect(editor.locator('.content-image__current img')).toHaveAttribute('src', /^\/media\/content\/DEMO\/\d+\.png$/);
    } else {
      await editor.getByTestId('field-content-en').fill(`<p>${text(kind).EN} body<script>alert(1)</script></p>`);
      await editor.getByTestId('field-content-ur').fill(`<p>${text(kind).UR} متن</p>`);
    }
    // The preview: the player site's look, in the project's language and direction.
    const frame = editor.frameLocator('[data-testid="content-preview-frame"]');
    await editor.getByTestId(`preview-lang-${lang.toLowerCase()}`).click();
    await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'UR' ? 'rtl' : 'ltr');
    await expect(frame.locator(`[data-preview="${kind}"]`)).toContainText(shown(kind));
    await editor.getByTestId('save-publish').click();
    await expect(editor).toHaveCount(0);
    const row = page.getByTestId(`content-table-${kind}`).locator('tr', { hasText: text(kind).EN });
    await expect(row.getByTestId('entry-status')).toHaveAttribute('data-status', 'PUBLISHED');
  };
  await write('banner');
  await write('marquee');
  await write('popup');

  // The player site, as a visitor in the same language: the banner on the home page, the marquee line, the pop-up.
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toContainText(shown('popup'));
  await expect(popup).not.toContainText('alert(1)');
  await page.getByTestId('announcement-close').click();
  await expect(page.getByTestId('banner-carousel')).toContainText(shown('banner'));
  await expect(page.locator('.banner__slide', { hasText: shown('banner') }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/content\/DEMO\/\d+\.png$/,
  );
  await expect(page.getByTestId('notice-marquee')).toContainText(shown('marquee'));

  for (const kind of ['banner', 'marquee', 'popup']) {
    const base = `/ops/v1/merchants/DEMO/content/notices/${kind}`;
    const list = (await (await request.get(base, { headers: OPS_AUTH })).json()).value.entries as {
      ref: string;
      value: { title: { EN: string } };
    }[];
    for (const e of list.filter((x) => x.value.title.EN.endsWith(tag)))
      expect((await request.delete(`${base}/${e.ref}`, { headers: OPS_AUTH })).ok()).toBe(true);
  }
});
