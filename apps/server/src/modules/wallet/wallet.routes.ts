import { walletApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { WalletService } from './wallet.service';

/** The wallet calls of contracts' walletApi: each handler delegates to the wallet service. */
export const walletRoutes = async (app: FastifyInstance, opts: { wallet: WalletService }) => {
  const { wallet } = opts;
  route(app, api.balance, ({ actor, language }) => wallet.balance(actor, language));
  route(app, api.consolidated, ({ actor }) => wallet.consolidated(actor));
  route(app, api.merchantWallet, ({ merchant }) => wallet.merchantWallet(merchant.id));
  route(app, api.recall, ({ actor }) => wallet.recall(actor));
  route(app, api.walletTransfer, ({ actor, body }) => wallet.walletTransfer(actor, body));
  // Money out of main to another member: the session read also answers what the recall before it asks (issue 33).
  route(app, api.toUpline, ({ actor, body }) => wallet.toUpline(actor, body), { config: { recall: true } });
  route(app, api.toDownline, ({ actor, body }) => wallet.toDownline(actor, body), { config: { recall: true } });
  route(app, api.downline, ({ actor }) => wallet.downline(actor));
  route(app, api.memTransDet, ({ actor, query, language }) => wallet.history(actor, query, language));
};
