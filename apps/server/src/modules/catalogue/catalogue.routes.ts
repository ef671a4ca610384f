import {
  envelope,
  favouriteChangeValue,
  favouriteIdsValue,
  favouriteListQuery,
  favouriteListValue,
  gameListQuery,
  gameListValue,
  gameMenusValue,
  gameVendorQuery,
  gameVendorValue,
  hotGamesQuery,
  listValue,
  nodeIdBody,
  parseLanguage,
  popularQuery,
  rankListQuery,
  rankListValue,
  recentQuery,
  roomListQuery,
  roomListValue,
  vassGameTypeQuery,
  vassGameTypeValue,
} from '@wl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { CatalogueService } from './catalogue.service';

/** The query's `language` wins over the Language header (the original sends both). */
const langOf = (req: FastifyRequest & { query: unknown }) => {
  const q = req.query as { language?: string } | undefined;
  return q?.language ? parseLanguage(q.language) : req.language;
};
const memberOf = (req: FastifyRequest) => {
  if (!req.auth) throw new AppError('auth.required');
  return req.auth.member.id;
};

export const catalogueRoutes = async (app: FastifyInstance, opts: { catalogue: CatalogueService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const c = opts.catalogue;
  /**
   * The lobby's hottest reads answer a body serialised once per cache period: checked against the contract when it
   * is built, then sent as is (Fastify does not serialise a string again), keyed by merchant, language and the parsed
   * query so equivalent URLs share one entry.
   */
  const sendBody = async <T>(req: FastifyRequest, reply: FastifyReply, name: string, schema: z.ZodType<T>, load: () => Promise<T>) => {
    const key = `${req.merchant.id}|${name}|${langOf(req)}|${JSON.stringify(req.query ?? {})}`;
    const body = await c.body(key, async () => JSON.stringify(ok(schema.parse(await load()))));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const tags = ['games'];
  const token = [{ token: [] }];

  r.get(
    '/lgw/games/game_menus',
    {
      config: { module: 'COMM3' },
      schema: {
        tags,
        summary: 'Categories with their vendors',
        querystring: z.object({ language: z.string().max(8).optional() }),
        response: { 200: envelope(gameMenusValue) },
      },
    },
    async (req, reply) => sendBody(req, reply, 'menus', gameMenusValue, () => c.menus(req.merchant, langOf(req))),
  );

  r.get(
    '/wps/relay/GCSGAME_gameVendor',
    {
      config: { module: 'COMM3' },
      schema: { tags, summary: 'Vendor lanes per category', querystring: gameVendorQuery, response: { 200: envelope(gameVendorValue) } },
    },
    async (req) => ok(await c.vendorLanes(req.merchant, langOf(req), req.query.flush === 'true' || req.query.flush === '1')),
  );

  r.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      config: { module: 'COMM3' },
      schema: { tags, summary: 'Vendor lanes of new vendors', querystring: gameVendorQuery, response: { 200: envelope(gameVendorValue) } },
    },
    async (req) => ok(await c.newVendorLanes(req.merchant, langOf(req))),
  );

  r.get(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags,
        summary: 'Paged games of a category or vendor',
        querystring: gameListQuery,
        response: { 200: envelope(gameListValue) },
      },
    },
    async (req, reply) => sendBody(req, reply, 'list', gameListValue, () => c.list(req.merchant, langOf(req), req.query)),
  );

  r.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      config: { module: 'GAMELOHOT3' },
      schema: { tags, summary: 'Hot games', querystring: hotGamesQuery, response: { 200: envelope(listValue) } },
    },
    async (req, reply) => sendBody(req, reply, 'hot', listValue, () => c.hot(req.merchant, langOf(req), req.query.gameType)),
  );

  const vassSchema = {
    tags,
    summary: 'RNG sub-types a vendor offers',
    querystring: vassGameTypeQuery,
    response: { 200: envelope(vassGameTypeValue) },
  };
  for (const path of ['/wps/relay/GCSGAME_getVassGameType', '/wps/relay/GLS2_getVassGameType']) {
    r.get(path, { config: { module: 'GAMELO3' }, schema: vassSchema }, async (req) =>
      ok(await c.vassGameTypes(req.merchant, req.query.vassalage, req.query.gameType)),
    );
  }

  r.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      config: { module: 'GAMELO3', auth: 'required' },
      schema: { tags, summary: 'Ids of the member’s favourite games', security: token, response: { 200: envelope(favouriteIdsValue) } },
    },
    async (req) => ok(await c.favouriteIds(memberOf(req))),
  );

  r.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      config: { module: 'GAMELO3', auth: 'required' },
      schema: {
        tags,
        summary: 'The member’s favourite games',
        security: token,
        querystring: favouriteListQuery,
        response: { 200: envelope(favouriteListValue) },
      },
    },
    async (req) => ok(await c.favouriteList(req.merchant, memberOf(req), langOf(req), req.query)),
  );

  const favSchema = (summary: string) => ({
    tags,
    summary,
    security: token,
    body: nodeIdBody,
    response: { 200: envelope(favouriteChangeValue) },
  });
  r.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { config: { module: 'GAMELO3', auth: 'required' }, schema: favSchema('Add a favourite game') },
    async (req) => ok(await c.addFavourite(req.merchant, memberOf(req), req.body.nodeId)),
  );
  for (const method of ['POST', 'DELETE'] as const) {
    r.route({
      method,
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      config: { module: 'GAMELO3', auth: 'required' },
      schema: favSchema('Remove a favourite game'),
      handler: async (req) => ok(await c.removeFavourite(req.merchant, memberOf(req), req.body.nodeId)),
    });
  }

  r.get(
    '/wps/relay/GCS_recentGame',
    {
      config: { module: 'GAMELOREC3', auth: 'required' },
      schema: { tags, summary: 'Recently played games', security: token, querystring: recentQuery, response: { 200: envelope(listValue) } },
    },
    async (req) => ok(await c.recent(req.merchant, memberOf(req), langOf(req), req.query.limit)),
  );

  r.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      config: { module: 'COMM3' },
      schema: { tags, summary: 'Winner board, biggest wins first', querystring: rankListQuery, response: { 200: envelope(rankListValue) } },
    },
    async (req) => ok(await c.winners(req.merchant, langOf(req), req.query.category, req.query.limit)),
  );

  r.get(
    '/lgw/games/popular',
    {
      config: { module: 'AGEANNOUNCE3' },
      schema: { tags, summary: 'Most played games', querystring: popularQuery, response: { 200: envelope(listValue) } },
    },
    async (req) => ok(await c.popular(req.merchant, langOf(req), req.query.limit, req.query.gameType)),
  );

  r.get(
    '/wps/relay/GLS2_roomList',
    {
      config: {},
      schema: { tags, summary: 'Rooms of a card game', querystring: roomListQuery, response: { 200: envelope(roomListValue) } },
    },
    async (req) => ok(await c.rooms(req.merchant, langOf(req), req.query.nodeId)),
  );
};
