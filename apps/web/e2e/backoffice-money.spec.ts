import type { APIRequestContext } from '@playwright/test';
import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, opsSession, ownPlayer, test } from './fixtures';

/**
 * The back office's money work (issue 29), in Urdu: a finance staff member takes a player's withdrawal from the
 * queue, reads its precheck and approves it (paid at once: below finance's four-eyes threshold); an administrator
 * verifies the audit chain the decisions were written to.
 */
const ARABIC = /[\u0600-\u06FF]/;

/** A player of the journey's own asks for a withdrawal through the member API (as the site does); answers its id. */
const pendingWithdrawal = async (request: APIRequestContext, amount: string) => {
  const account = await ownPlayer(request, 'bowd', 500);
  const headers = { merchant: 'DEMO', authorization: await opsSession(request, account) };
  const send = async (method: 'POST' | 'PUT', url: string, data: object) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).value;
  };
  await send('PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
  const payee = (
    await send('POST', '/wps/member/payee', {
      bankName: 'Meezan Bank',
      accountNo: `0${Date.now().toString().slice(-6)}7890`,
      payeeName: 'Ali Khan',
    })
  ).list[0];
  const w = await send('POST', '/wps/withdrawal', {
    payeeId: payee.id,
    amount,
    paymentPassword: '135790',
    requestId: crypto.randomUUID(),
  });
  return { account, id: Number(w.id) };
};

test('a finance staff member approves a withdrawal from the queue', async ({ page, request, lang }) => {
  const w = await pendingWithdrawal(request, '100.00');
  await signedInStaff(page, request, lang, 'finance');
  await page.getByTestId('nav-withdrawals').click();
  await expect(page.getByTestId('page-withdrawals')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);

  // Taken from the table (other journeys' withdrawals may be older: "open next" would claim theirs), then "open
  // next" answers my own open claim before anything else.
  await expect(page.getByTestId(`queue-row-${w.id}`)).toBeVisible();
  await page.getByTestId(`queue-claim-${w.id}`).click();
  const ticket = page.getByTestId('queue-ticket');
  await expect(ticket).toHaveAttribute('data-id', String(w.id));
  await expect(ticket).toHaveAttribute('data-claim', 'mine');
  await page.getByTestId('queue-ticket-close').click();
  await expect(ticket).toBeHidden();
  await page.getByTestId('queue-next').click();
  await expect(ticket).toHaveAttribute('data-id', String(w.id));
  await expect(page.getByTestId('queue-count-mine')).not.toHaveText('0');

  // The precheck: a first withdrawal to a payee added just now, nothing deposited; each rule named in Urdu.
  await expect(ticket.getByTestId('ticket-account-no')).toHaveText('****7890');
  for (const code of ['first_withdrawal', 'profile_change', 'ratio']) {
    await expect(ticket.getByTestId(`precheck-${code}`)).toHaveAttribute('data-ok', 'false');
  }
  await expect(ticket.getByTestId('precheck-wagering')).toHaveAttribute('data-ok', 'true');
  await expect(ticket.getByTestId('precheck-first_withdrawal')).toHaveText(ARABIC);

  await page.getByTestId('queue-approve').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('queue-result')).toHaveAttribute('data-result', 'approved');
  await expect(ticket).toBeHidden();
  await expect(page.getByTestId(`queue-row-${w.id}`)).toBeHidden();
  await page.getByTestId('queue-tab-mine').click();
  await expect(page.getByTestId('queue-tab-mine')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('queue-table')).toBeVisible();
  await expect(page.getByTestId(`queue-row-${w.id}`)).toBeHidden();

  // Paid out: the operator API shows it so.
  const paid = await request.get('/ops/v1/merchants/DEMO/withdrawals?status=PAID', { headers: OPS_AUTH });
  expect(((await paid.json()).value as { id: number }[]).map((x) => x.id)).toContain(w.id);
});

test('an administrator verifies that the audit chain is intact', async ({ page, request, lang }) => {
  await signedInStaff(page, request, lang, 'administrator');
  await page.getByTestId('nav-audit').click();
  await page.getByTestId('verify-chain').click();
  const result = page.getByTestId('audit-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result.getByRole('heading')).toHaveText(ARABIC);
  await expect(page.getByTestId('audit-broken')).toHaveCount(0);
});
