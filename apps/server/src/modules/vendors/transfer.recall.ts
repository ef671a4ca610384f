import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { LedgerService } from '../ledger';
import type { BalanceRecall, RecallResult } from '../money';
import { createTransferRepo } from './transfer.repo';
import type { TransferWalletService } from './transfer.service';

/** An open move untouched this long is the retry job's to settle (a live request still owns a younger one). */
export const RECALL_RETRY_AFTER_MS = 30_000;

/**
 * Brings what transfer-wallet vendors hold for a member back to the main wallet (issue 28, decision 008). Each vendor
 * is asked what it holds and a withdrawal of exactly that is made; when it cannot say, the mirror's amount is asked
 * for, and a move whose answer never comes stays PENDING: the vendor's status for its reference decides it later
 * (at the next recall, launch or move, or the retry job), so the money is never lost nor moved twice. Two recalls at
 * once are safe: the second withdrawal is refused for want of funds and the mirror follows what the vendor holds.
 */
export const createBalanceRecall = (deps: {
  db: Db;
  ledger: Pick<LedgerService, 'balances'>;
  transfers: Pick<TransferWalletService, 'has' | 'move' | 'resolvePending' | 'heldAt' | 'follow'>;
  log?: { warn: (o: object, m: string) => void };
  now?: () => Date;
}) => {
  const { transfers } = deps;
  const repo = createTransferRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const mirrorOf = async (merchantId: number, memberId: number, vendor: string) =>
    (await deps.ledger.balances(merchantId, memberId)).find((w) => w.wallet === vendor)?.balance ?? 0n;

  /** One vendor: earlier lost answers settled first, then what it holds comes back. Answers the amount moved. */
  const recallVendor = async (merchantId: number, memberId: number, vendor: string): Promise<bigint> => {
    await transfers.resolvePending(merchantId, memberId, vendor);
    const ref = `rc-${randomBytes(16).toString('hex')}`;
    const held = await transfers.heldAt(merchantId, memberId, vendor);
    const mirror = await mirrorOf(merchantId, memberId, vendor);
    if (held !== null && held !== mirror) await transfers.follow(merchantId, memberId, vendor, held, ref);
    const amount = held ?? mirror;
    if (amount <= 0n) return 0n;
    await transfers.move({ merchantId, memberId, vendor, direction: 'OUT', amount, ref });
    return amount;
  };

  const recallAll = async (
    merchantId: number,
    memberId: number,
    opts: { except?: string; candidates?: string[] } = {},
  ): Promise<RecallResult> => {
    const vendors = (opts.candidates ?? (await repo.recallCandidates(merchantId, memberId))).filter(
      (v) => v !== opts.except && transfers.has(v),
    );
    let recalled = 0n;
    const pending: string[] = [];
    for (const vendor of vendors) {
      try {
        recalled += await recallVendor(merchantId, memberId, vendor);
      } catch (err) {
        // Short: another recall (or play) took what the vendor held meanwhile, and the mirror followed; nothing waits.
        if (err instanceof AppError && err.code === 'wallet.insufficient_funds') continue;
        // Pending (no answer) or refused: the money stays where the vendor has it and the mirror shows it; the next
        // recall or the retry job tries again.
        if (!(err instanceof AppError)) deps.log?.warn({ err, vendor, memberId }, 'transfer-wallet recall failed');
        pending.push(vendor);
      }
    }
    return { recalled, pending };
  };

  /** The retry job: recalls whose answer never came, settled from the vendor's status and tried again. */
  const retryOpen = async (limit = 50) => {
    const stale = await repo.staleOpen(new Date(now().getTime() - RECALL_RETRY_AFTER_MS), limit);
    let settled = 0;
    for (const s of stale) {
      if (!transfers.has(s.vendor)) continue;
      try {
        await recallVendor(s.merchantId, s.memberId, s.vendor);
        settled++;
      } catch (err) {
        if (!(err instanceof AppError)) deps.log?.warn({ err, vendor: s.vendor, memberId: s.memberId }, 'transfer-wallet retry failed');
      }
    }
    return settled;
  };

  const recall: BalanceRecall = { recallAll };
  return { ...recall, recallVendor, retryOpen };
};
export type TransferRecall = ReturnType<typeof createBalanceRecall>;
