import {
  downlineTransferBody,
  downlineValue,
  envelope,
  fundsConsolidatedValue,
  memTransQuery,
  memTransValue,
  merchantWalletValue,
  moneyMoveValue,
  uplineTransferBody,
  walletBalanceValue,
  walletTransferBody,
} from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../plugins/envelope';
import type { Actor, WalletService } from './wallet.service';

/** The signed-in member as the wallet sees it (routes using it are auth: 'required'). */
export const actorOf = (req: FastifyRequest): Actor => {
  if (!req.auth) throw new AppError('auth.required');
  return { merchant: req.merchant, member: req.auth.member };
};

export const walletRoutes = async (app: FastifyInstance, opts: { wallet: WalletService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wallet } = opts;
  const base = { tags: ['wallet'], security: [{ token: [] }] };
  const member = (module: string) => ({ module, auth: 'required' as const });

  r.get(
    '/wps/v2/wallets/balance',
    { config: member('COMM3'), schema: { ...base, summary: 'Sum and per-wallet balances', querystring: z.object({ typeId: z.coerce.number().int().min(0).max(99).optional() }), response: { 200: envelope(walletBalanceValue) } } },
    async (req) => ok(await wallet.balance(actorOf(req))),
  );
  r.get(
    '/wps/member/info/funds/consolidated',
    { config: member('COMM3'), schema: { ...base, summary: 'Balance with pending deposits and withdrawals', response: { 200: envelope(fundsConsolidatedValue) } } },
    async (req) => ok(await wallet.consolidated(actorOf(req))),
  );
  r.get(
    '/wps/relay/GCS_merchantWallet',
    { config: member('COMM3'), schema: { ...base, summary: 'One shared wallet (isSingle) or transfer wallets per vendor', response: { 200: envelope(merchantWalletValue) } } },
    async (req) => ok(await wallet.merchantWallet(req.merchant.id)),
  );
  r.post(
    '/wps/relay/GCS_walletTransfer',
    { config: member('FUNDTRANS3'), schema: { ...base, summary: 'Move funds between the main wallet and a vendor wallet', body: walletTransferBody, response: { 200: envelope(moneyMoveValue) } } },
    async (req) => ok(await wallet.walletTransfer(actorOf(req), req.body)),
  );
  r.post(
    '/wps/wallet/transfer/upline',
    { config: member('COMM3'), schema: { ...base, summary: 'Transfer to my upline', body: uplineTransferBody, response: { 200: envelope(moneyMoveValue) } } },
    async (req) => ok(await wallet.toUpline(actorOf(req), req.body)),
  );
  r.post(
    '/wps/wallet/transfer/downline',
    { config: member('COMM3'), schema: { ...base, summary: 'Agent: transfer to one or several downlines', body: downlineTransferBody, response: { 200: envelope(moneyMoveValue) } } },
    async (req) => ok(await wallet.toDownline(actorOf(req), req.body)),
  );
  r.get(
    '/wps/wallet/downline',
    { config: member('COMM3'), schema: { ...base, summary: "Agent: my downline subtree", response: { 200: envelope(downlineValue) } } },
    async (req) => ok(await wallet.downline(actorOf(req))),
  );
  r.get(
    '/wps/relay/ODSFE2_MemTransDet',
    { config: member('MEMTRANS3'), schema: { ...base, summary: 'Transaction history with type and date filters', querystring: memTransQuery, response: { 200: envelope(memTransValue) } } },
    async (req) => ok(await wallet.history(actorOf(req), req.query)),
  );
};
