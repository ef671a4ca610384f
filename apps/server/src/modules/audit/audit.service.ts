import type { AuditVerifyValue } from '@wl/contracts';
import type { Db } from '../../db/client';
import { createAuditRepo } from './audit.repo';
import { type Clock, systemClock } from '../../core/clock';
import { monthPartitions, monthsBack, retireMonths } from '../../core/month-partitions.repo';

/**
 * The audit chain (decision 023). Records are chained by the database as they are written (the `audit_chain`
 * trigger on ops_audit_log); this service recomputes a chain and copies the heads to the append-only checkpoints.
 */
export const createAuditService = (deps: { db: Db; now?: Clock }) => {
  const repo = createAuditRepo(deps.db);
  const now = deps.now ?? systemClock;
  // The log by month (issue 37): made ahead by the history-months job; with no default partition, a month must exist
  // before its first record.
  const months = monthPartitions(deps.db, 'ops_audit_log', 'at');

  /**
   * Every record of the chain recomputed in order, then held against the checkpoints and the chain's head: the first
   * broken link by number, or none.
   */
  const verifyChain = async (chain: number, merchant: string | null): Promise<AuditVerifyValue> => {
    const [summary, record, checkpoint, latest, head, retired] = await Promise.all([
      repo.summary(chain),
      repo.firstBrokenRecord(chain),
      repo.firstBrokenCheckpoint(chain),
      repo.latestCheckpoint(chain),
      repo.head(chain),
      repo.cut(chain),
    ]);
    // With every record of the chain retired, the last one is the cut's.
    const lastSeq = summary.last?.seq ?? retired?.seq ?? 0;
    // The head says more records were written than the chain holds: its tail is gone (checkpoints may lag behind).
    const cut = head > lastSeq ? { seq: lastSeq + 1, problem: 'truncated' as const } : null;
    // A checkpoint the chain no longer reaches: the first record gone is the one after the chain's last.
    const copied = checkpoint?.problem === 'truncated' ? { ...checkpoint, seq: Math.min(checkpoint.seq, lastSeq + 1) } : checkpoint;
    const candidates = [record, copied, cut].filter((b) => b !== null);
    const firstBroken = candidates.sort((a, b) => a.seq - b.seq)[0] ?? null;
    return { merchant, ok: firstBroken === null, records: summary.records, last: summary.last, checkpoint: latest, firstBroken };
  };

  /** A merchant's records, newest first (the chain of a merchant is its id). */
  const list = async (merchantId: number, f: { action?: string; actor?: string; before?: number; limit: number }) => {
    const rows = await repo.list(merchantId, f);
    return {
      rows: rows.slice(0, f.limit).map((r) => ({
        seq: Number(r.seq),
        at: new Date(r.at).toISOString(),
        actor: r.actor,
        action: r.action,
        outcome: typeof r.payload?.outcome === 'string' ? r.payload.outcome : null,
        payload: r.payload ?? {},
        ip: r.ip,
        hash: r.hash,
      })),
      more: rows.length > f.limit,
    };
  };

  return {
    list,
    /** A merchant's chain (its id is the chain's number). */
    verifyMerchant: (merchantId: number, code: string) => verifyChain(merchantId, code),
    /** The platform chain: actions on no merchant (merchant configuration, operators). */
    verifyPlatform: () => verifyChain(0, null),
    /** Copies each head that moved to the checkpoints (the `audit-checkpoint` job, and operators on demand). */
    checkpoint: async () => ({ copied: await repo.copyHeads() }),
    /** Makes the log's month partitions from this month through `ahead` months on (a leased job). */
    makeMonths: async (ahead = 3) => ({ months: await months.ensure(now(), ahead) }),
    /**
     * Retires the months ended `months` whole months before this one (AUDIT_RETENTION_MONTHS; a leased job): moved
     * whole to the `archive` schema, still append-only, each chain's verify then starting at its cut.
     */
    retireMonths: (months: number) => retireMonths(deps.db, 'audit', monthsBack(now(), months)),
    /** The log's month partitions, oldest first. */
    months: () => months.list(),
  };
};
export type AuditService = ReturnType<typeof createAuditService>;
