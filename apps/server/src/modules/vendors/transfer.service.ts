import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { LedgerService, Posting } from '../ledger';
import type { TransferOutcome, TransferVendorClient } from './transfer.client';
import { createTransferRepo, type TransferRow as Row } from './transfer.repo';

/** `listed`: a player's own deposit, refused in its transaction when the vendor left the merchant's transfer wallets. */
export type TransferMove = {
  merchantId: number;
  memberId: number;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  ref: string;
  listed?: boolean;
};
export type TransferMoveResult = { ref: string; transferId: number | null; replayed: boolean };
/**
 * Writes that commit with a deposit's money or not at all, in its ledger transaction (a launch's game session under a
 * share lock on the vendor's row, decision 008); throwing refuses the deposit. Not run on a replay.
 */
export type DepositWithin = (tx: Db) => Promise<void>;

/**
 * Money between a member's main wallet and a transfer-wallet vendor (docs/decisions/008). The member's ledger wallet
 * named after the vendor mirrors what the vendor holds. Deposit: the ledger moves MAIN → vendor wallet first, then
 * the vendor is called; withdrawal: the vendor is called first, then the ledger moves vendor wallet → MAIN. Every
 * move has a unique reference; when the answer is lost the vendor's status for that reference is asked before
 * anything else, and a deposit the vendor definitely did not take is moved back by a compensating transfer.
 */
export const createTransferWalletService = (deps: {
  db: Db;
  ledger: LedgerService;
  vendors: Map<string, TransferVendorClient>;
  /** Transfer vendors this server knows but has no address for: their wallets are closed. */
  offline?: string[];
}) => {
  const { db, ledger, vendors } = deps;
  const repo = createTransferRepo(db);

  const clientOf = (vendor: string) => {
    const c = vendors.get(vendor);
    if (!c) throw new AppError('game.vendor_maintenance');
    return c;
  };
  /** The player id the vendor knows: stable, and the same member of another merchant never collides. */
  const playerOf = (r: { merchantId: number; memberId: number }) => `${r.merchantId}-${r.memberId}`;
  const rowOf = (vendor: string, ref: string) => repo.byRef(vendor, ref);
  const walletOf = async (r: Pick<Row, 'merchantId' | 'memberId' | 'vendor'>) =>
    (await ledger.balances(r.merchantId, r.memberId)).find((w) => w.wallet === r.vendor)?.balance ?? 0n;
  /** Settles a PENDING row; false when another call settled it first. */
  const mark = (exec: Db, id: number, to: Row['state']) => repo.settle(exec, id, to);
  const conflict = (err: unknown) => err instanceof AppError && err.code === 'ledger.idempotency_conflict';
  const vendorWallet = (r: Pick<Row, 'memberId' | 'vendor'>) => ({ memberId: r.memberId, wallet: r.vendor });
  /**
   * The `transfer.completed` event of a main ↔ vendor move, written by the ledger transfer that moves the money (so it
   * exists exactly when the money moved): the wallet transfer's payload plus the vendor, the move's reference and
   * direction, and `reversal` for the compensating transfer of a deposit the vendor did not take.
   */
  const movedEvent = (
    r: Pick<Row, 'merchantId' | 'memberId' | 'vendor' | 'ref' | 'direction' | 'amount'>,
    from: string,
    to: string,
    reversal = false,
  ) => ({
    merchantId: r.merchantId,
    type: 'transfer.completed' as const,
    subjectId: r.memberId,
    payload: {
      kind: 'WALLET_TRANSFER',
      from,
      to,
      amount: r.amount.toString(),
      vendor: r.vendor,
      ref: r.ref,
      direction: r.direction,
      ...(reversal ? { reversal: true } : {}),
    },
  });

  /** Play at the vendor (wins, losses) changes what it holds: the mirror follows, against the merchant's VENDOR_FLOAT. */
  const sync = async (r: Pick<Row, 'merchantId' | 'memberId' | 'vendor' | 'ref'>, vendorBalance: bigint | null) => {
    if (vendorBalance === null) return;
    const d = vendorBalance - (await walletOf(r));
    if (d === 0n) return;
    await ledger
      .transfer({
        idempotencyKey: `tw:${r.vendor}:${r.ref}:sync`,
        merchantId: r.merchantId,
        kind: 'VENDOR_SYNC',
        ref: r.vendor,
        meta: { ref: r.ref },
        postings: [
          { account: vendorWallet(r), amount: d },
          { account: { system: 'VENDOR_FLOAT' }, amount: -d },
        ],
      })
      .catch((err) => {
        if (!conflict(err)) throw err;
      });
  };

  /** A deposit the vendor did not take goes back to MAIN by a compensating transfer; the first move stays on record. */
  const reverse = (r: Row) =>
    ledger.transfer({
      idempotencyKey: `tw:${r.vendor}:${r.ref}:reverse`,
      merchantId: r.merchantId,
      kind: 'WALLET_TRANSFER',
      ref: r.vendor,
      meta: { ref: r.ref, reversal: true },
      postings: [
        { account: vendorWallet(r), amount: -r.amount },
        { account: { memberId: r.memberId }, amount: r.amount },
      ],
      event: movedEvent(r, r.vendor, 'MAIN', true),
      within: async (tx) => {
        if (!(await mark(tx, r.id, 'REVERSED'))) throw new AppError('vendor.transfer_pending');
      },
    });

  /** A withdrawal the vendor made: MAIN gets the amount and the vendor wallet takes the vendor's balance after it. */
  const credit = async (r: Row, vendorBalance: bigint | null) => {
    const mirror = await walletOf(r);
    const after = vendorBalance ?? (mirror > r.amount ? mirror - r.amount : 0n);
    const d = after - mirror;
    const all: Posting[] = [
      { account: vendorWallet(r), amount: d },
      { account: { memberId: r.memberId }, amount: r.amount },
      { account: { system: 'VENDOR_FLOAT' }, amount: -(r.amount + d) },
    ];
    const postings = all.filter((p) => p.amount !== 0n);
    try {
      const t = await ledger.transfer({
        idempotencyKey: `tw:${r.vendor}:${r.ref}:out`,
        merchantId: r.merchantId,
        kind: 'WALLET_TRANSFER',
        ref: r.vendor,
        meta: { ref: r.ref, direction: 'OUT' },
        postings,
        event: movedEvent(r, r.vendor, 'MAIN'),
        within: async (tx) => {
          await mark(tx, r.id, 'DONE');
        },
      });
      return t.transferId;
    } catch (err) {
      // Another copy credited this reference already (the mirror moved since): the money went in once.
      if (conflict(err)) return null;
      throw err;
    }
  };

  /** Acts on the vendor's answer; a lost answer is resolved by the vendor's status for the reference, never a blind retry. */
  const settle = async (r: Row, client: TransferVendorClient, outcome: TransferOutcome): Promise<number | null> => {
    let o = outcome;
    if (o.kind === 'unknown') {
      const s = await client.status(r.ref);
      o =
        s.kind === 'done'
          ? { kind: 'ok', balance: s.balance }
          : s.kind === 'not_found'
            ? { kind: 'refused', code: 'NOT_FOUND' }
            : { kind: 'unknown' };
    }
    if (o.kind === 'unknown') throw new AppError('vendor.transfer_pending');
    if (o.kind === 'ok') {
      if (r.direction === 'OUT') return credit(r, o.balance);
      await mark(db, r.id, 'DONE');
      await sync(r, o.balance);
      return null;
    }
    if (r.direction === 'IN') await reverse(r);
    else {
      await mark(db, r.id, 'FAILED');
      // The vendor holds less than the mirror says (play at the vendor since the last move): the mirror follows what
      // the vendor holds now, so the player's next withdrawal asks for what is there.
      if (o.code === 'INSUFFICIENT_FUNDS') await sync(r, await client.balance(playerOf(r)));
    }
    throw new AppError(
      o.code === 'INSUFFICIENT_FUNDS'
        ? 'wallet.insufficient_funds'
        : o.code === 'NOT_FOUND'
          ? 'vendor.transfer_failed'
          : 'vendor.transfer_refused',
    );
  };

  /** A reference seen before: the same move answers its outcome (asking the vendor when it is still open). */
  const replay = async (r: Row, i: TransferMove, client: TransferVendorClient): Promise<TransferMoveResult> => {
    if (r.direction !== i.direction || r.amount !== i.amount || r.memberId !== i.memberId || r.merchantId !== i.merchantId)
      throw new AppError('ledger.idempotency_conflict');
    if (r.state === 'PENDING') await settle(r, client, { kind: 'unknown' });
    else if (r.state !== 'DONE') throw new AppError('vendor.transfer_failed');
    return { ref: r.ref, transferId: null, replayed: true };
  };

  /** Asks the vendor about this member's open references (a lost answer earlier) and settles those it can. */
  const resolvePending = async (merchantId: number, memberId: number, vendor: string) => {
    const client = clientOf(vendor);
    const open = await repo.pending(merchantId, memberId, vendor);
    let settled = 0;
    for (const r of open) {
      try {
        await settle(r, client, { kind: 'unknown' });
        settled++;
      } catch (err) {
        if (err instanceof AppError && err.code !== 'vendor.transfer_pending') settled++;
        else if (!(err instanceof AppError)) throw err;
      }
    }
    return settled;
  };

  // Moves of one member with one vendor take turns in this copy: a move first settles the open ones, and a move still
  // waiting for the vendor's answer must not be taken for a lost answer by another (asking its status too early
  // would fail it). Across copies the vendor's reference rules still keep every move to once.
  const turns = new Map<string, Promise<void>>();
  const inTurn = <T>(key: { merchantId: number; memberId: number; vendor: string }, fn: () => Promise<T>): Promise<T> => {
    const k = `${key.merchantId}:${key.memberId}:${key.vendor}`;
    const run = (turns.get(k) ?? Promise.resolve()).then(fn);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    turns.set(k, done);
    void done.then(() => {
      if (turns.get(k) === done) turns.delete(k);
    });
    return run;
  };

  const move = async (i: TransferMove, also?: DepositWithin): Promise<TransferMoveResult> => {
    const client = clientOf(i.vendor);
    if (i.amount <= 0n || i.ref.length > 64) throw new AppError('request_param_err');
    // Earlier moves still open come first, so this one starts from a settled balance.
    await resolvePending(i.merchantId, i.memberId, i.vendor);
    const prior = await rowOf(i.vendor, i.ref);
    if (prior) return replay(prior, i, client);
    const values = {
      merchantId: i.merchantId,
      memberId: i.memberId,
      vendor: i.vendor,
      ref: i.ref,
      direction: i.direction,
      amount: i.amount,
      state: 'PENDING' as const,
    };
    let transferId: number | null = null;
    if (i.direction === 'IN') {
      const t = await ledger.transfer({
        idempotencyKey: `tw:${i.vendor}:${i.ref}:in`,
        merchantId: i.merchantId,
        kind: 'WALLET_TRANSFER',
        ref: i.vendor,
        meta: { ref: i.ref, direction: 'IN' },
        postings: [
          { account: { memberId: i.memberId }, amount: -i.amount },
          { account: { memberId: i.memberId, wallet: i.vendor }, amount: i.amount },
        ],
        event: movedEvent(i, 'MAIN', i.vendor),
        within: async (tx) => {
          await repo.insertWithin(tx, values);
          await also?.(tx);
          // A switch to seamless committed since the player's call read the merchant's settings: no money goes there.
          if (i.listed && !(await repo.listedWithin(tx, i.merchantId, i.vendor))) throw new AppError('wallet.vendor_wallet_unavailable');
        },
      });
      if (t.replayed) return replay((await rowOf(i.vendor, i.ref))!, i, client);
      transferId = t.transferId;
    } else {
      if (!(await repo.insertOnce(values))) return replay((await rowOf(i.vendor, i.ref))!, i, client);
    }
    const row = (await rowOf(i.vendor, i.ref))!;
    if (row.state !== 'PENDING') return replay(row, i, client);
    const outcome =
      i.direction === 'IN' ? await client.deposit(i.ref, playerOf(i), i.amount) : await client.withdraw(i.ref, playerOf(i), i.amount);
    const credited = await settle(row, client, outcome);
    return { ref: i.ref, transferId: credited ?? transferId, replayed: false };
  };

  const moveAllIn = async (merchantId: number, memberId: number, vendor: string, ref: string, also?: DepositWithin) => {
    clientOf(vendor);
    await resolvePending(merchantId, memberId, vendor);
    const main = (await ledger.balances(merchantId, memberId)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;
    return main > 0n ? move({ merchantId, memberId, vendor, direction: 'IN', amount: main, ref }, also) : null;
  };

  return {
    has: (vendor: string) => vendors.has(vendor),
    offline: (vendor: string) => !vendors.has(vendor) && (deps.offline ?? []).includes(vendor),
    move: (i: TransferMove) => inTurn(i, () => move(i)),
    resolvePending: (merchantId: number, memberId: number, vendor: string) =>
      inTurn({ merchantId, memberId, vendor }, () => resolvePending(merchantId, memberId, vendor)),
    /** The vendors holding a move of the member's still open (shown as pending until the vendor's status decides). */
    pendingVendors: (merchantId: number, memberId: number) => repo.pendingVendors(merchantId, memberId),
    /** What the vendor says it holds for the member now (null: it could not say). */
    heldAt: (merchantId: number, memberId: number, vendor: string) => clientOf(vendor).balance(playerOf({ merchantId, memberId })),
    /** The member's mirror of the vendor's wallet follows what the vendor holds (play there since the last move). */
    follow: (merchantId: number, memberId: number, vendor: string, held: bigint, ref: string) =>
      inTurn({ merchantId, memberId, vendor }, () => sync({ merchantId, memberId, vendor, ref }, held)),
    /**
     * At a game launch: the whole main balance goes to the vendor (nothing to move when it is empty, and `also` is then
     * not run); `also` commits with the money.
     */
    moveAllIn: (merchantId: number, memberId: number, vendor: string, ref: string, also?: DepositWithin) =>
      inTurn({ merchantId, memberId, vendor }, () => moveAllIn(merchantId, memberId, vendor, ref, also)),
  };
};
export type TransferWalletService = ReturnType<typeof createTransferWalletService>;
