import type { MerchantAdapterResolver, VendorAdapter } from '../vendors';
import type { ProtocolConfigService } from './config.service';
import type { ProtocolCode, VendorProtocol } from './kit';

/**
 * The launch through a vendor protocol: when the merchant switched the vendor onto a protocol (an enabled
 * vendor_protocols row of a protocol this server speaks), its games open at the protocol's launch address; otherwise
 * null, and the vendor stays on its usual studio or gateway path. The vendor is told the player's id: its wallet calls
 * name the player by it (Evolution's userId, Pragmatic's externalPlayerId and userId).
 */
export const protocolAdapterResolver =
  (
    configs: Pick<ProtocolConfigService, 'configForMerchantId'>,
    registry: Partial<Record<ProtocolCode, VendorProtocol>>,
  ): MerchantAdapterResolver =>
  async (merchantId, vendorCode): Promise<VendorAdapter | null> => {
    const config = await configs.configForMerchantId(merchantId, vendorCode);
    const protocol = config?.enabled ? registry[config.protocol] : undefined;
    if (!config || !protocol) return null;
    return { code: vendorCode, wallet: 'seamless', namesPlayer: true, launch: (input) => protocol.launch(input, config) };
  };
