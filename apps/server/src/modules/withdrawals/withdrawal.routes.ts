import { withdrawalsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { type MoneyNoticeService, readProofForm } from '../money';
import type { WalletService } from '../wallet';
import type { PayeeService } from './payee.service';
import type { PaymentPasswordService } from './payment-password.service';
import type { WithdrawalService } from './withdrawal.service';

/** The withdrawal calls of contracts' withdrawalsApi: each handler delegates to its service. */
export const withdrawalRoutes = async (
  app: FastifyInstance,
  opts: {
    withdrawals: WithdrawalService;
    payees: PayeeService;
    paymentPasswords: PaymentPasswordService;
    notices: MoneyNoticeService;
    wallet: Pick<WalletService, 'settings'>;
  },
) => {
  const { withdrawals, payees, paymentPasswords, notices } = opts;

  route(app, api.payees, ({ actor }) => payees.list(actor.merchant.id, actor.member.id));
  route(app, api.addPayee, async ({ actor, body }) => {
    const s = await opts.wallet.settings(actor.merchant.id);
    return payees.add(actor, s.maxPayees, body);
  });
  route(app, api.removePayee, ({ actor, params }) => payees.remove(actor.merchant.id, actor.member.id, params.id));

  route(app, api.paymentPassword, ({ actor }) => paymentPasswords.isSet(actor.merchant.id, actor.member.id));
  route(app, api.setPaymentPassword, ({ actor, body }) => paymentPasswords.set(actor, body));
  route(app, api.verifyPaymentPassword, async ({ actor, body }) => {
    await paymentPasswords.check(actor.merchant.id, actor.member.id, body.password);
    return true;
  });

  route(app, api.list, ({ actor }) => withdrawals.list(actor));
  route(app, api.request, ({ actor, body }) => withdrawals.request(actor, body));
  route(app, api.confirm, async ({ actor, params, req }) => {
    // Proof images come as multipart; a plain confirmation may also be sent as JSON.
    const form = req.isMultipart() ? await readProofForm(req) : { fields: (req.body ?? {}) as Record<string, unknown>, proofs: [] };
    const parsed = api.confirm.body.safeParse(form.fields);
    if (!parsed.success) throw new AppError('request_param_err');
    const received = parsed.data.receivedAmount === undefined ? undefined : String(parsed.data.receivedAmount);
    return withdrawals.confirm(actor, params.id, parsed.data.outcome, received, form.proofs);
  });

  route(app, api.notices, ({ actor }) => notices.list(actor.merchant.id, actor.member.id));
  route(app, api.readNotices, async ({ actor, body }) => {
    await notices.markRead(actor.merchant.id, actor.member.id, body.ids);
    return notices.list(actor.merchant.id, actor.member.id);
  });
};
