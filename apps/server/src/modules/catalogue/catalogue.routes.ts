import { catalogueApi as api, type LanguageCode, type NamedEndpoint, parseLanguage } from '@wl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import type { CatalogueService } from './catalogue.service';

/** The query's `language` wins over the Language header (the original sends both). */
const langOf = (query: { language?: string } | undefined, header: LanguageCode) =>
  query?.language ? parseLanguage(query.language) : header;

/** The catalogue calls of contracts' catalogueApi: each handler delegates to the catalogue service. */
export const catalogueRoutes = async (app: FastifyInstance, opts: { catalogue: CatalogueService }) => {
  const c = opts.catalogue;
  /**
   * The lobby's hottest reads answer a body serialised once per cache period: checked against the definition's
   * value when it is built, then sent as is (Fastify does not serialise a string again, so the per-call response
   * serialisation is skipped), keyed by merchant, language and the parsed query so equivalent URLs share one entry.
   */
  const sendBody = async <T>(
    def: NamedEndpoint & { value: z.ZodType<T> },
    req: FastifyRequest,
    reply: FastifyReply,
    language: LanguageCode,
    load: () => Promise<T>,
  ) => {
    const key = `${req.merchant.id}|${def.name}|${language}|${JSON.stringify(req.query ?? {})}`;
    const body = await c.body(key, async () => JSON.stringify(ok(def.value.parse(await load()))));
    return reply.type('application/json; charset=utf-8').send(body);
  };

  route(app, api.gameMenus, ({ merchant, query, language, req, reply }) => {
    const lang = langOf(query, language);
    return sendBody(api.gameMenus, req, reply, lang, () => c.menus(merchant, lang));
  });
  route(app, api.gameVendor, ({ merchant, query, language }) =>
    c.vendorLanes(merchant, langOf(query, language), query.flush === 'true' || query.flush === '1'),
  );
  route(app, api.newGameVendor, ({ merchant, query, language }) => c.newVendorLanes(merchant, langOf(query, language)));
  route(app, api.gameList, ({ merchant, query, language, req, reply }) => {
    const lang = langOf(query, language);
    return sendBody(api.gameList, req, reply, lang, () => c.list(merchant, lang, query));
  });
  route(app, api.hotGames, ({ merchant, query, language, req, reply }) => {
    const lang = langOf(query, language);
    return sendBody(api.hotGames, req, reply, lang, () => c.hot(merchant, lang, query.gameType));
  });
  for (const def of [api.vassGameType, api.vassGameTypeGls2]) {
    route(app, def, ({ merchant, query }) => c.vassGameTypes(merchant, query.vassalage, query.gameType));
  }
  route(app, api.favouriteIds, ({ actor }) => c.favouriteIds(actor.member.id));
  route(app, api.favouriteList, ({ merchant, actor, query, language }) =>
    c.favouriteList(merchant, actor.member.id, langOf(query, language), query),
  );
  route(app, api.addFavourite, ({ merchant, actor, body }) => c.addFavourite(merchant, actor.member.id, body.nodeId));
  for (const def of [api.removeFavourite, api.removeFavouriteDelete]) {
    route(app, def, ({ merchant, actor, body }) => c.removeFavourite(merchant, actor.member.id, body.nodeId));
  }
  route(app, api.recent, ({ merchant, actor, query, language }) =>
    c.recent(merchant, actor.member.id, langOf(query, language), query.limit),
  );
  route(app, api.rankList, ({ merchant, query, language }) => c.winners(merchant, langOf(query, language), query.category, query.limit));
  route(app, api.popular, ({ merchant, query, language }) => c.popular(merchant, langOf(query, language), query.limit, query.gameType));
  route(app, api.jackpot, ({ merchant, query, language }) => c.jackpots(merchant.id, langOf(query, language), query));
  route(app, api.gameMatch, ({ merchant, query, language }) => c.matches(merchant.id, langOf(query, language), query));
  route(app, api.roomList, ({ merchant, query, language }) => c.rooms(merchant, langOf(query, language), query));
};
