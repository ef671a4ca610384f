import type { ReactNode } from 'react';
import type { ViewerState } from '../../shared/session';
import { DepositPage } from './DepositPage';
import { HistoryPage } from './HistoryPage';
import { TransferFund, TransferUpline } from './TransferPages';
import { WithdrawPage } from './WithdrawPage';

export const walletPageIds = ['transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory'] as const;
export const isWalletPage = (id: string) => (walletPageIds as readonly string[]).includes(id);

/** The member-centre pages the wallet owns; `depositOffer` is shown on the deposit page (player protection's). */
export const WalletPage = ({ page, viewer, depositOffer }: { page: string; viewer: ViewerState; depositOffer?: ReactNode }) => {
  if (page === 'transferFund') return <TransferFund />;
  if (page === 'depositv2') return <DepositPage offer={depositOffer} />;
  if (page === 'withdraw') return <WithdrawPage />;
  if (page === 'transferUpline') return <TransferUpline viewer={viewer} />;
  if (page === 'transactionHistory') return <HistoryPage />;
  return null;
};
