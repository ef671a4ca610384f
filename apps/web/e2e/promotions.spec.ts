import type { APIRequestContext, Page } from '@playwright/test';
import { type Lang, OPS_AUTH, expect, growthDrained, register as registerForm, test } from './fixtures';

/**
 * Promotions journeys (issue 12), each in EN and UR: a new member's first deposit is offered a bonus, claims it, plays
 * and watches the wagering progress until the money is withdrawable; and an application with images that an operator
 * approves. Between a money move and the page that shows its effect, the journey waits for the growth consumer.
 */
const ops = (request: APIRequestContext, url: string, data?: object) =>
  request.post(`/ops/v1/merchants/DEMO${url}`, { headers: OPS_AUTH, ...(data ? { data } : {}) });

/** A new member, registered through the form (username, password, age, terms, captcha from the development outbox). */
const register = async (page: Page, prefix: string) => {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  await page.goto('/register');
  await registerForm(page, username);
  return username;
};

/** One house baccarat round on the banker with this stake in whole rupees (the lobby opens the game; chips on the table). */
const baccarat = async (page: Page, lang: Lang, stake: number) => {
  await page.goto('/');
  const name = lang === 'EN' ? 'House Baccarat' : 'ہاؤس بکارٹ';
  const card = page.getByTestId('section-PVP').getByTestId('game-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.locator('.game-card__open').click();
  await expect(page).toHaveURL(/\/house\/HOUSE_BACCARAT\?/);
  // The largest chips first (500.00, 100.00, 50.00, 10.00, 5.00, 1.00), each clicked onto the banker.
  let left = stake * 100;
  for (const chip of [50_000, 10_000, 5000, 1000, 500, 100]) {
    if (left < chip) continue;
    await page.getByTestId(`chip-${chip}`).click();
    for (; left >= chip; left -= chip) await page.getByTestId('bet-banker').click();
  }
  await expect(page.getByTestId('bet-total')).toHaveText(`Rs ${stake.toLocaleString('en-US')}.00`);
  await expect(page.getByTestId('house-next-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('house-play').click();
  await expect(page.getByTestId('house-baccarat-winner')).toBeVisible();
};

test.describe('promotions', () => {
  // Long journeys (registration, deposit, rounds, review) on a busy machine: a wider ceiling than one screen's.
  test.setTimeout(240_000);
  test('first deposit → bonus offered → claimed → play → progress shown → withdrawable', async ({ page, request, lang }) => {
    const title = `E2E welcome ${lang} ${Date.now() % 100000}`;
    const created = await ops(request, '/promotions', {
      code: `E2E${lang}${Date.now() % 100000}`,
      category: 'WELCOME',
      title: { EN: title, UR: title },
      summary: { EN: 'Half of your first deposit', UR: 'آپ کے پہلے ڈپازٹ کا آدھا' },
      contentHtml: { EN: '<p>50% of the first deposit, wager it once.</p>', UR: '<p>پہلے ڈپازٹ کا 50%، ایک بار کھیلیں۔</p>' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      audience: { kind: 'ALL' },
      kind: 'DEPOSIT_MATCH',
      trigger: 'FIRST_DEPOSIT',
      matchBp: 5000,
      maxBonus: '10000',
      minDeposit: '10000',
      turnoverX100: 100,
    });
    expect(created.ok()).toBe(true);
    await register(page, `promo${lang.toLowerCase()}`);

    // The first deposit, through the gateway stand-in.
    await page.goto('/member/depositv2');
    await page.getByTestId('channel-FASTPAY').click();
    await page.getByTestId('deposit-amount').fill('200');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('standin-complete').click();
    await expect(page.getByTestId('standin-status')).toHaveText('CREDITED');
    await growthDrained(request, 30_000);

    // The bonus waits in the reward centre; the badges count it.
    await page.goto('/member/rewardCenter');
    const reward = page.getByTestId('reward').filter({ hasText: title });
    await expect(reward).toBeVisible();
    await expect(reward).toContainText('Rs 100.00');
    await expect(page.getByTestId('member-nav-rewards')).toBeVisible();
    await reward.getByTestId('reward-claim').click();
    await expect(page.getByTestId('reward-list').getByTestId('reward').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByTestId('header-balance-value')).toHaveText('Rs 300.00');

    // Wagering: nothing withdrawable until the turnover (1× Rs 100) is met.
    await page.goto('/member/bonusDetails');
    const bonus = page.getByTestId('bonus').filter({ hasText: title });
    await expect(bonus).toHaveAttribute('data-status', 'ACTIVE');
    await expect(page.getByTestId('bonus-withdrawable')).toHaveText('Rs 0.00');
    await expect(bonus.getByTestId('bonus-progress')).toContainText('Rs 0.00 / Rs 100.00');

    await baccarat(page, lang, 60);
    await growthDrained(request, 30_000);
    await page.goto('/member/bonusDetails');
    await expect(bonus.getByTestId('bonus-progress')).toContainText('Rs 60.00 / Rs 100.00');
    await expect(bonus).toHaveAttribute('data-status', 'ACTIVE');

    await baccarat(page, lang, 60);
    await growthDrained(request, 30_000);
    await page.goto('/member/bonusDetails');
    await expect(bonus).toHaveAttribute('data-status', 'COMPLETED');
    const balance = (await page.getByTestId('bonus-summary').locator('strong').first().textContent()) as string;
    await expect(page.getByTestId('bonus-withdrawable')).toHaveText(balance);
    expect(balance).not.toBe('Rs 0.00');
  });

  test('apply with a comment and images; bad files are refused; an operator approves; the reward is claimable', async ({
    page,
    request,
    lang,
  }) => {
    await register(page, `apply${lang.toLowerCase()}`);
    await page.goto('/promotions');
    await page.getByTestId('promo-BIGWIN').getByTestId('promo-more').click();
    const modal = page.getByTestId('promo-modal');
    await expect(modal.getByTestId('apply-form')).toBeVisible();
    const png = {
      name: 'win.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2048, 7)]),
    };
    const jpg = { name: 'win.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(2048, 9)]) };
    // A fourth image and a text file are refused before anything is sent.
    await modal.getByTestId('apply-images').setInputFiles([png, jpg, png, jpg]);
    await expect(modal.getByTestId('field-error')).toHaveAttribute('data-code', 'promotion.image_invalid');
    await modal.getByTestId('apply-images').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(modal.getByTestId('field-error')).toHaveAttribute('data-code', 'promotion.image_invalid');
    await modal.getByTestId('apply-comment').fill('x'.repeat(150));
    await modal.getByTestId('apply-submit').click();
    await expect(modal.getByTestId('field-error').first()).toHaveAttribute('data-code', 'promotion.comment_too_long');

    await modal.getByTestId('apply-comment').fill(lang === 'EN' ? 'Big win on the slots!' : 'سلاٹس پر بڑی جیت!');
    await modal.getByTestId('apply-images').setInputFiles([png, jpg]);
    await expect(modal.getByTestId('apply-previews').locator('img')).toHaveCount(2);
    await modal.getByTestId('apply-submit').click();
    await expect(modal.getByTestId('promo-detail-status')).toHaveText(lang === 'EN' ? 'Applying' : 'درخواست زیرِ غور');
    await expect(modal.getByTestId('promo-entry')).toBeVisible();

    const queue = await (await request.get('/ops/v1/merchants/DEMO/promotion-entries?status=APPLYING', { headers: OPS_AUTH })).json();
    const mine = queue.value.list.find(
      (e: { comment: string | null; images: number }) => e.images === 2 && e.comment?.includes(lang === 'EN' ? 'Big win' : 'بڑی جیت'),
    );
    expect(mine).toBeTruthy();
    expect((await ops(request, `/promotion-entries/${mine.id}/approve`, {})).ok()).toBe(true);

    await page.reload();
    await expect(modal.getByTestId('promo-detail-status')).toHaveText(lang === 'EN' ? 'Claim' : 'وصول کریں');
    await modal.getByTestId('promo-claim').click();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
    await page
      .getByTestId('reward')
      .filter({ hasText: lang === 'EN' ? 'Share your big win' : 'اپنی بڑی جیت شیئر کریں' })
      .getByTestId('reward-claim')
      .click();
    await expect(page.getByTestId('header-balance-value')).toHaveText('Rs 500.00');
  });
});
