import type { ProtocolCode, VendorProtocol } from './kit';

/**
 * Every vendor protocol this server speaks. Adding a vendor: a folder of its own beside these (decision 030's
 * checklist), then one line here.
 */
export const protocols: Partial<Record<ProtocolCode, VendorProtocol>> = {};
