import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export type Lang = 'EN' | 'UR';

/** `lang` (set per project) is the language the visitor starts in: stored before the app boots. */
/**
 * `popups`: announcement pop-ups are operator content that would cover whatever a journey looks at, so they start
 * dismissed (as a returning visitor would have them) unless a journey asks for them.
 */
export const test = base.extend<{ lang: Lang; popups: boolean }>({
  lang: ['EN', { option: true }],
  popups: [false, { option: true }],
  page: async ({ page, lang, popups }, use) => {
    await page.addInitScript(
      ([l, show, device]) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', l as string);
        // Every journey's browser is one machine with one fingerprint: each journey gets a device of its own, as its
        // players would have, so the fraud rules do not take journeys running side by side for one person.
        if (!localStorage.getItem('wl.deviceId')) localStorage.setItem('wl.deviceId', device as string);
        if (show) return;
        const all = JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1));
        for (const k of ['popupClosed:out', 'popupClosed:in']) if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, all);
      },
      [lang, popups, `e2e-${Math.random().toString(36).slice(2, 14)}`] as const,
    );
    await use(page);
  },
});

export { expect };

export const OPS_AUTH = { Authorization: 'Bearer e2e-ops-key-web-2' };

export const expectLanguage = async (page: import('@playwright/test').Page, lang: Lang) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang === 'UR' ? 'ur' : 'en');
  await expect(html).toHaveAttribute('dir', lang === 'UR' ? 'rtl' : 'ltr');
};

/** The text last sent to an address through the development outbox (captcha answers, codes). */
export const outbox = async (page: Page, to: string) => {
  const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()).value[0]?.body as string | undefined) ?? '';
};

/** Fills in and sends the register form that is open (the username given), solving its captcha from the outbox. */
export const register = async (page: Page, username: string) => {
  const form = page.getByTestId('register-form');
  await form.locator('#register-username').fill(username);
  await form.locator('#register-password').fill('secret12');
  await form.locator('#register-confirmPassword').fill('secret12');
  await form.locator('input[name="age"]').check();
  await form.locator('input[name="terms"]').check();
  const img = form.getByTestId('captcha-image');
  await expect(img).toBeVisible();
  await form.locator('#register-captcha').fill(await outbox(page, (await img.getAttribute('data-captcha-id')) as string));
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
};

/** A session an operator opens for an account (it ends none of the account's other sessions); answers its token. */
export const opsSession = async (request: APIRequestContext, account: string) => {
  const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.token as string;
};

/** Puts the session token in before every page load, so the app boots signed in. */
export const bootSignedIn = async (page: Page, token: string) => {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
};

/**
 * Waits until the growth consumer has taken in every event so far: the server's own consumer loop runs it within a
 * moment; asking it to drain as well (the operator call) only makes the wait shorter.
 */
export const growthDrained = (request: APIRequestContext, timeout = 60_000) =>
  expect
    .poll(
      async () => {
        const res = await request.post('/ops/v1/events/consumers/growth.activity/drain', { headers: OPS_AUTH });
        return res.ok() ? (await res.json()).value.pending : -1;
      },
      { timeout },
    )
    .toBe(0);

/**
 * An account of the journey's own (password `secret12`), made by an agent in its register centre (`demoagent` unless
 * named), so a journey that changes an account's state never meets another journey running beside it.
 */
export const ownAccount = async (request: APIRequestContext, accountType: 'member' | 'agent', prefix: string, parent = 'demoagent') => {
  const token = await opsSession(request, parent);
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
  const made = await request.post('/wps/agent/register', {
    headers: { merchant: 'DEMO', authorization: token },
    data: { username, password: 'secret12', accountType },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return username;
};

/**
 * A player of the journey's own (`ownAccount`), with `rupees` in its main wallet when asked (an operator's adjustment),
 * for journeys that play or sign in: a login ends the account's other sessions, so a shared demo player signed in
 * here would sign out a journey running beside this one.
 */
export const ownPlayer = async (request: APIRequestContext, prefix: string, rupees = 0) => {
  const username = await ownAccount(request, 'member', prefix);
  if (rupees > 0) {
    const res = await request.post(`/ops/v1/merchants/DEMO/members/${username}/adjust`, {
      headers: OPS_AUTH,
      data: { amount: `${rupees}.00`, reason: 'journey stake money', requestId: `fund-${username}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return username;
};

/** Signs in through the header's login pop-up (from the home page); answers the session token. */
export const signInForm = async (page: Page, username: string, password = 'secret12') => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-modal');
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill(password);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  return (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
};

/**
 * A session an operator opens for a seeded account, stored in the page (the next page load uses it). Unlike a login it
 * ends no other session, so journeys that only read a demo account's seeded data can share the account. Stored, not
 * put in by an init script, so that a journey can clear it and take another account's.
 */
export const opsSignIn = async (page: Page, account: string) => {
  const token = await opsSession(page.request, account);
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  return token;
};
