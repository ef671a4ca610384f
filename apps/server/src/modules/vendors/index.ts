/** The vendors module's face: what other modules, the seed and app.ts may use. */
export type { LaunchInput, MerchantAdapterResolver, VendorAdapter } from './adapter';
export { configuredAdapter, createVendorRegistry, houseAdapter, lotteryAdapters, transferAdapter } from './adapter';
export { type AdapterRow, createAdaptersRepo } from './adapters.repo';
export { houseRoutes } from './house.routes';
export { createHouseService } from './house.service';
export { createHouseWallet, inProcessHouseWallet } from './house.wallet';
export { launchRoutes } from './launch.routes';
export { createLaunchService, GAME_SESSION_MS, hashGameToken } from './launch.service';
export { seamlessRoutes } from './seamless.routes';
export {
  type CreditReason,
  createSeamlessService,
  type SeamlessPayee,
  type SeamlessService,
  signBody,
  type VendorTxAnswer,
} from './seamless.service';
export { createTransferVendorClient } from './transfer.client';
export { createTransferWalletService, type TransferWalletService } from './transfer.service';
export { createBalanceRecall, RECALL_RETRY_AFTER_MS, type TransferRecall } from './transfer.recall';
