import { envelope, launchGameQuery, launchGameValue } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { LaunchService } from './launch.service';

const config = { module: 'GAMELO3', auth: 'required' as const };
const schema = { tags: ['games'], security: [{ token: [] }], querystring: launchGameQuery, response: { 200: envelope(launchGameValue) } };

export const launchRoutes = async (app: FastifyInstance, opts: { launches: LaunchService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/wps/game/launchGame', '/wps/relay/GCS_gameLaunchFB']) {
    r.get(url, { config, schema: { ...schema, summary: 'Open a game: answers value.content.game_url' } }, async (req) => {
      if (!req.auth) throw new AppError('auth.required');
      return ok(await opts.launches.launch(req.merchant, req.auth, req.query, req.language));
    });
  }
};
