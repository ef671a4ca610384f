import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type Lang, expect, opsSession, ownPlayer, test } from './fixtures';

const shots = path.resolve(import.meta.dirname, '../../../screenshots');

/** A player of the journey's own with Rs 25.00, so its conversation starts waiting and its card is known. */
const memberPage = async (page: Page) => {
  const token = await opsSession(page.request, await ownPlayer(page.request, 'chat', 25));
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
};

const consolePage = async (browser: Browser, lang: Lang, width: number) => {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto('/support-console');
  await page.getByTestId('console-username').fill('support01');
  await page.getByTestId('console-password').fill('support123');
  await page.getByTestId('console-signin').click();
  await expect(page.getByTestId('console-agent')).toContainText('Sara');
  return { page, close: () => ctx.close() };
};

/** Member opens the chat, writes; support answers from the console; the member sees the answer (and the reverse marks). */
for (const width of [1440, 390]) {
  test(`live chat: member asks, support answers from the console (${width} px)`, async ({ page, browser, lang }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await memberPage(page);
    await page.goto('/');
    const launcher = page.getByTestId('chat-launcher');
    await expect(launcher).toBeVisible();
    await launcher.click();
    const room = page.getByTestId('chat-room');
    await expect(room).toBeVisible();
    const question = `Where is my deposit? ${lang}-${width}-${Date.now() % 100000}`;
    await room.getByTestId('chat-input').fill(question);
    await room.getByTestId('chat-send').click();
    await expect(room.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    const agent = await consolePage(browser, lang, width);
    const item = agent.page.getByTestId('console-conversation').filter({ hasText: question });
    await expect(item).toBeVisible();
    await item.click();
    await expect(agent.page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    // The player beside the chat (issue 36): balance, deposits, withdrawals and open bonuses.
    await expect(agent.page.getByTestId('console-player-balance')).toHaveText(/25\.00/);
    for (const id of ['console-deposits', 'console-withdrawals', 'console-bonuses']) await expect(agent.page.getByTestId(id)).toBeVisible();
    // A waiting conversation is taken before it is answered: the reply box says so and stays shut until Take.
    await expect(agent.page.getByTestId('console-locked')).toBeVisible();
    await expect(agent.page.getByTestId('console-input')).toBeDisabled();
    await expect(agent.page.getByTestId('console-send')).toBeDisabled();
    // Member typing shows in the console. A typing signal sent before the console's socket has joined the room is not
    // replayed (it is momentary by design), so the member types again until the console has shown it.
    let keys = 0;
    await expect(async () => {
      await room.getByTestId('chat-input').fill(`typing… ${++keys}`);
      await expect(agent.page.getByTestId('console-typing')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await room.getByTestId('chat-input').fill('');

    await agent.page.getByTestId('console-take').click();
    await expect(agent.page.getByTestId('console-locked')).toHaveCount(0);
    await agent.page.getByTestId('console-canned').selectOption({ label: 'Greeting' });
    await expect(agent.page.getByTestId('console-input')).toHaveValue(/Hello!/);
    const answer = `We are checking it now (${lang}-${width})`;
    await agent.page.getByTestId('console-input').fill(answer);
    await agent.page.getByTestId('console-send').click();

    // The answer arrives live in the member's open chat; the member's question shows read by support.
    await expect(room.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
    await expect(room.getByTestId('chat-read').last()).toBeVisible();
    // And the console shows the member read the answer.
    await expect(agent.page.getByTestId('chat-read').last()).toBeVisible();

    if (process.env.CAPTURE) {
      await page.screenshot({ path: path.join(shots, `${lang.toLowerCase()}-${width}-chat-room.png`) });
      await agent.page.screenshot({ path: path.join(shots, `${lang.toLowerCase()}-${width}-support-console.png`) });
    }

    // Closed and answered again while the modal is shut: the launcher shows the unread count.
    await room
      .getByRole('button', { name: /close|بند/i })
      .first()
      .click();
    await agent.page.getByTestId('console-input').fill(`One more thing ${lang}-${width}`);
    await agent.page.getByTestId('console-send').click();
    await page.reload();
    await expect(page.getByTestId('chat-unread')).toHaveText(/[1-9]/);
    await page.getByTestId('chat-launcher').click();
    await expect(
      page
        .getByTestId('chat-room')
        .getByTestId('chat-message')
        .filter({ hasText: `One more thing ${lang}-${width}` }),
    ).toBeVisible();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    await agent.close();
  });
}
