import { kycApi as api, kycOpsApi as ops } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import { readKycForm } from './kyc-form';
import type { KycService } from './kyc.service';

/** Verification is the whole merchant's: a staff member limited to an agent's downline is refused it. */
const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope.merchantId;
};

/** The member's verification calls and the back office's review (kyc.view to read, kyc.decide to decide; audited). */
export const kycRoutes = async (app: FastifyInstance, opts: { kyc: KycService }) => {
  const { kyc } = opts;
  route(app, api.state, ({ actor }) => kyc.state(actor.merchant.id, actor.member.id));
  route(app, api.details, ({ actor, body }) => kyc.setDetails(actor.merchant.id, actor.member.id, body));
  route(app, api.upload, async ({ actor, req }) => kyc.upload(actor.merchant.id, actor.member.id, await readKycForm(req)));

  route(app, ops.queue, ({ operator, params, query }) =>
    operator.act('read', params.code, 'kyc.queue', {}, (s) => kyc.queue(whole(s), query)),
  );
  route(app, ops.next, ({ operator, params }) => operator.act('admin', params.code, 'kyc.next', {}, (s) => kyc.next(whole(s), s.actor)));
  route(app, ops.review, ({ operator, params }) =>
    operator.act('read', params.code, 'kyc.review', {}, (s) => kyc.review(whole(s), params.id)),
  );
  // Opening a document is recorded in the audit chain (who saw whose identity document, when, from where).
  route(app, ops.file, async ({ operator, params, reply }) => {
    const f = await operator.act('admin', params.code, 'kyc.file', { id: params.id }, (s) => kyc.file(whole(s), params.id));
    return reply
      .header(
        'content-disposition',
        `inline; filename="document-${params.id}${f.mime === 'application/pdf' ? '.pdf' : f.mime === 'image/png' ? '.png' : '.jpg'}"`,
      )
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .type(f.mime)
      .send(f.data);
  });
  route(app, ops.decide, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'kyc.decide', { id: params.id, ...body }, (s) => kyc.decide(whole(s), params.id, s.actor, body)),
  );
  route(app, ops.player, ({ operator, params }) =>
    operator.act('read', params.code, 'kyc.player', {}, (s) => kyc.player(whole(s), params.account)),
  );
};
