import path from 'node:path';
import { copyA, copyB } from '../playwright.copies.config';
import { OPS_AUTH, expect, test } from '../e2e/fixtures';

const shots = process.env.CAPTURE_DIR ?? path.resolve(import.meta.dirname, '../../../screenshots');

/**
 * Live chat across two server copies (issue 13): the member's browser talks to copy A, the support console's browser
 * to copy B; both copies share the database and Redis. The member's open chat room does not poll, so the answer it
 * shows within a few seconds came over its socket on A from the console's send on B (Redis pub/sub), and the typing
 * mark the console shows came from A. Without Redis between the copies neither would arrive.
 */
test('a member on copy A and support on copy B chat live; typing and read marks cross the copies', async ({ page, browser, lang }) => {
  // The member: copy A.
  const res = await page.request.post(`${copyA}/ops/v1/merchants/DEMO/members/demo01/session`, { headers: OPS_AUTH });
  const token = (await res.json()).value.token as string;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.goto(`${copyA}/`);
  await page.getByTestId('chat-launcher').click();
  const room = page.getByTestId('chat-room');
  await expect(room).toBeVisible();
  const question = `Across copies ${lang} ${Date.now() % 100000}`;
  await room.getByTestId('chat-input').fill(question);
  await room.getByTestId('chat-send').click();
  await expect(room.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // Support: copy B, its own browser.
  const ctx = await browser.newContext({ baseURL: copyB });
  await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
  const agent = await ctx.newPage();
  await agent.goto(`${copyB}/support-console`);
  expect(new URL(agent.url()).origin).toBe(copyB);
  expect(new URL(page.url()).origin).toBe(copyA);
  await agent.getByTestId('console-username').fill('support01');
  await agent.getByTestId('console-password').fill('support123');
  await agent.getByTestId('console-signin').click();
  const item = agent.getByTestId('console-conversation').filter({ hasText: question });
  await expect(item).toBeVisible();
  await item.click();
  await expect(agent.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // The member types on A: the console on B shows it (socket frames only, no request behind it).
  // A typing frame sent before the console's socket has joined the conversation reaches nobody, as it would for a
  // person who keeps typing: the member types again until the console shows it.
  await expect(async () => {
    await room.getByTestId('chat-input').fill('');
    await room.getByTestId('chat-input').fill('typing…');
    await expect(agent.getByTestId('console-typing')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await room.getByTestId('chat-input').fill('');

  // Support answers on B: the member's open room on A shows it within seconds, and the marks cross both ways.
  // A waiting conversation is taken before it is answered (issue 36); demo01's may already be held by this agent.
  await expect(agent.getByTestId('console-thread-title')).toBeVisible();
  if (await agent.getByTestId('console-take').isVisible()) await agent.getByTestId('console-take').click();
  await expect(agent.getByTestId('console-input')).toBeEnabled();
  const answer = `Answered from copy B (${lang})`;
  await agent.getByTestId('console-input').fill(answer);
  await agent.getByTestId('console-send').click();
  await expect(room.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible({ timeout: 5_000 });
  await expect(room.getByTestId('chat-read').last()).toBeVisible({ timeout: 5_000 });
  await expect(agent.getByTestId('chat-read').last()).toBeVisible({ timeout: 5_000 });

  // And the member's next message, sent to A, arrives live in the console on B.
  const again = `Thanks, still on copy A (${lang})`;
  await room.getByTestId('chat-input').fill(again);
  await room.getByTestId('chat-send').click();
  await expect(agent.getByTestId('chat-message').filter({ hasText: again })).toBeVisible({ timeout: 5_000 });

  if (process.env.CAPTURE) {
    await page.screenshot({ path: path.join(shots, `${lang.toLowerCase()}-copies-member-on-A.png`) });
    await agent.screenshot({ path: path.join(shots, `${lang.toLowerCase()}-copies-console-on-B.png`) });
  }
  await ctx.close();
});
