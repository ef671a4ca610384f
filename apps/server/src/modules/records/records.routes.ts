import {
  betRecordsQuery,
  betRecordsValue,
  envelope,
  parseLanguage,
  personalProfitQuery,
  personalProfitValue,
  rankListQuery,
  rankListValue,
} from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { CatalogueService } from '../catalogue';
import { actorOf } from '../../platform/endpoint';
import type { RecordsService } from './records.service';

/** The query's (or body's) `language` wins over the Language header, like the catalogue relays. */
const langOf = (req: FastifyRequest, given?: string) => (given ? parseLanguage(given) : req.language);

/**
 * Betting record (personalHistoryCopy), personal profit and loss (personalProfit) and the winner board. The member
 * calls answer GET with a query and POST with the same fields as a JSON body, as the original's relays accept both.
 */
export const recordsRoutes = async (app: FastifyInstance, opts: { records: RecordsService; catalogue: CatalogueService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { records, catalogue } = opts;
  const base = { tags: ['records'], security: [{ token: [] }] };
  const config = { module: 'COMM3', auth: 'required' as const };

  const betsSchema = {
    ...base,
    summary: 'Betting record: my bets with filters, paging, totals and house-round proofs',
    response: { 200: envelope(betRecordsValue) },
  };
  r.get('/wps/relay/ODSFE2_getBetRecords', { config, schema: { ...betsSchema, querystring: betRecordsQuery } }, async (req) =>
    ok(await records.bets(actorOf(req), req.query, langOf(req, req.query.language))),
  );
  r.post('/wps/relay/ODSFE2_getBetRecords', { config, schema: { ...betsSchema, body: betRecordsQuery } }, async (req) =>
    ok(await records.bets(actorOf(req), req.body, langOf(req, req.body.language))),
  );

  const profitSchema = {
    ...base,
    summary: 'Personal profit and loss of settled bets, by day and by category',
    response: { 200: envelope(personalProfitValue) },
  };
  r.get('/wps/relay/ODSFE2_getPersonalProfit', { config, schema: { ...profitSchema, querystring: personalProfitQuery } }, async (req) =>
    ok(await records.profit(actorOf(req), req.query)),
  );
  r.post('/wps/relay/ODSFE2_getPersonalProfit', { config, schema: { ...profitSchema, body: personalProfitQuery } }, async (req) =>
    ok(await records.profit(actorOf(req), req.body)),
  );

  // The same board as GCSGAME_getRankList (and the same short cache): real settled bets, biggest payouts first.
  r.get(
    '/wps/relay/ODSFE2_getWinnerBoard',
    {
      config: { module: 'COMM3' },
      schema: {
        tags: ['records'],
        summary: 'Winner board: the biggest real wins of the last 30 days',
        querystring: rankListQuery,
        response: { 200: envelope(rankListValue) },
      },
    },
    async (req) => ok(await catalogue.winners(req.merchant, langOf(req, req.query.language), req.query.category, req.query.limit)),
  );
};
