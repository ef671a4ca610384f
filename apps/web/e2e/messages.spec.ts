import path from 'node:path';
import { bootSignedIn, expect, OPS_AUTH, opsSession, ownAccount, ownPlayer, test } from './fixtures';

/**
 * Platform messages (issue 13): the operator sends a message through the ops API → the unread badge appears without
 * a reload → the member opens messageV2 and reads it → the badge clears; and a feedback submit reaches the operator.
 * CAPTURE=1 also saves messageV2 with messages and the badge (CAPTURE_DIR, default /tmp/messages-shots).
 */
const api = (token: string) => ({ merchant: 'DEMO', authorization: token });

test('an operator message shows the badge without a reload; reading it clears the badge', async ({ page, request, lang }) => {
  // Players of their own here: a deposit or a withdrawal in another journey sends its player a notice, which would
  // change the counts this file expects.
  const account = await ownPlayer(request, 'msg');
  const token = await opsSession(request, account);
  await request.post('/wps/relay/CSP_readInbox', { headers: api(token), data: { all: true } });
  await bootSignedIn(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page.getByTestId('avatar-unread')).toHaveCount(0);

  const title = `Hello ${lang} ${Date.now()}`;
  const sent = await request.post('/ops/v1/merchants/DEMO/messages', {
    headers: OPS_AUTH,
    data: { target: { kind: 'MEMBER', account }, title: { EN: title, UR: `${title} سلام` }, content: '<p>Your <b>bonus</b> is ready.</p>' },
  });
  expect((await sent.json()).value).toMatchObject({ status: 'DONE', delivered: 1 });

  // No reload: the count is asked again every 30 s and when the page becomes visible again (once the last answer is
  // no longer fresh), so the page is shown again until the count arrives.
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('avatar-unread')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 40_000 });

  await page.getByTestId('avatar-menu').locator('summary').click();
  await page.getByTestId('menu-messages').click();
  await expect(page).toHaveURL(/\/member\/messageV2$/);
  const row = page.getByTestId('messages-list').locator('li', { hasText: title });
  await expect(row).toHaveAttribute('data-read', 'false');
  await row.getByTestId('message-open').click();
  await expect(row.getByTestId('message-body')).toContainText(lang === 'EN' ? 'bonus' : 'bonus');
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('avatar-unread')).toHaveCount(0);
  const unread = await (await request.get('/wps/relay/CSP_unreadCount', { headers: api(token) })).json();
  expect(unread.value.total).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
});

test('the unread count shows in the header, the side menu and the member panel; mark all read clears every badge', async ({
  page,
  request,
}) => {
  const account = await ownPlayer(request, 'badge');
  const token = await opsSession(request, account);
  await request.post('/wps/relay/CSP_readInbox', { headers: api(token), data: { all: true } });
  for (const n of [1, 2]) {
    const sent = await request.post('/ops/v1/merchants/DEMO/messages', {
      headers: OPS_AUTH,
      data: { target: { kind: 'MEMBER', account }, title: { EN: `Badge ${n}`, UR: `بیج ${n}` }, content: '<p>Hello</p>' },
    });
    expect((await sent.json()).value).toMatchObject({ status: 'DONE', delivered: 1 });
  }
  await bootSignedIn(page, token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/member/messageV2');
  await expect(page.getByTestId('avatar-unread')).toHaveText('2');
  await expect(page.getByTestId('side-menu').locator('a[href="/member/messageV2"]').getByTestId('side-unread')).toHaveText('2');
  await expect(page.getByTestId('member-nav-unread')).toContainText('2');
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByTestId('avatar-unread')).toHaveCount(0);
  await expect(page.getByTestId('side-menu').locator('a[href="/member/messageV2"]').getByTestId('side-unread')).toHaveCount(0);
  await expect(page.getByTestId('member-nav-unread')).toHaveCount(0);
});

test('feedback: the form sends question type, content and contact; the operator sees it', async ({ page, request, lang }) => {
  const account = await ownPlayer(request, 'fdbk');
  const token = await opsSession(request, account);
  await bootSignedIn(page, token);
  await page.goto('/member/messageV2');
  await page.getByTestId('feedback-open').click();
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-type').selectOption('GAME');
  await form.getByTestId('feedback-content').fill('too short');
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('feedback-words')).toHaveClass(/form-error/);
  const text = `The dice game (${lang}) loads slowly on my phone ${Date.now()}`;
  await form.getByTestId('feedback-content').fill(text);
  await form.getByTestId('feedback-contact').fill('0300 1234567');
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('feedback-sent')).toBeVisible();
  const list = (await (await request.get('/ops/v1/merchants/DEMO/feedback?status=OPEN', { headers: OPS_AUTH })).json()).value;
  expect(list.find((f: { content: string }) => f.content === text)).toMatchObject({
    account,
    questionType: 'GAME',
    contact: '0300 1234567',
  });
});

test('an agent messages one downline from the agent centre; it arrives in the Agent tab', async ({ page, request, lang }) => {
  // An agent of its own with a downline of its own: the inbox holds only this journey's message.
  const agentName = await ownAccount(request, 'agent', 'magt');
  const downName = await ownAccount(request, 'member', 'mdwn', agentName);
  const agent = await opsSession(request, agentName);
  await bootSignedIn(page, agent);
  await page.goto('/agentHome/messageV2');
  await page.getByTestId('agent-compose-open').click();
  const form = page.getByTestId('agent-compose');
  await form.getByTestId('agent-compose-scope').selectOption('ONE');
  await form.locator('input').first().fill(downName);
  const title = `Team ${lang} ${Date.now()}`;
  await form.getByTestId('agent-compose-title').fill(title);
  await form.getByTestId('agent-compose-content').fill('See you at the weekend table.');
  await form.getByTestId('agent-compose-send').click();
  await expect(form.getByTestId('agent-compose-sent')).toBeVisible();
  const down = await opsSession(request, downName);
  const inbox = (await (await request.get('/wps/relay/CSP_getInbox?category=AGENT', { headers: api(down) })).json()).value;
  expect(inbox.content[0]).toMatchObject({ title, category: 'AGENT', sender: agentName });
});

const out = process.env.CAPTURE_DIR ?? '/tmp/messages-shots';
for (const width of [390, 1440]) {
  test.describe(`capture messages ${width}`, { tag: '@both' }, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    test('messageV2 with messages and the badge', async ({ page, request, lang }) => {
      const token = await opsSession(request, 'demo01');
      await bootSignedIn(page, token);
      const shot = (name: string) =>
        page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-${name}.png`), fullPage: true });
      await page.goto('/member/messageV2');
      await expect(page.getByTestId('messages-list')).toBeVisible();
      await expect(page.getByTestId('avatar-unread')).toBeVisible();
      await shot('inbox');
      await page.getByTestId('messages-list').locator('li').nth(1).getByTestId('message-open').click();
      await expect(page.getByTestId('message-body')).toBeVisible();
      await page.getByTestId('avatar-menu').locator('summary').click();
      await shot('open-menu');
      await page.getByTestId('avatar-menu').locator('summary').click();
      await page.getByTestId('messages-tab-FUNDS').click();
      await page.getByTestId('feedback-open').click();
      await expect(page.getByTestId('feedback-form')).toBeVisible();
      await shot('feedback');
    });
  });
}
