import type { z } from 'zod';
import {
  crossBrandMaxDays,
  type maintenanceBody,
  type opsAdjustBody,
  type opsAdjustValue,
  type opsBonusBody,
  type opsOperatorBody,
  type regionRuleBody,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { OperatorActArgs, OperatorGate, OperatorScope } from '../../core/context';
import type { Db } from '../../db/client';
import type { DepositService } from '../deposits';
import { streamRepo } from '../event-stream';
import { isValidRangeRule } from '../geo';
import { ledgerViolations } from '../ledger';
import type { MerchantSettingsService } from '../merchants';
import type { WalletService } from '../wallet';
import type { WithdrawalService } from '../withdrawals';
import type { Outbox } from '../outbox';
import { type OpsAuth, type OpsCaller, hashOpsKey, newOpsKey } from './ops-auth';
import { createOpsRepo } from './ops.repo';

type AdjustAnswer = z.input<typeof opsAdjustValue>;

/**
 * The operator API's work: who may do what (roles, one merchant for a merchant-bound operator), and an audit entry
 * for every attempt that changes something, done or refused, with the operator, the outcome and the address. The
 * money itself moves in the deposit, withdrawal and wallet services; merchant configuration in the merchants module.
 */
export const createOpsService = (deps: {
  db: Db;
  auth: OpsAuth;
  /** Who may call the operator API: operator keys and signed-in staff (app.ts joins the two). */
  gate: OperatorGate;
  /** A manual bonus, four-eyes applied (ApprovalsService.bonus). */
  bonus: (
    scope: OperatorScope,
    account: string,
    input: { amount: string; turnoverX100: number; reason: string; requestId: string },
  ) => Promise<{
    rewardId: number | null;
    replayed: boolean;
    approval?: { id: number; state: 'PENDING' | 'APPROVED' | 'REJECTED'; threshold: string };
  }>;
  /** A withdrawal's approval, four-eyes applied (ApprovalsService.approveWithdrawal). */
  approveWithdrawal: (
    scope: OperatorScope,
    id: number,
  ) => Promise<{ paid: unknown; approval?: { id: number; state: string; threshold: string } }>;
  /** The money queues' claims: a decision on an item another staff member works on is refused (queue.claimed). */
  claims: { assertFree: (kind: 'deposits' | 'withdrawals', id: number, actor: string) => Promise<void> };
  // Ports: the few calls the operator API makes of each money module and of merchant settings.
  deposits: Pick<DepositService, 'approve' | 'listForOps' | 'reject'>;
  withdrawals: Pick<WithdrawalService, 'detail' | 'listForOps' | 'reject' | 'resolve'>;
  wallet: Pick<WalletService, 'memberIdOf' | 'memberWallets' | 'proofFile'>;
  /** A balance adjustment, four-eyes applied (ApprovalsService.adjust). */
  adjust: (scope: OperatorScope, account: string, body: { amount: string; reason: string; requestId: string }) => Promise<AdjustAnswer>;
  settings: Pick<
    MerchantSettingsService,
    'idOf' | 'regionRules' | 'replaceRegionRules' | 'setApps' | 'setMaintenance' | 'setModule' | 'setReferral'
  >;
  runAutoReceipt: () => Promise<{ count: number; ids: number[] }>;
  /** The outbox's parked events (poisoned events its consumers set aside), read across merchants. */
  parkedEvents: Outbox['parked'];
  /**
   * Runs one subscribed consumer until it is caught up (after a parked event was fixed, or on a copy whose consumers
   * are off, such as the browser tests'); answers what it handled and what is still pending.
   */
  drainConsumer: (name: string) => Promise<{ handled: number; parked: number; pending: number } | null>;
  /** Outside production only: open a member session for support and browser tests (audited). */
  openSession?: (input: { merchantId: number; memberId: number }) => Promise<{ token: string }>;
  /** Outside production only: the server seed of a member's next house round (browser tests of seeded wins). */
  pinHouseSeed?: (input: { merchantId: number; memberId: number; gameCode: string; serverSeed: string }) => Promise<{
    rounds: number;
    serverSeedHash: string;
  }>;
}) => {
  const { auth, wallet } = deps;
  const repo = createOpsRepo(deps.db);

  /** Authorises, runs and audits one operator action of a caller (the operator routes of this module). */
  const act = async <T>(caller: OpsCaller, ...args: OperatorActArgs<T>) =>
    deps.gate.act(await deps.gate.authenticate(caller), caller.ip, ...args);

  /** Merchant configuration answers to the bootstrap key only; its audit entry commits with the change. */
  const configure = (caller: OpsCaller, action: string, payload: unknown) => {
    const actor = auth.requireMaster(caller);
    return (tx: Db, merchantId: number) => createOpsRepo(tx).audit({ merchantId, actor, action, payload, ip: caller.ip });
  };

  /** A change the gate audits itself: nothing more to write beside it. */
  const audited = async () => {};

  const openSession = deps.openSession;
  const pinHouseSeed = deps.pinHouseSeed;

  return {
    /** Authorises, runs and audits an operator action of another module (the lottery's results, odds and voids). */
    act,
    whoami: (caller: OpsCaller) => deps.gate.authenticate(caller),

    createOperator: async (caller: OpsCaller, body: z.output<typeof opsOperatorBody>) => {
      const actor = await auth.require(caller, 'admin');
      if (actor.role !== 'SUPERUSER' && !body.merchant) throw new AppError('ops.forbidden');
      return act(
        caller,
        'admin',
        body.merchant ?? null,
        'operator.create',
        { name: body.name, role: body.role, scopes: body.scopes ?? null },
        async ({ merchantId }) => {
          const key = newOpsKey();
          if (await repo.operatorExists(body.name)) throw new AppError('request_param_err');
          await repo.addOperator({
            name: body.name,
            keyHash: hashOpsKey(key),
            role: body.role,
            merchantId: body.merchant ? merchantId : null,
            scopes: body.scopes ?? null,
          });
          return { name: body.name, role: body.role, key };
        },
      );
    },

    operators: async (caller: OpsCaller) => {
      await auth.require(caller, 'admin');
      return (await repo.operators()).map((o) => ({
        id: o.id,
        name: o.name,
        role: o.role,
        merchant_id: o.merchantId,
        scopes: o.scopes,
        disabled: o.disabled,
        created_at: o.createdAt.toISOString(),
      }));
    },

    deposits: (caller: OpsCaller, code: string, status?: string) =>
      act(caller, 'read', code, 'deposit.list', {}, ({ merchantId }) => deps.deposits.listForOps(merchantId, status)),
    approveDeposit: (caller: OpsCaller, code: string, id: number) =>
      act(caller, 'money', code, 'deposit.approve', { id }, async ({ merchantId, actor }) => {
        await deps.claims.assertFree('deposits', id, actor);
        return deps.deposits.approve(merchantId, id, actor);
      }),
    rejectDeposit: (caller: OpsCaller, code: string, id: number, reason: string) =>
      act(caller, 'money', code, 'deposit.reject', { id, reason }, async ({ merchantId, actor }) => {
        await deps.claims.assertFree('deposits', id, actor);
        return deps.deposits.reject(merchantId, id, actor, reason);
      }),

    withdrawals: (caller: OpsCaller, code: string, status?: string) =>
      act(caller, 'read', code, 'withdrawal.list', {}, ({ merchantId }) => deps.withdrawals.listForOps(merchantId, status)),
    approveWithdrawal: (caller: OpsCaller, code: string, id: number) =>
      act(caller, 'money', code, 'withdrawal.approve', { id }, async (scope) => {
        await deps.claims.assertFree('withdrawals', id, scope.actor);
        const r = await deps.approveWithdrawal(scope, id);
        const detail = await deps.withdrawals.detail(scope.merchantId, id);
        return r.approval ? { ...detail, approval: r.approval as { id: number; state: 'PENDING'; threshold: string } } : detail;
      }),
    rejectWithdrawal: (caller: OpsCaller, code: string, id: number, reason: string) =>
      act(caller, 'money', code, 'withdrawal.reject', { id, reason }, async ({ merchantId, actor }) => {
        await deps.claims.assertFree('withdrawals', id, actor);
        return deps.withdrawals.reject(merchantId, id, actor, reason);
      }),
    resolveWithdrawal: (
      caller: OpsCaller,
      code: string,
      id: number,
      body: { action: 'REFUND' | 'FORCE_RECEIPT' | 'PAYOUT_FAILED'; reason: string },
    ) =>
      act(caller, 'money', code, 'withdrawal.resolve', { id, ...body }, ({ merchantId, actor }) =>
        deps.withdrawals.resolve(merchantId, id, actor, body.action, body.reason),
      ),

    /** At once, or above the role's four-eyes threshold a request a second operator approves (the approvals module). */
    adjust: (caller: OpsCaller, code: string, account: string, body: z.output<typeof opsAdjustBody>) =>
      act(caller, 'money', code, 'balance.adjust', { account, ...body }, (scope) => deps.adjust(scope, account, body)),
    bonus: (caller: OpsCaller, code: string, account: string, body: z.output<typeof opsBonusBody>) =>
      act(caller, 'money', code, 'bonus.grant', { account, ...body }, (scope) => deps.bonus(scope, account, body)),
    memberWallet: (caller: OpsCaller, code: string, account: string) =>
      act(caller, 'read', code, 'wallet.view', {}, ({ merchantId }) => wallet.memberWallets(merchantId, account)),
    /** A proof image: keys and staff alike (money.view), through the same gate as every operator read. */
    file: (caller: OpsCaller, code: string, id: number) =>
      act(caller, 'read', code, 'deposit.proof', {}, ({ merchantId }) => wallet.proofFile(merchantId, id)),
    /** Absent in production: no route answers it there. */
    memberSession: openSession
      ? (caller: OpsCaller, code: string, account: string) =>
          act(caller, 'admin', code, 'member.session', { account }, async ({ merchantId }) => ({
            token: (await openSession({ merchantId, memberId: await wallet.memberIdOf(merchantId, account) })).token,
          }))
      : undefined,

    houseSeed: pinHouseSeed
      ? (caller: OpsCaller, code: string, account: string, body: { gameCode: string; serverSeed: string }) =>
          act(caller, 'admin', code, 'house.seed', { account, gameCode: body.gameCode }, async ({ merchantId }) =>
            pinHouseSeed({ merchantId, memberId: await wallet.memberIdOf(merchantId, account), ...body }),
          )
      : undefined,

    ledgerCheck: async (caller: OpsCaller) => {
      await auth.require(caller, 'admin');
      const violations = await ledgerViolations(deps.db);
      return { ok: violations.length === 0, violations };
    },
    runAutoReceipt: (caller: OpsCaller) => act(caller, 'admin', null, 'job.auto_receipt', {}, () => deps.runAutoReceipt()),

    // Maintenance, region rules and module switches: the brand settings of the back office (brand.view, brand.manage)
    // and of admin keys alike, authorised and audited by the gate.
    maintenance: (caller: OpsCaller, code: string, body: z.output<typeof maintenanceBody>) =>
      act(caller, 'admin', code, 'merchant.maintenance', body, () => deps.settings.setMaintenance(code, body, audited)),
    regionRules: (caller: OpsCaller, code: string) =>
      act(caller, 'read', code, 'merchant.region_rules_list', {}, () => deps.settings.regionRules(code)),
    setRegionRules: async (caller: OpsCaller, code: string, rules: z.output<typeof regionRuleBody>[]) => {
      // A bad rule is refused before anything is written, audit entry included.
      for (const rule of rules) {
        const valid = rule.kind === 'IP_RANGE' ? isValidRangeRule(rule.value) : /^[A-Za-z]{2}$/.test(rule.value);
        if (!valid) throw new AppError('request_param_err', { value: { fields: [{ path: 'value', message: rule.value }] } });
      }
      return act(caller, 'admin', code, 'merchant.region_rules', { rules }, () => deps.settings.replaceRegionRules(code, rules, audited));
    },
    setReferral: (caller: OpsCaller, code: string, body: { enabled: boolean; reward?: string; minDeposit?: string }) =>
      deps.settings.setReferral(code, body, configure(caller, 'merchant.referral', body)),
    setApps: (caller: OpsCaller, code: string, apps: { ios?: string | null; android?: string | null; lite?: string | null }) =>
      deps.settings.setApps(code, apps, configure(caller, 'merchant.apps', apps)),
    setModule: (caller: OpsCaller, code: string, modId: string, enabled: boolean) =>
      act(caller, 'admin', code, 'merchant.module', { modId, enabled }, () => deps.settings.setModule(code, modId, enabled, audited)),
    /** Parked domain events of every merchant: the read permission of an operator bound to no merchant. */
    parkedEvents: async (caller: OpsCaller, limit: number, consumer?: string) => {
      await auth.require(caller, 'read');
      const list = await deps.parkedEvents(limit, consumer);
      return { list: list.map((p) => ({ ...p, parkedAt: p.parkedAt.toISOString() })) };
    },
    /** The brands' days across the cells (issue 37's cross-brand consumer; empty without NATS_URL). */
    crossBrand: async (caller: OpsCaller, from: string, to: string) => {
      await auth.require(caller, 'read');
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (!(days >= 0 && days < crossBrandMaxDays)) throw new AppError('request_param_err');
      return { list: await streamRepo.crossBrandDays(deps.db, from, to) };
    },
    drainConsumer: (caller: OpsCaller, name: string) =>
      act(caller, 'admin', null, 'events.drain', { name }, async () => {
        const r = await deps.drainConsumer(name);
        if (!r) throw new AppError('resource.not_found');
        return r;
      }),
    audit: async (caller: OpsCaller, limit: number) => {
      auth.requireMaster(caller);
      return (await repo.latestAudit(limit)).map((x) => ({
        id: x.id,
        merchantId: x.merchantId,
        actor: x.actor,
        action: x.action,
        at: x.at.toISOString(),
      }));
    },
  };
};
export type OpsService = ReturnType<typeof createOpsService>;
