import { noticesApi as api, noticesOpsApi as ops, parseLanguage } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { NoticesService } from './notices.service';

/** The notices calls of contracts' noticesApi; the query's `language` wins over the Language header. */
export const noticesRoutes = async (
  app: FastifyInstance,
  opts: {
    notices: NoticesService;
    /** The signed-in member a token names, or null (a visitor, or a token no longer valid): the call stays public. */
    viewer?: (token: string, merchantId: number) => Promise<number | null>;
  },
) => {
  const { notices } = opts;
  route(app, api.notice, async ({ req, merchant, query, language }) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    const memberId = token && opts.viewer ? await opts.viewer(token, merchant.id) : null;
    return notices.notice(merchant, query.language ? parseLanguage(query.language) : language, query, memberId);
  });
  route(app, api.announcements, ({ merchant, query, language }) =>
    notices.announcements(merchant, query.language ? parseLanguage(query.language) : language, query),
  );
  route(app, api.agentAnnouncements, ({ actor, query, language }) =>
    notices.agentAnnouncements(actor, query.language ? parseLanguage(query.language) : language, query),
  );
  // Operators (through ops.act: authorised and audited).
  route(app, ops.agentAnnouncements, ({ operator, params }) =>
    operator.act('read', params.code, 'notices.agentAnnouncements', {}, ({ merchantId }) => notices.opsAgentAnnouncements(merchantId)),
  );
  route(app, ops.publishAgentAnnouncement, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'notices.agentAnnouncement.publish', { title: body.title.EN }, ({ merchantId }) =>
      notices.publishAgentAnnouncement(merchantId, body),
    ),
  );
};
