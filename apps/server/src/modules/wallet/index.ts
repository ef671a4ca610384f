/** The wallet module's face: what other modules, the seed and app.ts may use. */
export { knownZone, rangeOf } from './wallet.history';
export { walletRoutes } from './wallet.routes';
export { createWalletService, type WalletService } from './wallet.service';
