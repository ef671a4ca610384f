import { type LanguageCode, parseLanguage, recordsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { CatalogueService } from '../catalogue';
import type { RecordsService } from './records.service';

/** The query's (or body's) `language` wins over the Language header, like the catalogue relays. */
const langOf = (header: LanguageCode, given?: string) => (given ? parseLanguage(given) : header);

/**
 * The records calls of contracts' recordsApi: betting record and personal profit and loss answer GET with a query
 * and POST with the same fields as a JSON body (two definitions each), as the original's relays accept both.
 */
export const recordsRoutes = async (
  app: FastifyInstance,
  opts: { records: RecordsService; catalogue: Pick<CatalogueService, 'winners'> },
) => {
  const { records, catalogue } = opts;
  route(app, api.betRecords, ({ actor, query, language }) => records.bets(actor, query, langOf(language, query.language)));
  route(app, api.betRecordsPost, ({ actor, body, language }) => records.bets(actor, body, langOf(language, body.language)));
  route(app, api.personalProfit, ({ actor, query }) => records.profit(actor, query));
  route(app, api.personalProfitPost, ({ actor, body }) => records.profit(actor, body));
  // The same board as GCSGAME_getRankList (and the same short cache): real settled bets, biggest payouts first.
  route(app, api.winnerBoard, ({ merchant, query, language }) =>
    catalogue.winners(merchant, langOf(language, query.language), query.category, query.limit),
  );
};
