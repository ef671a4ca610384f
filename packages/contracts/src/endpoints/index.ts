import type { NamedEndpoint } from '../endpoint';
import { depositsApi } from './deposits';
import { opsApi } from './ops';
import { walletApi } from './wallet';
import { withdrawalsApi } from './withdrawals';

export { walletApi };
export { depositsApi };
export { withdrawalsApi };
export { opsApi };

/**
 * Every call of the API by area. The server registers a route for each and its parity test fails on a route without
 * a definition or a definition without a route. The web imports the area objects it calls (never this list, which
 * would pull every schema into the bundle).
 */
export const endpointAreas = {
  wallet: walletApi,
  deposits: depositsApi,
  withdrawals: withdrawalsApi,
  ops: opsApi,
} as const;

export const allEndpoints = (): NamedEndpoint[] => Object.values(endpointAreas).flatMap((area) => Object.values(area) as NamedEndpoint[]);
