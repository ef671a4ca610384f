import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../db/client';
import type { CatalogueService } from '../modules/catalogue';
import {
  createProtocolAdmin,
  createProtocolConfigService,
  createProtocolWallet,
  protocolAdapterResolver,
  protocolOpsRoutes,
  protocolRoutes,
  protocols,
} from '../modules/protocols';
import type { SeamlessService } from '../modules/vendors';

/**
 * The real vendors' protocols (issue 34, decision 030): the merchants' configurations, the launch resolver the vendor
 * registry asks (a vendor switched onto a protocol launches through it), and — once the seamless wallet exists — the
 * inbound mount and the operator's routes.
 */
export const createVendorProtocols = (deps: { db: Db; config: Config }) => {
  const configs = createProtocolConfigService({
    db: deps.db,
    secretsKey: deps.config.VENDOR_SECRETS_KEY,
    cacheMs: deps.config.VENDOR_PROTOCOL_CACHE_MS,
  });
  return {
    resolver: protocolAdapterResolver(configs, protocols),
    register: async (app: FastifyInstance, o: { seamless: SeamlessService; catalogue: CatalogueService }) => {
      await app.register(protocolRoutes, { configs, wallet: createProtocolWallet(o.seamless, { catalogue: o.catalogue }), protocols });
      await app.register(protocolOpsRoutes, { admin: createProtocolAdmin({ db: deps.db, configs, protocols }) });
    },
  };
};
