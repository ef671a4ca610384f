import { feedbackApi, messagesApi as api, messagesOpsApi as opsApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { type OpsAuth, opsCaller } from '../ops';
import { requireRealAccount } from '../wallet';
import type { MessagesService } from './messages.service';

type OpsCaller = ReturnType<typeof opsCaller>;
type Perm = Parameters<OpsAuth['require']>[1];

/** The member's inbox and the agent's sends (messagesApi), feedback (feedbackApi), and the operator's side (messagesOpsApi). */
export const messagesRoutes = async (app: FastifyInstance, opts: { messages: MessagesService; opsAuth: OpsAuth }) => {
  const { messages, opsAuth } = opts;
  const log = (err: unknown) => app.log.error({ err }, 'message delivery failed');

  // A trial (free-play) account has no inbox: refused before anything is read, as the rest of the member centre.
  route(app, api.unreadCount, ({ actor }) => {
    requireRealAccount(actor);
    return messages.unread(actor);
  });
  route(app, api.inbox, ({ actor, query, language }) => {
    requireRealAccount(actor);
    return messages.inbox(actor, language, query);
  });
  route(app, api.markRead, ({ actor, body }) => {
    requireRealAccount(actor);
    return messages.markRead(actor, body);
  });
  route(app, api.remove, ({ actor, body }) => {
    requireRealAccount(actor);
    return messages.remove(actor, body.ids);
  });
  route(app, api.agentSend, ({ actor, body }) => messages.agentSend(actor, body, log));

  route(app, feedbackApi.options, ({ merchant }) => messages.feedbackOptions(merchant.row.settings));
  route(app, feedbackApi.submit, ({ merchant, actor, body, req }) =>
    messages.submitFeedback(merchant, actor?.member.id ?? null, req.ip, body),
  );

  /** Authorises the operator for the merchant of the path, runs, and audits what changed (a refusal too). */
  const act = async <T>(
    caller: OpsCaller,
    perm: Perm,
    code: string | null,
    action: string,
    payload: object,
    fn: (merchantId: number, actor: string) => Promise<T>,
  ) => {
    const merchantId = code == null ? 0 : await messages.merchantIdOf(code);
    if (merchantId == null) throw new AppError('resource.not_found');
    const actor = await opsAuth.require(caller, perm, code == null ? undefined : merchantId);
    const entry = { merchantId: code == null ? null : merchantId, actor: actor.name, action, ip: caller.ip };
    try {
      const value = await fn(merchantId, actor.name);
      if (perm !== 'read') await opsAuth.audit({ ...entry, payload: { ...payload, outcome: 'ok' } });
      return value;
    } catch (err) {
      await opsAuth.audit({ ...entry, payload: { ...payload, outcome: (err as AppError).code ?? 'system.error' } });
      throw err;
    }
  };

  route(app, opsApi.send, ({ req, params, body }) =>
    act(opsCaller(req), 'admin', params.code, 'message.send', { target: body.target, category: body.category }, (merchantId, actor) =>
      messages.opsSend(merchantId, actor, body, log),
    ),
  );
  route(app, opsApi.sendStatus, ({ req, params }) =>
    act(opsCaller(req), 'read', params.code, 'message.send_status', {}, (merchantId) => messages.sendStatus(merchantId, params.id)),
  );
  route(app, opsApi.runSends, ({ req }) => act(opsCaller(req), 'admin', null, 'message.run_sends', {}, () => messages.deliverSends()));
  route(app, opsApi.feedback, ({ req, params, query }) =>
    act(opsCaller(req), 'read', params.code, 'feedback.list', {}, (merchantId) =>
      messages.feedbackList(merchantId, query.status, query.limit),
    ),
  );
  route(app, opsApi.answerFeedback, ({ req, params, body }) =>
    act(opsCaller(req), 'admin', params.code, 'feedback.answer', { id: params.id }, (merchantId, actor) =>
      messages.answerFeedback(merchantId, params.id, body.answer, actor),
    ),
  );
};
