import { expect, test } from './fixtures';

/**
 * /agent's Chinese marketing text is drawn with the shipped Agent CJK subset font, not left to a system font that
 * many machines (this one included) do not have, where it would show as empty boxes.
 */
for (const width of [390, 1440]) {
  test(`agent marketing text uses the shipped Chinese font at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/agent');
    const marketing = page.locator('.agent-login__marketing');
    const sub = page.locator('.agent-login__marketing-sub');
    await expect(marketing).toBeVisible();
    await expect(sub).toBeVisible();
    for (const line of [marketing, sub]) {
      expect(await line.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Agent CJK"/);
    }

    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Agent CJK').map((f) => `${f.weight}:${f.status}`);
    });
    expect(faces.sort()).toEqual(['400:loaded', '800:loaded']);

    const texts = { head: (await marketing.textContent()) ?? '', sub: (await sub.textContent()) ?? '' };
    const drawn = await page.evaluate(
      ({ head, sub: line }) => [document.fonts.check(`800 16px "Agent CJK"`, head), document.fonts.check(`400 16px "Agent CJK"`, line)],
      texts,
    );
    expect(drawn).toEqual([true, true]);
  });
}
