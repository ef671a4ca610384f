import type { NamedEndpoint } from '../endpoint';
import { outboxApi } from './outbox';
import { walletApi } from './wallet';

export { outboxApi, walletApi };
export { type ParkedEvent, type ParkedEventsValue, parkedEventsValue } from './outbox';

/**
 * Every call of the API by area. The server registers a route for each and its parity test fails on a route without
 * a definition or a definition without a route. The web imports the area objects it calls (never this list, which
 * would pull every schema into the bundle).
 */
export const endpointAreas = { wallet: walletApi, outbox: outboxApi } as const;

export const allEndpoints = (): NamedEndpoint[] => Object.values(endpointAreas).flatMap((area) => Object.values(area) as NamedEndpoint[]);
