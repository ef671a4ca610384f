import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  depositChannelsValue,
  depositDetail,
  depositListValue,
  gatewayDepositBody,
  gatewayWebhookValue,
  manualDepositFields,
} from '../wallet';

const tags = ['deposit'];
const orderId = z.string().regex(/^[a-f0-9]{24}$/);

/** Deposits: the merchant's channels, a gateway payment or a manual bank transfer with proof, the gateway's webhook. */
export const depositsApi = defineEndpoints('deposits', {
  channels: {
    method: 'GET',
    path: '/wps/deposit/channels',
    auth: 'member',
    module: 'COMM3',
    value: depositChannelsValue,
    summary: 'Payment channels with their limits',
    tags,
  },
  list: {
    method: 'GET',
    path: '/wps/deposit/list',
    auth: 'member',
    module: 'COMM3',
    value: depositListValue,
    summary: 'My deposits',
    tags,
  },
  gateway: {
    method: 'POST',
    path: '/wps/deposit/gateway',
    auth: 'member',
    module: 'COMM3',
    body: gatewayDepositBody,
    value: depositDetail,
    summary: 'Start a gateway deposit; answers the payment page',
    tags,
  },
  manual: {
    method: 'POST',
    path: '/wps/deposit/manual',
    auth: 'member',
    module: 'COMM3',
    body: manualDepositFields,
    bodyKind: 'multipart',
    value: depositDetail,
    summary: 'Manual bank transfer: multipart fields channelCode, amount, requestId, payerName and 1–3 proof images',
    tags,
  },
  webhook: {
    method: 'POST',
    path: '/wps/pay/webhook',
    auth: 'public',
    body: z.object({ orderId: z.string(), status: z.enum(['SUCCESS', 'FAILED']), amount: z.string() }),
    bodyKind: 'raw',
    value: gatewayWebhookValue,
    summary: 'Payment gateway confirmation (X-Signature: hex HMAC-SHA256 of the body)',
    tags,
  },
  standinPage: {
    method: 'GET',
    path: '/gateway-standin/pay/:orderId',
    auth: 'public',
    params: z.object({ orderId }),
    produces: 'text/html',
    summary: 'Payment gateway stand-in (development and tests): the page where a person pays or fails',
    tags,
    hidden: true,
  },
  standinResult: {
    method: 'POST',
    path: '/gateway-standin/pay/:orderId/:result',
    auth: 'public',
    params: z.object({ orderId, result: z.enum(['complete', 'fail']) }),
    produces: 'text/html',
    summary: 'Payment gateway stand-in: completes or fails the payment, calls the webhook and shows the page again',
    tags,
    hidden: true,
  },
  paymentLogo: {
    method: 'GET',
    path: '/media/payment/:file',
    auth: 'public',
    params: z.object({ file: z.string().regex(/^[A-Z0-9_]{2,24}\.svg$/) }),
    produces: 'image/svg+xml',
    summary: 'A payment method badge',
    tags,
    hidden: true,
  },
});
