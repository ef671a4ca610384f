import type { NamedEndpoint } from '../endpoint';
import { accountsApi } from './accounts';
import { agentAuthApi } from './agent-auth';
import { catalogueApi } from './catalogue';
import { depositsApi } from './deposits';
import { houseApi } from './house';
import { membersApi } from './members';
import { noticesApi } from './notices';
import { opsApi } from './ops';
import { outboxApi } from './outbox';
import { platformApi } from './platform';
import { recordsApi } from './records';
import { sessionApi } from './session';
import { systemApi } from './system';
import { vendorsApi } from './vendors';
import { walletApi } from './wallet';
import { withdrawalsApi } from './withdrawals';

export {
  accountsApi,
  agentAuthApi,
  catalogueApi,
  depositsApi,
  houseApi,
  membersApi,
  noticesApi,
  opsApi,
  outboxApi,
  platformApi,
  recordsApi,
  sessionApi,
  systemApi,
  vendorsApi,
  walletApi,
  withdrawalsApi,
};
export { type ParkedEvent, type ParkedEventsValue, parkedEventsValue } from './outbox';

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
  members: membersApi,
  wallet: walletApi,
  deposits: depositsApi,
  withdrawals: withdrawalsApi,
  catalogue: catalogueApi,
  notices: noticesApi,
  records: recordsApi,
  vendors: vendorsApi,
  house: houseApi,
  ops: opsApi,
  outbox: outboxApi,
} as const;

export const allEndpoints = (): NamedEndpoint[] => Object.values(endpointAreas).flatMap((area) => Object.values(area) as NamedEndpoint[]);
