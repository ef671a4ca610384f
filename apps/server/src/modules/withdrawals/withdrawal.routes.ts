import {
  envelope,
  noticeListValue,
  payeeBody,
  payeeListValue,
  paymentPasswordBody,
  paymentPasswordState,
  paymentPasswordVerifyBody,
  withdrawalBody,
  withdrawalConfirmFields,
  withdrawalItem,
  withdrawalListValue,
} from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { NoticeService } from '../wallet';
import { readProofForm } from '../wallet';
import { actorOf } from '../../platform/endpoint';
import type { WalletService } from '../wallet';
import type { PayeeService } from './payee.service';
import type { PaymentPasswordService } from './payment-password.service';
import type { WithdrawalService } from './withdrawal.service';

const member = { module: 'COMM3', auth: 'required' as const };
const base = { tags: ['withdrawal'], security: [{ token: [] }] };
const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const withdrawalView = withdrawalItem.extend({ replayed: z.boolean().optional() });

export const withdrawalRoutes = async (
  app: FastifyInstance,
  opts: {
    withdrawals: WithdrawalService;
    payees: PayeeService;
    paymentPasswords: PaymentPasswordService;
    notices: NoticeService;
    wallet: WalletService;
  },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { withdrawals, payees, paymentPasswords, notices } = opts;

  r.get(
    '/wps/member/payee',
    { config: member, schema: { ...base, summary: 'My payee bank accounts', response: { 200: envelope(payeeListValue) } } },
    async (req) => {
      const a = actorOf(req);
      return ok(await payees.list(a.merchant.id, a.member.id));
    },
  );
  r.post(
    '/wps/member/payee',
    {
      config: member,
      schema: { ...base, summary: 'Add a payee bank account', body: payeeBody, response: { 200: envelope(payeeListValue) } },
    },
    async (req) => {
      const a = actorOf(req);
      const s = await opts.wallet.settings(a.merchant.id);
      return ok(await payees.add(a.merchant.id, a.member.id, s.maxPayees, req.body));
    },
  );
  r.delete(
    '/wps/member/payee/:id',
    {
      config: member,
      schema: { ...base, summary: 'Remove a payee bank account', params: idParam, response: { 200: envelope(payeeListValue) } },
    },
    async (req) => {
      const a = actorOf(req);
      return ok(await payees.remove(a.merchant.id, a.member.id, req.params.id));
    },
  );

  r.get(
    '/wps/member/paymentPassword',
    {
      config: member,
      schema: { ...base, summary: 'Whether a payment password is set', response: { 200: envelope(paymentPasswordState) } },
    },
    async (req) => {
      const a = actorOf(req);
      return ok(await paymentPasswords.isSet(a.merchant.id, a.member.id));
    },
  );
  r.put(
    '/wps/member/paymentPassword',
    {
      config: member,
      schema: {
        ...base,
        summary: 'Set or change the payment password',
        body: paymentPasswordBody,
        response: { 200: envelope(paymentPasswordState) },
      },
    },
    async (req) => {
      const a = actorOf(req);
      return ok(await paymentPasswords.set(a.merchant.id, a.member.id, req.body));
    },
  );
  r.post(
    '/wps/member/paymentPassword/verify',
    {
      config: member,
      schema: { ...base, summary: 'Check the payment password', body: paymentPasswordVerifyBody, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => {
      const a = actorOf(req);
      await paymentPasswords.check(a.merchant.id, a.member.id, req.body.password);
      return ok(true);
    },
  );

  r.get(
    '/wps/withdrawal/list',
    { config: member, schema: { ...base, summary: 'My withdrawals', response: { 200: envelope(withdrawalListValue) } } },
    async (req) => ok(await withdrawals.list(actorOf(req))),
  );
  r.post(
    '/wps/withdrawal',
    {
      config: member,
      schema: { ...base, summary: 'Request a withdrawal', body: withdrawalBody, response: { 200: envelope(withdrawalView) } },
    },
    async (req) => ok(await withdrawals.request(actorOf(req), req.body)),
  );
  r.post(
    '/wps/withdrawal/:id/confirm',
    {
      config: member,
      schema: {
        ...base,
        summary: 'Confirm a payout: RECEIVED, NOT_RECEIVED (multipart with 1–3 proof images) or PARTLY_RECEIVED (receivedAmount)',
        params: idParam,
        response: { 200: envelope(withdrawalView) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const form = req.isMultipart() ? await readProofForm(req) : { fields: (req.body ?? {}) as Record<string, unknown>, proofs: [] };
      const parsed = withdrawalConfirmFields.safeParse(form.fields);
      if (!parsed.success) throw new AppError('request_param_err');
      const received = parsed.data.receivedAmount === undefined ? undefined : String(parsed.data.receivedAmount);
      return ok(await withdrawals.confirm(actor, req.params.id, parsed.data.outcome, received, form.proofs));
    },
  );

  r.get(
    '/wps/wallet/notices',
    { config: member, schema: { ...base, summary: 'Deposit and withdrawal notices', response: { 200: envelope(noticeListValue) } } },
    async (req) => {
      const a = actorOf(req);
      return ok(await notices.list(a.merchant.id, a.member.id));
    },
  );
  r.post(
    '/wps/wallet/notices/read',
    {
      config: member,
      schema: {
        ...base,
        summary: 'Mark notices read (all when no ids)',
        body: z.object({ ids: z.array(z.number().int().positive()).max(200).optional() }),
        response: { 200: envelope(noticeListValue) },
      },
    },
    async (req) => {
      const a = actorOf(req);
      await notices.markRead(a.merchant.id, a.member.id, req.body.ids);
      return ok(await notices.list(a.merchant.id, a.member.id));
    },
  );
};
