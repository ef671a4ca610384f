import type { KycDetails, KycDocument, KycLevel, KycReview, KycState } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import { writeEvent } from '../outbox';
import { kycProtection } from '../protection';
import type { KycFile } from './kyc-form';
import { levelFor, missingFor } from './kyc-level';
import { type DocumentRow, kycRepo as repo } from './kyc.repo';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
const documentView = (d: DocumentRow): KycDocument => ({
  id: Number(d.id),
  kind: d.kind as KycDocument['kind'],
  status: d.status as KycDocument['status'],
  fileName: d.file_name,
  mime: d.mime as KycDocument['mime'],
  size: d.size,
  uploadedAt: iso(d.uploaded_at) as string,
  decidedAt: iso(d.decided_at),
  reason: d.reason,
});
const detailsView = (r: Awaited<ReturnType<typeof repo.details>>): KycDetails | null =>
  r ? { fullName: r.full_name, birthDate: r.birth_date, idNumber: r.id_number, address: r.address, nationality: r.nationality } : null;
const decisions = { APPROVE: 'APPROVED', REJECT: 'REJECTED', MORE: 'MORE_REQUESTED' } as const;
const events = { APPROVE: 'kyc.approved', REJECT: 'kyc.rejected', MORE: 'kyc.more_requested' } as const;

/**
 * Know your customer (issue 31, decision 027): identity details and documents from the member, the review queue for
 * staff, and the level — worked out again in every decision's transaction and written where protection_guard reads
 * it, so a deposit order or a withdrawal above the merchant's thresholds waits for the level it needs. Each decision
 * tells the player through a platform message (an event the messages consumer turns into one, in their language).
 */
export const createKycService = (deps: {
  db: Db;
  now?: Clock;
  /** Screening of the details' name (the risk module): a hit opens a case holding withdrawals, in the same transaction. */
  screen?: (tx: Db, merchantId: number, memberId: number, name: string, birthDate: string | null) => Promise<unknown>;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Works the level out again from the rows and stores it with the protection row (in `tx`). */
  const relevel = async (tx: Db, merchantId: number, memberId: number): Promise<KycLevel> => {
    const level = levelFor(!!(await repo.details(tx, memberId)), await repo.approvedKinds(tx, memberId));
    await kycProtection.setLevel(tx, merchantId, memberId, level);
    return level;
  };

  const state = async (merchantId: number, memberId: number): Promise<KycState> => {
    const docs = await repo.documentsOf(db, memberId);
    const level = await kycProtection.levelOf(db, memberId);
    const t = await kycProtection.thresholds(db, merchantId);
    const threshold = (amount: string | null | undefined, need: KycLevel) => ({
      amount: amount ?? '0',
      level: amount ? need : ('NONE' as const),
    });
    return {
      level,
      details: detailsView(await repo.details(db, memberId)),
      documents: docs.map(documentView),
      thresholds: {
        deposits: threshold(t?.deposit, 'VERIFIED'),
        withdrawal: threshold(t?.withdrawal, 'VERIFIED'),
        enhanced: threshold(t?.enhanced, 'ENHANCED'),
      },
      depositsTotal: (await kycProtection.depositsTotal(db, memberId)).toString(),
      missing: missingFor(
        level,
        docs.filter((d) => d.status === 'APPROVED' || d.status === 'PENDING').map((d) => d.kind),
      ),
    };
  };

  const review = async (merchantId: number, id: number): Promise<KycReview> => {
    const d = await repo.document(db, merchantId, id);
    if (!d) throw new AppError('resource.not_found');
    const memberId = Number(d.member_id);
    return {
      document: documentView(d),
      account: d.account ?? '',
      level: await kycProtection.levelOf(db, memberId),
      details: detailsView(await repo.details(db, memberId)),
      reviewer: d.reviewer,
      others: (await repo.documentsOf(db, memberId)).filter((o) => Number(o.id) !== id).map(documentView),
    };
  };

  return {
    state,
    review,

    setDetails: async (merchantId: number, memberId: number, d: KycDetails) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d.birthDate) || Number.isNaN(Date.parse(`${d.birthDate}T00:00:00Z`)))
        throw new AppError('request_param_err');
      await db.transaction(async (tx) => {
        await repo.saveDetails(tx, merchantId, memberId, d);
        await relevel(tx, merchantId, memberId);
        await deps.screen?.(tx, merchantId, memberId, d.fullName, d.birthDate);
      });
      return state(merchantId, memberId);
    },

    /** Stores a document for review; identity details come first (they are what staff compare it with). */
    upload: async (merchantId: number, memberId: number, f: KycFile) => {
      if (!(await repo.details(db, memberId))) throw new AppError('kyc.details_required');
      await repo.insertDocument(db, merchantId, memberId, f);
      return state(merchantId, memberId);
    },

    queue: async (merchantId: number, q: { status: string; page: number; size: number }) => {
      const r = await repo.queue(db, merchantId, q.status, q.page, q.size);
      return {
        rows: r.rows.map((d) => ({
          id: Number(d.id),
          account: d.account ?? '',
          kind: d.kind as KycDocument['kind'],
          status: d.status as KycDocument['status'],
          level: (d.level ?? 'NONE') as KycLevel,
          uploadedAt: iso(d.uploaded_at) as string,
          reviewer: d.reviewer,
        })),
        total: r.total,
      };
    },

    next: async (merchantId: number, actor: string) => {
      const id = await repo.claimNext(db, merchantId, actor, now());
      return id === null ? null : review(merchantId, id);
    },

    file: async (merchantId: number, id: number) => {
      const f = await repo.file(db, merchantId, id);
      if (!f) throw new AppError('resource.not_found');
      return f;
    },

    /** One decision on a pending document: the level follows in the same transaction, and the player is told. */
    decide: async (merchantId: number, id: number, actor: string, body: { decision: 'APPROVE' | 'REJECT' | 'MORE'; reason: string }) => {
      const reason = body.reason.trim();
      if (body.decision !== 'APPROVE' && reason.length < 3) throw new AppError('kyc.reason_required');
      await db.transaction(async (tx) => {
        const d = await repo.document(tx, merchantId, id, true);
        if (!d) throw new AppError('resource.not_found');
        if (d.status !== 'PENDING') throw new AppError('kyc.already_decided');
        const memberId = Number(d.member_id);
        await repo.decide(tx, id, decisions[body.decision], actor, reason || null, now());
        const level = await relevel(tx, merchantId, memberId);
        await writeEvent(tx, {
          merchantId,
          type: events[body.decision],
          subjectId: memberId,
          aggregateId: `kyc:${id}`,
          payload: { documentId: id, kind: d.kind, level, reason },
        });
      });
      return review(merchantId, id);
    },

    player: async (merchantId: number, account: string) => {
      const id = await repo.memberByAccount(db, merchantId, account);
      if (id == null) throw new AppError('resource.not_found');
      const s = await state(merchantId, Number(id));
      return { level: s.level, details: s.details, documents: s.documents, depositsTotal: s.depositsTotal };
    },
  };
};
export type KycService = ReturnType<typeof createKycService>;
