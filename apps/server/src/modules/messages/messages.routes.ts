import { feedbackApi, messagesApi as api, messagesOpsApi as opsApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { requireRealAccount } from '../money';
import type { MessagesService } from './messages.service';

/** The member's inbox and the agent's sends (messagesApi), feedback (feedbackApi), and the operator's side (messagesOpsApi). */
export const messagesRoutes = async (app: FastifyInstance, opts: { messages: MessagesService }) => {
  const { messages } = opts;
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

  route(app, opsApi.send, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'message.send', { target: body.target, category: body.category }, ({ merchantId, actor }) =>
      messages.opsSend(merchantId, actor, body, log),
    ),
  );
  route(app, opsApi.sendStatus, ({ operator, params }) =>
    operator.act('read', params.code, 'message.send_status', {}, ({ merchantId }) => messages.sendStatus(merchantId, params.id)),
  );
  route(app, opsApi.runSends, ({ operator }) => operator.act('admin', null, 'message.run_sends', {}, () => messages.deliverSends()));
  route(app, opsApi.feedback, ({ operator, params, query }) =>
    operator.act('read', params.code, 'feedback.list', {}, ({ merchantId }) =>
      messages.feedbackList(merchantId, query.status, query.limit),
    ),
  );
  route(app, opsApi.answerFeedback, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'feedback.answer', { id: params.id }, ({ merchantId, actor }) =>
      messages.answerFeedback(merchantId, params.id, body.answer, actor),
    ),
  );
};
