import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { LedgerService, TransferResult } from '../ledger';
import type { BalanceRecall, MoneyOutGate } from '../money';
import type { TransferWalletService } from '../vendors';
import { type WalletSettings, createWalletRepo } from './wallet.repo';

/** What the wallet service is built from. */
export type WalletDeps = {
  db: Db;
  ledger: LedgerService;
  /** Transfer-wallet vendors reached over HTTP: a move to or from their wallet also moves the money at the vendor. */
  transfers?: Pick<TransferWalletService, 'has' | 'offline' | 'move' | 'pendingVendors'>;
  /** Brings back what transfer-wallet vendors hold (the member left a game, opens the withdrawal page, or sends money on). */
  recall?: BalanceRecall;
  /** The bonus rules on money leaving the member's main wallet for another member (as on a withdrawal). */
  gate?: MoneyOutGate;
  now?: () => Date;
  settingsCacheMs?: number;
};

/** Everything the wallet service's parts share, passed to each as one object: the repo, settings and helpers. */
export const createWalletContext = (deps: WalletDeps) => {
  const repo = createWalletRepo(deps.db);
  /** Inside a transfer's ledger transaction, after its wallet lock: no bonus granted meanwhile is still wagering. */
  const gate = deps.gate;
  // The bonus rules' check after the wallet locks, in the transfer's own statement: one round trip, no transaction.
  const clearOfBonus = (actor: Actor) => gate?.guard(actor.member.id);
  const { ledger } = deps;
  const now = deps.now ?? (() => new Date());
  // Settings are read on every money call; like merchant configuration they are cached briefly per process.
  const settingsCache = new Map<number, { at: number; value: Promise<WalletSettings> }>();
  const settingsOf = (merchantId: number) => {
    const hit = settingsCache.get(merchantId);
    if (hit && Date.now() - hit.at < (deps.settingsCacheMs ?? 2000)) return hit.value;
    const value = repo.settings(merchantId);
    value.catch(() => settingsCache.delete(merchantId));
    settingsCache.set(merchantId, { at: Date.now(), value });
    return value;
  };

  const mainBalanceAfter = (r: TransferResult, memberId: number) =>
    r.postings.filter((p) => p.memberId === memberId && p.code === 'MAIN').at(-1)?.balanceAfter;

  const moneyMove = async (actor: Actor, r: TransferResult) => {
    const after = r.replayed ? undefined : mainBalanceAfter(r, actor.member.id);
    const balance = after ?? (await ledger.balances(actor.merchant.id, actor.member.id)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;
    return { transferId: r.transferId, replayed: r.replayed, balance: balance.toString() };
  };

  const memberOf = async (merchantId: number, account: string) => {
    const m = await repo.memberByAccount(merchantId, account);
    if (!m) throw new AppError('resource.not_found');
    return m;
  };

  return { deps, repo, ledger, now, settingsOf, moneyMove, memberOf, clearOfBonus };
};
export type WalletContext = ReturnType<typeof createWalletContext>;
