/** The support (live chat) module's face: what app.ts and the seed may use. */
export { createSupportHub, memberKey, type SupportHub, type SupportPubSub } from './support.hub';
export { createFloodGate } from './support.limiter';
export { supportRoutes, type SupportOpsGate } from './support.routes';
export { createSupportService, type SupportService } from './support.service';
export { supportSocket } from './support.socket';
