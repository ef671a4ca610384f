import type { NamedEndpoint } from '../endpoint';
import { catalogueApi } from './catalogue';
import { houseApi } from './house';
import { noticesApi } from './notices';
import { recordsApi } from './records';
import { vendorsApi } from './vendors';
import { accountsApi } from './accounts';
import { membersApi } from './members';
import { platformApi } from './platform';
import { sessionApi } from './session';
import { systemApi } from './system';
import { walletApi } from './wallet';

export { accountsApi };
export { membersApi };
export { platformApi };
export { sessionApi };
export { systemApi };
export { walletApi };
export { catalogueApi };
export { noticesApi };
export { recordsApi };
export { vendorsApi };
export { houseApi };

/**
 * Every call of the API by area. The server registers a route for each and its parity test fails on a route without
 * a definition or a definition without a route. The web imports the area objects it calls (never this list, which
 * would pull every schema into the bundle).
 */
export const endpointAreas = {
  wallet: walletApi,
  catalogue: catalogueApi,
  notices: noticesApi,
  records: recordsApi,
  vendors: vendorsApi,
  house: houseApi,
  system: systemApi,
  session: sessionApi,
  accounts: accountsApi,
  members: membersApi,
  platform: platformApi,
} as const;

export const allEndpoints = (): NamedEndpoint[] => Object.values(endpointAreas).flatMap((area) => Object.values(area) as NamedEndpoint[]);
