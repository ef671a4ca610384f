import { loyaltyOpsApi as ops, missionsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { MissionsService } from './missions.service';

/** Missions and the leaderboard (missionsApi) and their operator side (through ops.act: authorised and audited). */
export const missionsRoutes = async (app: FastifyInstance, opts: { missions: MissionsService }) => {
  const { missions: s } = opts;
  route(app, api.overview, ({ actor, language }) => s.summary(actor, language));
  route(app, api.claim, ({ actor, body, language }) => s.claim(actor, body, language));
  route(app, api.leaderboard, ({ actor, query }) => s.leaderboard(actor, query.period));

  route(app, ops.missions, ({ operator, params }) =>
    operator.act('read', params.code, 'missions.list', {}, ({ merchantId }) => s.opsList(merchantId)),
  );
  route(app, ops.addMission, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'missions.add', body, ({ merchantId }) => s.addMission(merchantId, body)),
  );
  route(app, ops.updateMission, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'missions.update', { id: params.id, ...body }, ({ merchantId }) =>
      s.updateMission(merchantId, params.id, body),
    ),
  );
  route(app, ops.setLeaderboard, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'missions.leaderboard', body, ({ merchantId }) => s.setLeaderboard(merchantId, body.metric)),
  );
};
