/** The deposits module's face: what other modules, the seed and app.ts may use. */
export { depositRoutes, depositWebhookRoutes } from './deposit.routes';
export { createDepositService, type DepositService, signGatewayBody } from './deposit.service';
export { gatewayStandinRoutes } from './gateway-standin';
