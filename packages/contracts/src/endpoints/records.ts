import { rankListQuery, rankListValue } from '../catalogue';
import { defineEndpoints } from '../endpoint';
import { betRecordsQuery, betRecordsValue, personalProfitQuery, personalProfitValue } from '../records';

const tags = ['records'];
const betsSummary = 'Betting record: my bets with filters, paging, totals and house-round proofs';
const profitSummary = 'Personal profit and loss of settled bets, by day and by category';

/**
 * Betting record (personalHistoryCopy), personal profit and loss (personalProfit) and the winner board. The member
 * calls answer GET with a query and POST with the same fields as a JSON body, as the original's relays accept both.
 */
export const recordsApi = defineEndpoints('records', {
  betRecords: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetRecords',
    auth: 'member',
    module: 'COMM3',
    query: betRecordsQuery,
    value: betRecordsValue,
    summary: betsSummary,
    tags,
  },
  betRecordsPost: {
    method: 'POST',
    path: '/wps/relay/ODSFE2_getBetRecords',
    auth: 'member',
    module: 'COMM3',
    body: betRecordsQuery,
    value: betRecordsValue,
    summary: betsSummary,
    tags,
  },
  personalProfit: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getPersonalProfit',
    auth: 'member',
    module: 'COMM3',
    query: personalProfitQuery,
    value: personalProfitValue,
    summary: profitSummary,
    tags,
  },
  personalProfitPost: {
    method: 'POST',
    path: '/wps/relay/ODSFE2_getPersonalProfit',
    auth: 'member',
    module: 'COMM3',
    body: personalProfitQuery,
    value: personalProfitValue,
    summary: profitSummary,
    tags,
  },
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
