/** The vendor protocols module's face (issue 34, decision 030). */
export type * from './kit';
export { protocols } from './registry';
export { createProtocolConfigService, type ProtocolConfigService, type ProtocolListing, type ProtocolUpsert } from './config.service';
export { createProtocolWallet, type GameCatalogue } from './wallet';
export { protocolAdapterResolver } from './launch';
export { protocolRoutes } from './protocols.routes';
export { createProtocolAdmin, type ProtocolAdmin } from './protocol-admin.service';
export { protocolOpsRoutes } from './protocols-ops.routes';
