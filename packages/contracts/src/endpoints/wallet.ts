import { z } from 'zod';
import { wholeNumber } from '../whole-number';
import { defineEndpoints } from '../endpoint';
import {
  downlineTransferBody,
  downlineValue,
  fundsConsolidatedValue,
  memTransQuery,
  memTransValue,
  merchantWalletValue,
  moneyMoveValue,
  uplineTransferBody,
  walletBalanceValue,
  walletTransferBody,
} from '../wallet';

const tags = ['wallet'];

/** The member's wallet: balances, transfers between wallets and along the agent line, the transaction history. */
export const walletApi = defineEndpoints('wallet', {
  balance: {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'member',
    module: 'COMM3',
    query: z.object({ typeId: wholeNumber(z.number().int().min(0).max(99)).optional() }),
    value: walletBalanceValue,
    summary: 'Sum and per-wallet balances',
    tags,
  },
  consolidated: {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    module: 'COMM3',
    value: fundsConsolidatedValue,
    summary: 'Balance with pending deposits and withdrawals',
    tags,
  },
  merchantWallet: {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    module: 'COMM3',
    value: merchantWalletValue,
    summary: 'One shared wallet (isSingle) or transfer wallets per vendor',
    tags,
  },
  walletTransfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    module: 'FUNDTRANS3',
    body: walletTransferBody,
    value: moneyMoveValue,
    summary: 'Move funds between the main wallet and a vendor wallet',
    tags,
  },
  toUpline: {
    method: 'POST',
    path: '/wps/wallet/transfer/upline',
    auth: 'member',
    module: 'COMM3',
    body: uplineTransferBody,
    value: moneyMoveValue,
    summary: 'Transfer to my upline',
    tags,
  },
  toDownline: {
    method: 'POST',
    path: '/wps/wallet/transfer/downline',
    auth: 'member',
    module: 'COMM3',
    body: downlineTransferBody,
    value: moneyMoveValue,
    summary: 'Agent: transfer to one or several downlines',
    tags,
  },
  downline: {
    method: 'GET',
    path: '/wps/wallet/downline',
    auth: 'member',
    module: 'COMM3',
    value: downlineValue,
    summary: 'Agent: my downline subtree',
    tags,
  },
  memTransDet: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'member',
    module: 'MEMTRANS3',
    query: memTransQuery,
    value: memTransValue,
    summary: 'Transaction history with type and date filters',
    tags,
  },
});
