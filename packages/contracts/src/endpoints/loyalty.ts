import { defineEndpoints } from '../endpoint';
import {
  convertPointBody,
  convertPointValue,
  pointBalanceValue,
  pointConfigValue,
  pointDetailsQuery,
  pointDetailsValue,
  pointExchangeValue,
  pointItemsValue,
  rankProgressValue,
  rebateClaimValue,
  rebateHistoryQuery,
  rebateHistoryValue,
  rebateSettingsValue,
  redeemListQuery,
  redeemListValue,
  redeemPointBody,
  redeemPointValue,
} from '../loyalty';
import { leaderboardQuery, leaderboardValue, missionClaimBody, missionClaimValue, missionSummaryValue } from '../missions';

// The operator's calls (one area, `loyaltyOps`) have their own file.
export { loyaltyOpsApi } from './loyalty-ops';

/**
 * Rebates (manualRebate): a share of the valid bet per product category at the member's VIP level. The relay name
 * of the rate call is the registry's (facts.md); the page belongs to the reward centre (REWCEN3).
 */
export const rebatesApi = defineEndpoints('rebates', {
  settings: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    auth: 'member',
    module: 'REWCEN3',
    value: rebateSettingsValue,
    summary: "The member's rebate rates per product category, what is waiting to be paid, and the payout mode",
    tags: ['rebates'],
  },
  claim: {
    method: 'POST',
    path: '/wps/rebates/claim',
    auth: 'member',
    module: 'REWCEN3',
    value: rebateClaimValue,
    summary: 'Claim the rebate now (MANUAL merchants): each (day, category) slice of valid bet is paid once',
    tags: ['rebates'],
  },
  history: {
    method: 'GET',
    path: '/wps/rebates/history',
    auth: 'member',
    module: 'REWCEN3',
    query: rebateHistoryQuery,
    value: rebateHistoryValue,
    summary: 'Rebates paid to the member, newest first',
    tags: ['rebates'],
  },
});

/** VIP: levels by cumulative deposit and valid bet (module VIP3). */
export const vipApi = defineEndpoints('vip', {
  rankProgress: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    auth: 'member',
    module: 'VIP3',
    value: rankProgressValue,
    summary: "The member's VIP level, progress to the next level and the merchant's levels",
    tags: ['vip'],
  },
});

/**
 * The points mall (module PTSYS3): the seven points relays of the registry (facts.md) — balance, conversion table,
 * reward items, redeem and convert behind the payment password (encrypted bodies), redeem list, config — and the
 * points details.
 */
export const pointsApi = defineEndpoints('points', {
  balance: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointBalance',
    auth: 'member',
    module: 'PTSYS3',
    value: pointBalanceValue,
    summary: "The member's points (they never expire) and the earning ratio",
    tags: ['points'],
  },
  conversionType: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRewardConversionType',
    auth: 'optional',
    module: 'PTSYS3',
    value: pointExchangeValue,
    summary: 'The exchange-rate table of points to cash',
    tags: ['points'],
  },
  rewards: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointReward',
    auth: 'optional',
    module: 'PTSYS3',
    value: pointItemsValue,
    summary: 'The reward items of the mall',
    tags: ['points'],
  },
  redeem: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    auth: 'member',
    module: 'PTSYS3',
    enc: true,
    body: redeemPointBody,
    value: redeemPointValue,
    summary: 'Redeem an item with points (payment password); it waits for review (idempotent by requestId)',
    tags: ['points'],
  },
  redeemList: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    auth: 'member',
    module: 'PTSYS3',
    query: redeemListQuery,
    value: redeemListValue,
    summary: "The member's redemptions (in process, rejected, approved)",
    tags: ['points'],
  },
  config: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointConfig',
    auth: 'optional',
    module: 'PTSYS3',
    value: pointConfigValue,
    summary: 'The rules page: rules, earning ratio and exchange table',
    tags: ['points'],
  },
  convert: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    auth: 'member',
    module: 'PTSYS3',
    enc: true,
    body: convertPointBody,
    value: convertPointValue,
    summary: 'Convert points to cash at the exchange-rate table (payment password; idempotent by requestId)',
    tags: ['points'],
  },
  details: {
    method: 'GET',
    path: '/wps/points/details',
    auth: 'member',
    module: 'PTSYS3',
    query: pointDetailsQuery,
    value: pointDetailsValue,
    summary: 'Points details: earned per day of play, redeemed, converted, refunded',
    tags: ['points'],
  },
});

/**
 * Missions and the leaderboard (missionLeaderboard, reward centre module REWCEN3): the registry names the mission
 * summary and leaderboard relays without their paths (product-spec section 9); these are ours.
 */
export const missionsApi = defineEndpoints('missions', {
  // Not named `summary`: the web build blanks that key of every endpoint object (client-endpoints-plugin).
  overview: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummary',
    auth: 'member',
    module: 'REWCEN3',
    value: missionSummaryValue,
    summary: "This period's daily and weekly missions with the member's progress and what can be claimed",
    tags: ['missions'],
  },
  claim: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    auth: 'member',
    module: 'REWCEN3',
    body: missionClaimBody,
    value: missionClaimValue,
    summary: "Claim a completed mission's reward (once: concurrent claims pay one)",
    tags: ['missions'],
  },
  leaderboard: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    auth: 'member',
    module: 'REWCEN3',
    query: leaderboardQuery,
    value: leaderboardValue,
    summary: "The period's leaderboard by valid bet or wins, accounts masked",
    tags: ['missions'],
  },
});
