import type { QueueItem, QueueKind, QueueTicket } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { precheckOf, type RiskFacts } from './precheck';
import { createQueuesRepo, type QueueDbRow } from './queues.repo';

/** A claim lasts this long without a decision; then the item is open to others again. */
export const CLAIM_MINUTES = 15;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const maskNo = (v: string | null) => (v === null ? null : v.length <= 4 ? '****' : `****${v.slice(-4)}`);

const itemOf = (r: QueueDbRow): QueueItem => ({
  id: Number(r.id),
  account: r.account,
  amount: String(r.amount),
  status: r.status,
  createdAt: iso(r.created_at) as string,
  detail: { payerName: r.payer_name, bankName: r.bank_name, accountNo: maskNo(r.account_no), proofs: r.proof_file_ids ?? [] },
  claim: r.claimed_by ? { by: r.claimed_by, at: iso(r.claimed_at) as string, held: r.held_at !== null, holdReason: r.hold_reason } : null,
});

/**
 * The money queues (issue 29): pending deposits and withdrawals as work a staff member claims (atomically: two
 * staff opening "next" at once get different items), holds with a reason, or decides with the ops calls — which
 * `assertFree` keeps to the claimant while the claim is live.
 */
export const createQueuesService = (d: {
  db: Db;
  linked: (merchantId: number, memberId: number) => Promise<number>;
  /** The player's KYC level, the merchant's withdrawal threshold and the open cases holding withdrawals (issue 31). */
  risk?: (merchantId: number, memberId: number) => Promise<RiskFacts>;
  now?: Clock;
}) => {
  const repo = createQueuesRepo(d.db);
  const now = d.now ?? systemClock;
  const staleBefore = () => new Date(now().getTime() - CLAIM_MINUTES * 60_000);

  const ticket = async (kind: QueueKind, merchantId: number, id: number): Promise<QueueTicket> => {
    const row = await repo.item(kind, merchantId, id);
    if (!row) throw new AppError('resource.not_found');
    return {
      ...itemOf(row),
      precheck: await precheckOf(
        repo,
        kind,
        row,
        (m) => d.linked(merchantId, m),
        d.risk ? (m) => (d.risk as NonNullable<typeof d.risk>)(merchantId, m) : undefined,
      ),
    };
  };

  const claim = async (kind: QueueKind, merchantId: number, id: number, actor: string) => {
    if (!(await repo.item(kind, merchantId, id))) throw new AppError('resource.not_found');
    if (!(await repo.claim(kind, merchantId, id, actor, now(), staleBefore()))) throw new AppError('queue.claimed');
    return ticket(kind, merchantId, id);
  };

  return {
    list: async (kind: QueueKind, merchantId: number, view: 'open' | 'mine' | 'held', actor: string) => {
      const [rows, c] = await Promise.all([
        repo.list(kind, merchantId, view, actor, staleBefore()),
        repo.counts(kind, merchantId, actor, staleBefore()),
      ]);
      return { rows: rows.map(itemOf), counts: { open: Number(c.open), mine: Number(c.mine), held: Number(c.held) } };
    },
    ticket,
    claim,
    /** My open claim first; else the oldest open item that I can claim (one that another takes first is skipped). */
    next: async (kind: QueueKind, merchantId: number, actor: string): Promise<QueueTicket | null> => {
      const id = await d.db.transaction(async (tx) => {
        const r = createQueuesRepo(tx);
        await r.lockActor(kind, merchantId, actor);
        const mine = await r.list(kind, merchantId, 'mine', actor, staleBefore());
        if (mine[0]) return Number(mine[0].id);
        for (const row of await r.list(kind, merchantId, 'open', actor, staleBefore()))
          if (await r.claim(kind, merchantId, Number(row.id), actor, now(), staleBefore())) return Number(row.id);
        return null;
      });
      return id === null ? null : ticket(kind, merchantId, id);
    },
    hold: async (kind: QueueKind, merchantId: number, id: number, actor: string, reason: string) => {
      await claim(kind, merchantId, id, actor);
      if (!(await repo.hold(kind, id, actor, now(), reason))) throw new AppError('queue.claimed');
      return ticket(kind, merchantId, id);
    },
    release: async (kind: QueueKind, merchantId: number, id: number, actor: string) => {
      if (!(await repo.item(kind, merchantId, id))) throw new AppError('resource.not_found');
      if (!(await repo.release(kind, id, actor)) && (await repo.claimOf(kind, id))) throw new AppError('queue.claimed');
    },
    /** Before a decision: refused while another staff member holds a live claim (or a hold) on the item. */
    assertFree: async (kind: QueueKind, id: number, actor: string) => {
      const c = await repo.claimOf(kind, id);
      if (!c || c.claimed_by === actor) return;
      const live = c.held_at !== null || new Date(c.claimed_at).getTime() >= staleBefore().getTime();
      if (live) throw new AppError('queue.claimed');
    },
  };
};
export type QueuesService = ReturnType<typeof createQueuesService>;
