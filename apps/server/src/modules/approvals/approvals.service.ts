import { type ContractKindName, formatMinor } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import type { Db } from '../../db/client';
import { parseAmount } from '../money';
import { type ApprovalRow, createApprovalsRepo } from './approvals.repo';

type AdjustInput = { amount: string; reason: string; requestId: string };
type Adjusted = { transferId: number; replayed: boolean; balance?: string };
/** The wallet's adjustment (a port): `within` commits with the money or refuses it by throwing. */
export type AdjustPort = (
  merchantId: number,
  decimals: number,
  account: string,
  input: AdjustInput,
  by: string,
  within?: (tx: Db, transferId: number) => Promise<void>,
) => Promise<Adjusted>;

/**
 * The withdrawals' payout (a port): the member and amount of a pending withdrawal, and its approval, whose `within`
 * commits with the payout or refuses it by throwing. A replayed payout does not run `within`.
 */
export type WithdrawalPort = {
  brief: (merchantId: number, id: number) => Promise<{ account: string; amount: bigint }>;
  approve: (merchantId: number, id: number, by: string, within?: (tx: Db, transferId: number) => Promise<void>) => Promise<unknown>;
};

/**
 * The reward centre's issue (a port): a manual bonus for a member, once per key, with `exec` (the transaction that
 * decides the request, or the pool). Answers the reward's id, or null when the key was issued before.
 */
export type BonusPort = (
  exec: Db,
  b: { merchantId: number; memberId: number; key: string; amount: bigint; turnoverX100: number; reason: string },
) => Promise<number | null>;

/**
 * Agent settlement periods (a port): what a void is measured by (the period's bills, or its preview's before it ran)
 * and what was paid of them, and the void itself in `exec` (false: a bill was paid meanwhile).
 */
export type AgentPeriodsPort = {
  amount: (merchantId: number, kind: ContractKindName, period: string) => Promise<{ amount: bigint; paid: bigint }>;
  void: (exec: Db, merchantId: number, kind: ContractKindName, period: string) => Promise<boolean>;
};

const ADJUST = 'balance.adjust';
const AGENT_VOID = 'agents.void';
const BONUS = 'bonus.grant';
const WITHDRAW = 'withdrawal.approve';
/** A withdrawal's request id: '#' is outside the operators' request ids, so it never meets one. */
const withdrawalKey = (id: number) => `withdrawal#${id}`;

const view = (r: ApprovalRow) => ({
  id: r.id,
  action: r.action as typeof ADJUST | typeof WITHDRAW | typeof BONUS | typeof AGENT_VOID,
  account: r.account,
  amount: r.amount.toString(),
  reason: r.reason,
  requestId: r.requestId,
  maker: r.maker,
  makerRole: r.makerRole,
  threshold: r.threshold.toString(),
  state: r.state,
  checker: r.checker,
  decisionReason: r.decisionReason,
  transferId: r.transferId,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Four-eyes on operators' money actions (reliability.md; decision 024). An adjustment above the maker's role threshold
 * becomes a PENDING request; a second operator's approval moves the money in the same transaction that marks the
 * request APPROVED, under a ledger key of the request's own, so two approvers racing move it once.
 */
export const createApprovalsService = (deps: {
  db: Db;
  adjust: AdjustPort;
  memberIdOf: (merchantId: number, account: string) => Promise<number>;
  withdrawals: WithdrawalPort;
  grantBonus: BonusPort;
  agentPeriods?: AgentPeriodsPort;
}) => {
  const repo = createApprovalsRepo(deps.db);

  /** Why a request cannot be decided by `actor`: unknown, its own, or decided already. */
  const refusal = async (merchantId: number, id: number, actor: string) => {
    const r = await repo.byId(merchantId, id);
    if (!r) return new AppError('resource.not_found');
    if (r.maker === actor) return new AppError('approval.self');
    return new AppError('approval.decided');
  };

  return {
    /** An operator's adjustment: made at once, or (above the role's threshold) a request for a second operator. */
    adjust: async (scope: OperatorScope, account: string, input: AdjustInput) => {
      const negative = input.amount.trim().startsWith('-');
      const signed = (negative ? -1n : 1n) * parseAmount(input.amount.trim().replace(/^-/, ''), scope.decimals);
      const threshold = await repo.threshold(scope.merchantId, scope.role, ADJUST);
      const magnitude = signed < 0n ? -signed : signed;
      if (threshold === null || magnitude <= threshold) {
        return deps.adjust(scope.merchantId, scope.decimals, account, input, scope.actor);
      }
      await deps.memberIdOf(scope.merchantId, account);
      const { row, replayed } = await repo.create({
        merchantId: scope.merchantId,
        action: ADJUST,
        account,
        amount: signed,
        reason: input.reason,
        requestId: input.requestId,
        maker: scope.actor,
        makerRole: scope.role,
        threshold,
      });
      if (!row || row.amount !== signed || row.account !== account) throw new AppError('ledger.idempotency_conflict');
      return {
        transferId: row.transferId,
        replayed,
        approval: { id: row.id, state: row.state, threshold: row.threshold.toString() },
      };
    },

    list: async (merchantId: number, state?: ApprovalRow['state']) => (await repo.list(merchantId, state)).map(view),

    /**
     * A manual bonus: issued to the member's reward centre at once, or (above the role's threshold) a request whose
     * approval issues it in the transaction that decides it — once, however many approve at the same time.
     */
    bonus: async (
      scope: OperatorScope,
      account: string,
      input: { amount: string; turnoverX100: number; reason: string; requestId: string },
    ) => {
      const amount = parseAmount(input.amount.trim(), scope.decimals);
      const memberId = await deps.memberIdOf(scope.merchantId, account);
      const threshold = await repo.threshold(scope.merchantId, scope.role, BONUS);
      if (threshold === null || amount <= threshold) {
        const base = { merchantId: scope.merchantId, memberId, amount, turnoverX100: input.turnoverX100, reason: input.reason };
        const rewardId = await deps.grantBonus(deps.db, { ...base, key: `manual:${memberId}:${input.requestId}` });
        return { rewardId, replayed: rewardId === null };
      }
      const { row, replayed } = await repo.create({
        merchantId: scope.merchantId,
        action: BONUS,
        account,
        amount,
        reason: input.reason,
        requestId: input.requestId,
        maker: scope.actor,
        makerRole: scope.role,
        threshold,
        detail: { turnoverX100: input.turnoverX100 },
      });
      if (!row || row.amount !== amount || row.account !== account) throw new AppError('ledger.idempotency_conflict');
      return { rewardId: null, replayed, approval: { id: row.id, state: row.state, threshold: row.threshold.toString() } };
    },

    /**
     * An operator's approval of a withdrawal: paid out at once, or (above the role's threshold) a request that a second
     * operator approves; the payout then happens with that decision.
     */
    approveWithdrawal: async (scope: OperatorScope, id: number) => {
      const w = await deps.withdrawals.brief(scope.merchantId, id);
      const threshold = await repo.threshold(scope.merchantId, scope.role, WITHDRAW);
      if (threshold === null || w.amount <= threshold) return { paid: await deps.withdrawals.approve(scope.merchantId, id, scope.actor) };
      const { row } = await repo.create({
        merchantId: scope.merchantId,
        action: WITHDRAW,
        account: w.account,
        amount: w.amount,
        reason: `withdrawal ${id}`,
        requestId: withdrawalKey(id),
        maker: scope.actor,
        makerRole: scope.role,
        threshold,
      });
      if (!row) throw new AppError('ledger.idempotency_conflict');
      return { paid: null, approval: { id: row.id, state: row.state, threshold: row.threshold.toString() } };
    },

    /**
     * An operator voids an agent settlement period: at once, or (its bills' total above the role's threshold) a request
     * a second operator approves; the void then happens in the transaction that decides it. A period with a paid bill
     * is refused before anything is asked.
     */
    voidAgentPeriod: async (
      scope: OperatorScope,
      input: { kind: ContractKindName; period: string; reason: string; requestId?: string },
    ) => {
      const periods = deps.agentPeriods;
      if (!periods) throw new AppError('function.not.available');
      const { amount, paid } = await periods.amount(scope.merchantId, input.kind, input.period);
      if (paid > 0n) throw new AppError('agent.period_paid');
      const threshold = await repo.threshold(scope.merchantId, scope.role, AGENT_VOID);
      if (threshold === null || amount <= threshold) {
        if (!(await periods.void(deps.db, scope.merchantId, input.kind, input.period))) throw new AppError('agent.period_paid');
        return { approval: null };
      }
      const account = `${input.kind}:${input.period}`;
      const { row } = await repo.create({
        merchantId: scope.merchantId,
        action: AGENT_VOID,
        account,
        amount,
        reason: input.reason,
        // '#' is outside an operator's request ids: without one, each void of a period asks once until it is decided.
        requestId: input.requestId ?? `agents.void#${account}`.slice(0, 64),
        maker: scope.actor,
        makerRole: scope.role,
        threshold,
        detail: { kind: input.kind, period: input.period },
      });
      if (!row || row.account !== account) throw new AppError('ledger.idempotency_conflict');
      return { approval: { id: row.id, state: row.state, threshold: row.threshold.toString() } };
    },

    /** The second operator approves: the money moves with the decision, once. */
    approve: async (scope: OperatorScope, id: number) => {
      const r = await repo.byId(scope.merchantId, id);
      if (!r || r.maker === scope.actor || r.state !== 'PENDING') throw await refusal(scope.merchantId, id, scope.actor);
      let decided: ApprovalRow | null = null;
      const decide = async (tx: Db, transferId: number) => {
        decided = await createApprovalsRepo(tx).decide(tx, {
          merchantId: scope.merchantId,
          id,
          checker: scope.actor,
          state: 'APPROVED',
          transferId,
        });
        if (!decided) throw await refusal(scope.merchantId, id, scope.actor);
      };
      if (r.action === BONUS) {
        const memberId = await deps.memberIdOf(scope.merchantId, r.account);
        const turnoverX100 = Number(r.detail?.turnoverX100 ?? 0);
        // The decision and the reward commit together; why a losing approver is refused is read after its transaction
        // (the embedded database has one connection: a read beside an open transaction would wait for it).
        const done = await deps.db.transaction(async (tx) => {
          const decided = await createApprovalsRepo(tx).decide(tx, {
            merchantId: scope.merchantId,
            id,
            checker: scope.actor,
            state: 'APPROVED',
          });
          if (!decided) return null;
          const base = { merchantId: scope.merchantId, memberId, amount: r.amount, turnoverX100, reason: r.reason };
          await deps.grantBonus(tx, { ...base, key: `manual:approval#${r.id}` });
          return decided;
        });
        if (!done) throw await refusal(scope.merchantId, id, scope.actor);
        return view(done);
      }
      if (r.action === AGENT_VOID) {
        const periods = deps.agentPeriods;
        if (!periods) throw new AppError('function.not.available');
        const kind = String(r.detail?.kind) as ContractKindName;
        const period = String(r.detail?.period);
        // The decision and the void commit together: a bill paid meanwhile refuses both.
        const done = await deps.db.transaction(async (tx) => {
          const decided = await createApprovalsRepo(tx).decide(tx, {
            merchantId: scope.merchantId,
            id,
            checker: scope.actor,
            state: 'APPROVED',
          });
          if (!decided) return null;
          if (!(await periods.void(tx, scope.merchantId, kind, period))) throw new AppError('agent.period_paid');
          return decided;
        });
        if (!done) throw await refusal(scope.merchantId, id, scope.actor);
        return view(done);
      }
      if (r.action === WITHDRAW) {
        await deps.withdrawals.approve(
          scope.merchantId,
          Number(r.requestId.split('#')[1]),
          `${r.maker}; approved by ${scope.actor}`,
          decide,
        );
        if (!decided) throw new AppError('approval.decided');
        return view(decided);
      }
      const moved = await deps.adjust(
        scope.merchantId,
        scope.decimals,
        r.account,
        // '#' is outside an operator's request ids: this key is the request's alone.
        { amount: formatMinor(r.amount, scope.decimals).replace(/,/g, ''), reason: r.reason, requestId: `approval#${r.id}` },
        `${r.maker}; approved by ${scope.actor}`,
        decide,
      );
      // A replay is another approver's transfer: this one decided nothing.
      if (moved.replayed || !decided) throw new AppError('approval.decided');
      return { ...view(decided), balance: moved.balance };
    },

    reject: async (scope: OperatorScope, id: number, reason: string) => {
      const decided = await repo.decide(deps.db, { merchantId: scope.merchantId, id, checker: scope.actor, state: 'REJECTED', reason });
      if (!decided) throw await refusal(scope.merchantId, id, scope.actor);
      return view(decided);
    },

    thresholds: async (merchantId: number) =>
      (await repo.thresholds(merchantId)).map((t) => ({
        role: t.role,
        action: t.action as typeof ADJUST,
        threshold: t.threshold.toString(),
      })),

    setThreshold: async (merchantId: number, role: string, action: string, threshold: string | null) => {
      await repo.setThreshold(merchantId, role, action, threshold === null ? null : BigInt(threshold));
    },
  };
};
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
