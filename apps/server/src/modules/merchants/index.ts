/** The merchants module's face: what other modules, the seed and app.ts may use. */
export { mediaRoutes } from './media.routes';
export { createMerchantService, type MerchantContext, type MerchantService, type RegionRule } from './merchant.service';
export { createMerchantSettingsService, type MerchantSettingsService, type WithinChange } from './merchant.settings';
export { displayOnlyModules, honestTree, implementedModules } from './implemented-modules';
