import { type LanguageCode, lotteryApi as api, parseLanguage } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { LotteryService } from './lottery.service';

const langOf = (header: LanguageCode, given?: string) => (given ? parseLanguage(given) : header);

/** The lottery calls of contracts' lotteryApi: each handler delegates to the lottery service (operators through ops.act). */
export const lotteryRoutes = async (app: FastifyInstance, opts: { lottery: LotteryService }) => {
  const { lottery } = opts;
  route(app, api.games, ({ merchant, query, language }) => lottery.games(merchant.id, langOf(language, query.language), query.prizeMode));
  route(app, api.vnMenus, ({ merchant, query, language }) => lottery.vnMenus(merchant.id, language, query.prizeMode));
  route(app, api.vnRecent, ({ actor, language }) => lottery.vnRecent(actor, language));
  route(app, api.recentGames, ({ actor, query, language }) => lottery.recentGames(actor, language, query.prizeMode));
  route(app, api.drawByCode, ({ merchant, params }) => lottery.drawByCode(merchant.id, params.gameCode));
  route(app, api.vnOpened, ({ merchant, query }) => lottery.opened(merchant.id, query, true));
  route(app, api.openedNumero, ({ merchant, query }) => lottery.opened(merchant.id, query));
  route(app, api.lottOpenedNumero, ({ actor, query }) => lottery.opened(actor.merchant.id, query));
  route(app, api.draws, ({ merchant, query }) => lottery.history(merchant.id, query, merchant.row.timeZone));
  route(app, api.near, ({ merchant, query }) => lottery.near(merchant.id, query));
  route(app, api.trends, ({ merchant, query }) => lottery.trends(merchant.id, query));
  route(app, api.verify, ({ merchant, params }) => lottery.verify(merchant.id, params.drawId));
  route(app, api.odds, ({ merchant, query }) => lottery.odds(merchant.id, query.gameCode));
  route(app, api.placeBets, ({ actor, body }) => lottery.place(actor, body));
  route(app, api.tickets, ({ actor, query }) => lottery.tickets(actor, query));

  route(app, api.opsDraws, ({ operator, params, query }) =>
    operator.act('read', params.code, 'lottery.draws', {}, ({ merchantId }) => lottery.opsDraws(merchantId, query)),
  );
  route(app, api.opsOdds, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'lottery.odds', body, ({ merchantId }) => lottery.setOdds(merchantId, body)),
  );
  route(app, api.opsEnterResult, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'lottery.result_enter', { id: params.id, ...body }, ({ merchantId, actor }) =>
      lottery.enterResult(merchantId, params.id, body.result, actor),
    ),
  );
  route(app, api.opsConfirmResult, ({ operator, params }) =>
    operator.act('admin', params.code, 'lottery.result_confirm', { id: params.id }, ({ merchantId, actor }) =>
      lottery.confirmResult(merchantId, params.id, actor),
    ),
  );
  route(app, api.opsCloseDraw, ({ operator, params }) =>
    operator.act('admin', params.code, 'lottery.close', { id: params.id }, ({ merchantId }) => lottery.closeDraw(merchantId, params.id)),
  );
  route(app, api.opsSettleDraw, ({ operator, params }) =>
    operator.act('admin', params.code, 'lottery.settle', { id: params.id }, ({ merchantId }) => lottery.settleDraw(merchantId, params.id)),
  );
  route(app, api.opsVoid, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'lottery.void', { id: params.id, ...body }, ({ merchantId }) =>
      lottery.voidDraw(merchantId, params.id, body.reason),
    ),
  );
};
