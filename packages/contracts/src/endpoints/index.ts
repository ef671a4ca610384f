import type { NamedEndpoint } from '../endpoint';
import { accountsApi } from './accounts';
import { agentAuthApi } from './agent-auth';
import { approvalsOpsApi } from './approvals';
import { auditOpsApi } from './audit';
import { agentsApi, agentsOpsApi } from './agents';
import { catalogueApi } from './catalogue';
import { depositsApi } from './deposits';
import { devJobsApi } from './dev-jobs';
import { houseApi } from './house';
import { lotteryApi } from './lottery';
import { loyaltyOpsApi, missionsApi, pointsApi, rebatesApi, vipApi } from './loyalty';
import { membersApi } from './members';
import { feedbackApi, messagesApi, messagesOpsApi } from './messages';
import { noticesApi, noticesOpsApi } from './notices';
import { opsApi } from './ops';
import { outboxApi } from './outbox';
import { platformApi } from './platform';
import { promotionsApi, promotionsOpsApi } from './promotions';
import { recordsApi } from './records';
import { referralApi } from './referral';
import { dashboardOpsApi } from './dashboard';
import { playersOpsApi } from './players';
import { protectionApi, protectionOpsApi } from './protection';
import { kycApi, kycOpsApi } from './kyc';
import { riskOpsApi } from './risk';
import { regulatorOpsApi } from './regulator';
import { contentAppsApi, contentCsApi, contentHelpApi, contentNoticesApi } from './content';
import { brandOpsApi } from './brand';
import { gameIconsApi, gamesOpsApi } from './games-ops';
import { reportsOpsApi } from './reports';
import { queuesOpsApi } from './queues';
import { sessionApi } from './session';
import { staffApi, staffOpsApi } from './staff';
import { supportApi } from './support';
import { systemApi } from './system';
import { vendorsApi } from './vendors';
import { vendorProtocolsApi } from './vendor-protocols';
import { walletApi } from './wallet';
import { withdrawalsApi } from './withdrawals';

export {
  accountsApi,
  agentAuthApi,
  approvalsOpsApi,
  auditOpsApi,
  agentsApi,
  agentsOpsApi,
  catalogueApi,
  depositsApi,
  devJobsApi,
  houseApi,
  feedbackApi,
  lotteryApi,
  loyaltyOpsApi,
  membersApi,
  missionsApi,
  messagesApi,
  messagesOpsApi,
  noticesApi,
  noticesOpsApi,
  opsApi,
  outboxApi,
  platformApi,
  promotionsApi,
  promotionsOpsApi,
  pointsApi,
  rebatesApi,
  vipApi,
  recordsApi,
  referralApi,
  dashboardOpsApi,
  playersOpsApi,
  protectionApi,
  protectionOpsApi,
  kycApi,
  kycOpsApi,
  riskOpsApi,
  regulatorOpsApi,
  contentNoticesApi,
  contentHelpApi,
  contentCsApi,
  contentAppsApi,
  brandOpsApi,
  gamesOpsApi,
  gameIconsApi,
  reportsOpsApi,
  queuesOpsApi,
  sessionApi,
  staffApi,
  staffOpsApi,
  supportApi,
  systemApi,
  vendorsApi,
  vendorProtocolsApi,
  walletApi,
  withdrawalsApi,
};
export {
  type CrossBrandValue,
  crossBrandMaxDays,
  crossBrandValue,
  type ParkedEvent,
  type ParkedEventsValue,
  parkedEventsValue,
} from './outbox';

/**
 * Every call of the API by area. The server registers a route for each and its parity test fails on a route without
 * a definition or a definition without a route. The web imports the area objects it calls (never this list, which
 * would pull every schema into the bundle).
 */
export const endpointAreas = {
  platform: platformApi,
  system: systemApi,
  session: sessionApi,
  accounts: accountsApi,
  agentAuth: agentAuthApi,
  agents: agentsApi,
  agentsOps: agentsOpsApi,
  members: membersApi,
  wallet: walletApi,
  deposits: depositsApi,
  withdrawals: withdrawalsApi,
  catalogue: catalogueApi,
  notices: noticesApi,
  noticesOps: noticesOpsApi,
  records: recordsApi,
  referral: referralApi,
  vendors: vendorsApi,
  vendorProtocols: vendorProtocolsApi,
  house: houseApi,
  messages: messagesApi,
  feedback: feedbackApi,
  lottery: lotteryApi,
  ops: opsApi,
  auditOps: auditOpsApi,
  approvalsOps: approvalsOpsApi,
  staff: staffApi,
  staffOps: staffOpsApi,
  playersOps: playersOpsApi,
  protection: protectionApi,
  protectionOps: protectionOpsApi,
  kyc: kycApi,
  kycOps: kycOpsApi,
  riskOps: riskOpsApi,
  regulatorOps: regulatorOpsApi,
  contentNotices: contentNoticesApi,
  contentHelp: contentHelpApi,
  contentCs: contentCsApi,
  contentApps: contentAppsApi,
  brandOps: brandOpsApi,
  gamesOps: gamesOpsApi,
  gameIcons: gameIconsApi,
  reportsOps: reportsOpsApi,
  queuesOps: queuesOpsApi,
  dashboardOps: dashboardOpsApi,
  messagesOps: messagesOpsApi,
  outbox: outboxApi,
  devJobs: devJobsApi,
  support: supportApi,
  promotions: promotionsApi,
  promotionsOps: promotionsOpsApi,
  rebates: rebatesApi,
  vip: vipApi,
  points: pointsApi,
  loyaltyOps: loyaltyOpsApi,
  missions: missionsApi,
} as const;

export const allEndpoints = (): NamedEndpoint[] => Object.values(endpointAreas).flatMap((area) => Object.values(area) as NamedEndpoint[]);
