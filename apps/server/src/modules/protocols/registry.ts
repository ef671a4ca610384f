import { caletaProtocol, hub88Protocol } from './caleta';
import { evolutionProtocol } from './evolution';
import type { ProtocolCode, VendorProtocol } from './kit';
import { pragmaticProtocol } from './pragmatic';
import { redtigerProtocol } from './redtiger';

/**
 * Every vendor protocol this server speaks. Adding a vendor: a folder of its own beside these (decision 030's
 * checklist), then one line here.
 */
export const protocols: Partial<Record<ProtocolCode, VendorProtocol>> = {
  caleta: caletaProtocol,
  hub88: hub88Protocol,
  evolution: evolutionProtocol,
  pragmatic: pragmaticProtocol,
  redtiger: redtigerProtocol,
};
