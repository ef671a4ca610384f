import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../db/client';
import type { LedgerService } from '../modules/ledger';
import { createAdaptersRepo, createBalanceRecall, createTransferVendorClient, createTransferWalletService } from '../modules/vendors';

/**
 * The transfer-wallet vendors this copy talks to (decision 008): the one configured by TRANSFER_VENDOR_URL and those
 * in vendor_adapters (the demo studio's, or a real provider's: each plays either wallet, as the merchant switches it),
 * read at start; their moves, and the recall that brings
 * what they hold back to the main wallet (issue 28).
 */
export const createTransferWallets = async (deps: { db: Db; config: Config; ledger: LedgerService; log: FastifyBaseLogger }) => {
  const { db, config, ledger } = deps;
  const clients = new Map<string, ReturnType<typeof createTransferVendorClient>>();
  if (config.TRANSFER_VENDOR_URL && config.TRANSFER_VENDOR_SECRET)
    clients.set(
      config.TRANSFER_VENDOR_CODE,
      createTransferVendorClient({
        baseUrl: config.TRANSFER_VENDOR_URL,
        secret: config.TRANSFER_VENDOR_SECRET,
        timeoutMs: config.TRANSFER_VENDOR_TIMEOUT_MS,
      }),
    );
  for (const a of await createAdaptersRepo(db).all())
    if (a.enabled && a.secret && !clients.has(a.vendor))
      clients.set(
        a.vendor,
        createTransferVendorClient({ baseUrl: a.baseUrl, secret: a.secret, timeoutMs: config.TRANSFER_VENDOR_TIMEOUT_MS }),
      );
  const transfers = createTransferWalletService({ db, ledger, vendors: clients, offline: [config.TRANSFER_VENDOR_CODE] });
  const recall = createBalanceRecall({ db, ledger, transfers, log: deps.log });
  return { transfers, recall };
};
