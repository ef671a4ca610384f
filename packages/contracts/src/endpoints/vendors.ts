import { defineEndpoints, endpointDef } from '../endpoint';
import {
  launchGameQuery,
  launchGameValue,
  trialLaunchQuery,
  vendorAuthBody,
  vendorBalanceValue,
  vendorBetBody,
  vendorEndRoundBody,
  vendorParams,
  vendorRollbackBody,
  vendorRoundBody,
  vendorRoundValue,
  vendorTxValue,
  vendorWinBody,
} from '../games';

const launchGame = endpointDef({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'member',
  module: 'GAMELO3',
  query: launchGameQuery,
  value: launchGameValue,
  summary: 'Open a game: answers value.content.game_url',
  tags: ['games'],
});
const seamlessSummary = (what: string) =>
  `Seamless wallet: ${what} (vendor → operator; X-Signature: hex HMAC-SHA256 of the body with the vendor secret)`;

/**
 * A seamless vendor's call: signed over the raw body (read as text and checked before it is parsed), and without
 * the per-address rate limit, since a vendor's calls carry every player's rounds from a few addresses; each call is
 * authenticated by its signature instead.
 */
const seamless = {
  method: 'POST' as const,
  auth: 'vendor' as const,
  bodyKind: 'raw' as const,
  params: vendorParams,
  noRateLimit: true,
  serverToServer: true,
  tags: ['vendor'],
};

/**
 * Game vendors: the member's launch (the FB relay answers the same inside Facebook's in-app browser) and the
 * seamless wallet calls a vendor makes to the operator.
 */
export const vendorsApi = defineEndpoints('vendors', {
  launchGame,
  launchGameFB: { ...launchGame, path: '/wps/relay/GCS_gameLaunchFB' },
  trialGame: endpointDef({
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    auth: 'none',
    module: 'FREEPLAY3',
    query: trialLaunchQuery,
    value: launchGameValue,
    summary: 'Free play for a visitor: a game of a vendor that offers it, with play money (answers value.content.game_url)',
    tags: ['games'],
  }),
  authenticate: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/authenticate',
    body: vendorAuthBody,
    value: vendorBalanceValue,
    summary: seamlessSummary('authenticate'),
  },
  balance: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/balance',
    body: vendorAuthBody,
    value: vendorBalanceValue,
    summary: seamlessSummary('balance'),
  },
  bet: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/bet',
    body: vendorBetBody,
    value: vendorTxValue,
    summary: seamlessSummary('bet'),
  },
  win: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/win',
    body: vendorWinBody,
    value: vendorTxValue,
    summary: seamlessSummary('win'),
  },
  rollback: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/rollback',
    body: vendorRollbackBody,
    value: vendorTxValue,
    summary: seamlessSummary('rollback'),
  },
  endRound: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/endRound',
    body: vendorEndRoundBody,
    value: vendorTxValue,
    summary: seamlessSummary('endRound'),
  },
  round: {
    ...seamless,
    path: '/vendor/:vendorCode/seamless/round',
    body: vendorRoundBody,
    value: vendorRoundValue,
    summary: seamlessSummary('round report (details and provably-fair proof of a played round, for the betting record)'),
  },
});
