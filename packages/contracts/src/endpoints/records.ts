import { rankListQuery, rankListValue } from '../catalogue';
import { defineEndpoints, endpointDef, queryAsBody } from '../endpoint';
import { betRecordsQuery, betRecordsValue, personalProfitQuery, personalProfitValue } from '../records';

const tags = ['records'];
const memberCall = { method: 'GET', auth: 'member', module: 'COMM3', tags } as const;
const betRecords = endpointDef({
  ...memberCall,
  path: '/wps/relay/ODSFE2_getBetRecords',
  query: betRecordsQuery,
  value: betRecordsValue,
  summary: 'Betting record: my bets with filters, paging, totals and house-round proofs',
});
const personalProfit = endpointDef({
  ...memberCall,
  path: '/wps/relay/ODSFE2_getPersonalProfit',
  query: personalProfitQuery,
  value: personalProfitValue,
  summary: 'Personal profit and loss of settled bets, by day and by category',
});

/**
 * Betting record (personalHistoryCopy), personal profit and loss (personalProfit) and the winner board. The member
 * calls answer GET with a query and POST with the same fields as a JSON body, as the original's relays accept both.
 */
export const recordsApi = defineEndpoints('records', {
  betRecords,
  betRecordsPost: queryAsBody(betRecords),
  personalProfit,
  personalProfitPost: queryAsBody(personalProfit),
  winnerBoard: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    auth: 'none',
    module: 'COMM3',
    query: rankListQuery,
    value: rankListValue,
    summary: 'Winner board: the biggest real wins of the last 30 days',
    tags,
  },
});
