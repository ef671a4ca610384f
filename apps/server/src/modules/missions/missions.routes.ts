import { loyaltyOpsApi as ops, missionsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { opsCaller, type OpsService } from '../ops';
import type { MissionsService } from './missions.service';

/** Missions and the leaderboard (missionsApi) and their operator side (through ops.act: authorised and audited). */
export const missionsRoutes = async (app: FastifyInstance, opts: { missions: MissionsService; ops: OpsService }) => {
  const { missions: s, ops: gate } = opts;
  route(app, api.summary, ({ actor, language }) => s.summary(actor, language));
  route(app, api.claim, ({ actor, body, language }) => s.claim(actor, body, language));
  route(app, api.leaderboard, ({ actor, query }) => s.leaderboard(actor, query.period));

  route(app, ops.missions, ({ req, params }) =>
    gate.act(opsCaller(req), 'read', params.code, 'missions.list', {}, ({ merchantId }) => s.opsList(merchantId)),
  );
  route(app, ops.addMission, ({ req, params, body }) =>
    gate.act(opsCaller(req), 'admin', params.code, 'missions.add', body, ({ merchantId }) => s.addMission(merchantId, body)),
  );
  route(app, ops.updateMission, ({ req, params, body }) =>
    gate.act(opsCaller(req), 'admin', params.code, 'missions.update', { id: params.id, ...body }, ({ merchantId }) =>
      s.updateMission(merchantId, params.id, body),
    ),
  );
  route(app, ops.setLeaderboard, ({ req, params, body }) =>
    gate.act(opsCaller(req), 'admin', params.code, 'missions.leaderboard', body, ({ merchantId }) =>
      s.setLeaderboard(merchantId, body.metric),
    ),
  );
};
