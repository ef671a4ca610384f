import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import { type RiskCaseRow, ipRangeOf, riskRepo as repo, signalsRepo } from './risk.repo';
import { rulesFor } from './rules';
import type { Screening } from './screening';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
const view = (c: RiskCaseRow) => ({
  id: Number(c.id),
  account: c.account,
  kind: c.kind as 'SCREENING',
  status: c.status,
  holdsWithdrawals: c.holds_withdrawals,
  evidence: c.evidence,
  owner: c.owner,
  outcome: c.outcome as 'CLEARED' | null,
  openedAt: iso(c.opened_at) as string,
  closedAt: iso(c.closed_at),
});

/**
 * Risk (issue 31): screening of the names players give against sanctions and PEP lists (a hit opens a case that
 * holds withdrawals), and the cases staff work — claim, notes, an outcome. A case holding withdrawals refuses their
 * payout until it is closed.
 */
export const createRiskService = (deps: { db: Db; screening: Screening; now?: Clock }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const get = async (merchantId: number, id: number) => {
    const c = await repo.byId(db, merchantId, id);
    if (!c) throw new AppError('resource.not_found');
    const notes = (await repo.notes(db, id)).map((n) => ({ id: Number(n.id), author: n.author, text: n.text, at: iso(n.at) as string }));
    return { ...view(c), notes };
  };

  return {
    /** Records where a member acted from (a sign-in, a registration, a deposit order). */
    signal: (s: { merchantId: number; memberId: number; event: string; deviceId?: string; ip?: string; userAgent?: string }) =>
      signalsRepo.record(db, { ...s, at: now() }),

    /**
     * Before a reward is claimed (the one rule on the request path, issue 31): other members who claimed from the same
     * device or network range within the rule's hours refuse the claim (`risk.bonus_refused`) and open the member's
     * BONUS_DEVICE case with them as evidence; an allowed claim is recorded as a signal.
     */
    claimGuard: async (merchantId: number, memberId: number, from: { deviceId?: string; ip?: string; userAgent?: string }) => {
      const rule = rulesFor(await signalsRepo.settings(db, merchantId)).get('BONUS_DEVICE');
      const at = now();
      if (rule) {
        const others = await signalsRepo.otherClaimers(
          db,
          merchantId,
          memberId,
          from.deviceId ?? null,
          ipRangeOf(from.ip),
          new Date(at.getTime() - (rule.params.hours ?? 24) * 3_600_000),
        );
        const count = (via: string) => new Set(others.filter((o) => o.via === via).map((o) => Number(o.member_id))).size;
        if (count('device') >= (rule.params.claims ?? 1) || count('ip') >= (rule.params.rangeClaims ?? 3)) {
          await repo.open(db, {
            merchantId,
            memberId,
            kind: 'BONUS_DEVICE',
            holds: rule.holds,
            evidence: { others, deviceId: from.deviceId ?? null, ip: from.ip ?? null },
          });
          throw new AppError('risk.bonus_refused');
        }
      }
      await signalsRepo.record(db, { merchantId, memberId, event: 'CLAIM', ...from, at });
    },

    /** Screens a name a member gave (in `tx`, with their details): each hit opens the member's screening case. */
    screenMember: async (tx: Db, merchantId: number, memberId: number, name: string, birthDate: string | null) => {
      const hits = await deps.screening.screen(name, birthDate);
      if (hits.length === 0) return null;
      return repo.open(tx, { merchantId, memberId, kind: 'SCREENING', holds: true, evidence: { name, birthDate, hits } });
    },

    /** A payout waits while an open case holds the member's withdrawals (the approval's check). */
    assertNotHeld: async (memberId: number) => {
      if ((await repo.holds(db, memberId)) > 0) throw new AppError('risk.withdrawal_held');
    },
    holds: (memberId: number) => repo.holds(db, memberId),
    openCases: (memberId: number) => repo.openCount(db, memberId),

    list: async (merchantId: number, q: { status: string; page: number; size: number }) => {
      const r = await repo.list(db, merchantId, q.status, q.page, q.size);
      return { rows: r.rows.map(view), total: r.total };
    },
    get,
    claim: async (merchantId: number, id: number, actor: string) => {
      const c = await repo.byId(db, merchantId, id);
      if (!c) throw new AppError('resource.not_found');
      if (c.status !== 'OPEN') throw new AppError('wallet.state_invalid');
      await repo.claim(db, id, actor);
      return get(merchantId, id);
    },
    note: async (merchantId: number, id: number, actor: string, text: string) => {
      if (!(await repo.byId(db, merchantId, id))) throw new AppError('resource.not_found');
      await repo.note(db, id, actor, text, now());
      return get(merchantId, id);
    },
    close: async (merchantId: number, id: number, actor: string, body: { outcome: string; reason: string }) => {
      await db.transaction(async (tx) => {
        const c = await repo.byId(tx, merchantId, id, true);
        if (!c) throw new AppError('resource.not_found');
        if (c.status !== 'OPEN') throw new AppError('wallet.state_invalid');
        await repo.close(tx, id, body.outcome, now());
        await repo.note(tx, id, actor, body.reason, now());
        // The outcome acts: a restriction stops bonuses and marketing; a closure closes the account and ends its
        // sessions (staff return its balance by an audited adjustment to the bank on file, as the merchant's policy says).
        if (body.outcome === 'RESTRICTED') await repo.restrict(tx, merchantId, Number(c.member_id), now());
        if (body.outcome === 'CLOSED_FUNDS_RETURNED') await repo.closeAccount(tx, Number(c.member_id), now());
      });
      return get(merchantId, id);
    },
  };
};
export type RiskService = ReturnType<typeof createRiskService>;
