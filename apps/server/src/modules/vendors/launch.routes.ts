import { vendorsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { LaunchService } from './launch.service';

/** The launch calls of contracts' vendorsApi: the FB relay answers exactly as launchGame does. */
export const launchRoutes = async (app: FastifyInstance, opts: { launches: LaunchService }) => {
  for (const def of [api.launchGame, api.launchGameFB]) {
    route(app, def, ({ merchant, actor, query, language, req }) => opts.launches.launch(merchant, actor, query, language, req.ip));
  }
  route(app, api.trialGame, ({ merchant, query, language }) => opts.launches.trial(merchant, query, language));
};
