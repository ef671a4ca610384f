/** The protection module's face: limits, time-outs, self-exclusion, reality checks and markers of harm (issue 30). */
export { createProtectionService, type ProtectionService, type ProtectionNotifier, type BlockHook } from './protection.service';
export { createRealityService, type RealityService } from './reality.service';
export { createRgCasesService, type RgCasesService } from './rg-cases.service';
export { createMarkersConsumer, markerEvents } from './markers.consumer';
export { createStandinRegister, type NationalRegister } from './national-register';
export { marketingOpen, marketingOpenSql, playBlocked } from './protection.repo';
export { protectionRoutes, protectionOpsRoutes } from './protection.routes';
/** What the kyc module reads and writes where the guard reads it (issue 31). */
export { kycProtection } from './kyc-protection';
