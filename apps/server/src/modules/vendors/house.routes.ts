import { houseApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { HouseService } from './house.service';

/** The house calls of contracts' houseApi; the game page sends the game session token it was launched with. */
export const houseRoutes = async (app: FastifyInstance, opts: { house: HouseService }) => {
  route(app, api.commitment, ({ merchant, actor, query, language }) => opts.house.commit(merchant, actor, query.token, language));
  route(app, api.play, ({ merchant, actor, body }) => opts.house.play(merchant, actor, body));
};
