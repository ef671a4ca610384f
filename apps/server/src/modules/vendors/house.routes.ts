import { envelope, houseCommitValue, housePlayBody, housePlayValue, houseTokenQuery } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { HouseService } from './house.service';

const config = { module: 'GAMELO3', auth: 'required' as const };
const base = { tags: ['games'], security: [{ token: [] }] };

/** The house vendor's game page calls these with the game session token it was launched with. */
export const houseRoutes = async (app: FastifyInstance, opts: { house: HouseService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/wps/house/commitment',
    {
      config,
      schema: {
        ...base,
        summary: 'House game: the hash of the next round server seed',
        querystring: houseTokenQuery,
        response: { 200: envelope(houseCommitValue) },
      },
    },
    async (req) => {
      if (!req.auth) throw new AppError('auth.required');
      return ok(await opts.house.commit(req.merchant, req.auth, req.query.token));
    },
  );
  r.post(
    '/wps/house/play',
    {
      config,
      schema: {
        ...base,
        summary: 'House game: play one round (stake and payout through the seamless wallet); reveals the seed',
        body: housePlayBody,
        response: { 200: envelope(housePlayValue) },
      },
    },
    async (req) => {
      if (!req.auth) throw new AppError('auth.required');
      return ok(await opts.house.play(req.merchant, req.auth, req.body));
    },
  );
};
