import type { VendorProtocolBody, VendorProtocolRow } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { ProtocolConfigService } from './config.service';
import type { ProtocolCode, VendorProtocol } from './kit';
import { createVendorReconciliation } from './reconciliation.service';

/**
 * The operator's side of the vendor protocols: list a merchant's (secrets by name), put a vendor on a protocol,
 * checked against what the protocol needs (its setting and secret names; a secret already stored counts), and each
 * vendor's reconciliation per day.
 */
export const createProtocolAdmin = (deps: {
  db: Db;
  configs: Pick<ProtocolConfigService, 'list' | 'upsert'>;
  protocols: Partial<Record<ProtocolCode, VendorProtocol>>;
  now?: () => Date;
}) => {
  const { configs } = deps;
  return {
    reconciliation: createVendorReconciliation({ db: deps.db, now: deps.now }),

    /** The merchant's configurations, and the protocols this server speaks with what each needs (the edit form's). */
    list: async (merchantId: number) => ({
      items: await configs.list(merchantId),
      protocols: Object.values(deps.protocols)
        .filter((p): p is VendorProtocol => p !== undefined)
        .map((p) => ({ code: p.code, settingNames: [...p.settingNames], secretNames: [...p.secretNames] })),
    }),

    set: async (merchantId: number, vendor: string, body: VendorProtocolBody): Promise<VendorProtocolRow> => {
      const protocol = deps.protocols[body.protocol];
      if (!protocol) throw new AppError('vendors.protocol_unknown');
      const stored = (await configs.list(merchantId)).find((r) => r.vendor === vendor);
      // Secrets stored for another protocol do not count for this one (a change of protocol starts from none).
      const kept = new Set(stored && stored.protocol === body.protocol ? stored.secretNames : []);
      const missing = [
        ...protocol.settingNames.filter((n) => !body.settings[n]),
        ...protocol.secretNames.filter((n) => !body.secrets[n] && !kept.has(n)),
      ];
      if (missing.length > 0) throw new AppError('vendors.protocol_settings_missing', { params: { names: missing.join(', ') } });
      await configs.upsert({ merchantId, vendor, ...body });
      const row = (await configs.list(merchantId)).find((r) => r.vendor === vendor);
      if (!row) throw new AppError('system.error');
      return row;
    },
  };
};
export type ProtocolAdmin = ReturnType<typeof createProtocolAdmin>;
