import { depositsApi as api, formatMinor } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import { route } from '../../platform/endpoint';
import { type DepositService, signGatewayBody } from './deposit.service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b2233;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px;max-inline-size:360px;inline-size:90%}
h1{font-size:18px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#667}dd{margin:0;font-weight:600}
form{display:inline}button,a.btn{display:inline-block;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer;margin-block-start:16px;margin-inline-end:8px;text-decoration:none}
.pay{background:#1a7f37;color:#fff}.fail{background:#d1242f;color:#fff}.back{background:#1b2233;color:#fff}</style></head><body><main>${body}</main></body></html>`;

/**
 * A stand-in for a payment gateway (development and tests only): a page where a person completes or fails the
 * payment; the stand-in then calls the site's webhook signed with the channel secret, as a real gateway would.
 */
export const gatewayStandinRoutes = async (app: FastifyInstance, opts: { deposits: DepositService }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, body),
  );

  route(app, api.standinPage, async ({ params, reply }) => {
    const o = await opts.deposits.gatewayOrder(params.orderId);
    if (!o) throw new AppError('resource.not_found');
    const amount = formatMinor(toBig(o.amount), Number(o.currency_decimals), String(o.currency_symbol));
    const pending = o.status === 'PENDING';
    const id = params.orderId;
    return reply.type('text/html; charset=utf-8').send(
      page(
        'FastPay',
        `<h1>${esc(String(o.channel_name))} · payment stand-in</h1><dl><dt>Merchant</dt><dd>${esc(String(o.merchant_code))}</dd><dt>Order</dt><dd>${id}</dd>
<dt>Amount</dt><dd data-testid="standin-amount">${esc(amount)}</dd><dt>Status</dt><dd data-testid="standin-status">${esc(String(o.status))}</dd></dl>
${pending ? `<form method="post" action="/gateway-standin/pay/${id}/complete"><button class="pay" data-testid="standin-complete">Complete payment</button></form><form method="post" action="/gateway-standin/pay/${id}/fail"><button class="fail" data-testid="standin-fail">Fail payment</button></form>` : ''}
<div><a class="btn back" data-testid="standin-back" href="/member/depositv2">Back to the site</a></div>`,
      ),
    );
  });

  route(app, api.standinResult, async ({ params, reply }) => {
    const o = await opts.deposits.gatewayOrder(params.orderId);
    if (!o) throw new AppError('resource.not_found');
    const body = JSON.stringify({
      orderId: params.orderId,
      status: params.result === 'complete' ? 'SUCCESS' : 'FAILED',
      amount: toBig(o.amount).toString(),
    });
    await app.inject({
      method: 'POST',
      url: '/wps/pay/webhook',
      headers: { 'content-type': 'application/json', 'x-signature': signGatewayBody(String(o.gateway_secret), body) },
      payload: body,
    });
    return reply.redirect(`/gateway-standin/pay/${params.orderId}`, 303);
  });
};
