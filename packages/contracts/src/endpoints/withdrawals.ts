import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  noticeListValue,
  noticesReadBody,
  payeeBody,
  payeeListValue,
  paymentPasswordBody,
  paymentPasswordState,
  paymentPasswordVerifyBody,
  withdrawalBody,
  withdrawalConfirmFields,
  withdrawalListValue,
  withdrawalRequestValue,
} from '../wallet';

const tags = ['withdrawal'];
const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** Withdrawals: payee accounts, the payment password, requests and receipt confirmation, the wallet notices. */
export const withdrawalsApi = defineEndpoints('withdrawals', {
  payees: {
    method: 'GET',
    path: '/wps/member/payee',
    auth: 'member',
    module: 'COMM3',
    value: payeeListValue,
    summary: 'My payee bank accounts',
    tags,
  },
  addPayee: {
    method: 'POST',
    path: '/wps/member/payee',
    auth: 'member',
    module: 'COMM3',
    body: payeeBody,
    value: payeeListValue,
    summary: 'Add a payee bank account',
    tags,
  },
  removePayee: {
    method: 'DELETE',
    path: '/wps/member/payee/:id',
    auth: 'member',
    module: 'COMM3',
    params: idParam,
    value: payeeListValue,
    summary: 'Remove a payee bank account',
    tags,
  },
  paymentPassword: {
    method: 'GET',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    module: 'COMM3',
    value: paymentPasswordState,
    summary: 'Whether a payment password is set',
    tags,
  },
  setPaymentPassword: {
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    module: 'COMM3',
    body: paymentPasswordBody,
    value: paymentPasswordState,
    summary: 'Set or change the payment password',
    tags,
  },
  verifyPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword/verify',
    auth: 'member',
    module: 'COMM3',
    body: paymentPasswordVerifyBody,
    value: z.boolean(),
    summary: 'Check the payment password',
    tags,
  },
  list: {
    method: 'GET',
    path: '/wps/withdrawal/list',
    auth: 'member',
    module: 'COMM3',
    value: withdrawalListValue,
    summary: 'My withdrawals',
    tags,
  },
  request: {
    method: 'POST',
    path: '/wps/withdrawal',
    auth: 'member',
    module: 'COMM3',
    body: withdrawalBody,
    value: withdrawalRequestValue,
    summary: 'Request a withdrawal',
    tags,
  },
  confirm: {
    method: 'POST',
    path: '/wps/withdrawal/:id/confirm',
    auth: 'member',
    module: 'COMM3',
    params: idParam,
    body: withdrawalConfirmFields,
    bodyKind: 'multipart',
    value: withdrawalRequestValue,
    summary: 'Confirm a payout: RECEIVED, NOT_RECEIVED (multipart with 1–3 proof images) or PARTLY_RECEIVED (receivedAmount)',
    tags,
  },
  notices: {
    method: 'GET',
    path: '/wps/wallet/notices',
    auth: 'member',
    module: 'COMM3',
    value: noticeListValue,
    summary: 'Deposit and withdrawal notices',
    tags,
  },
  readNotices: {
    method: 'POST',
    path: '/wps/wallet/notices/read',
    auth: 'member',
    module: 'COMM3',
    body: noticesReadBody,
    value: noticeListValue,
    summary: 'Mark notices read (all when no ids)',
    tags,
  },
});
