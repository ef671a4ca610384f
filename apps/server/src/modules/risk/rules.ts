import { type RiskRuleCode, riskRules } from '@wl/contracts';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { signalsRepo } from './risk.repo';
import { rulesRepo as repo } from './rules.repo';

type Params = Record<string, number>;
type Ctx = { tx: Db; e: DomainEvent; merchantId: number; memberId: number; p: Params; at: Date };
/** A rule's evaluation: the evidence (the rows that tripped it) on a hit, null otherwise. */
type Evaluate = (c: Ctx) => Promise<Record<string, unknown> | null>;

const HOUR = 3_600_000;
const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);
const accountsOf = async (tx: Db, ids: number[]) => (await repo.accounts(tx, ids)).map((r) => r.account);

/** Accounts sharing a device or a network range with the member within the rule's days. */
const sharing =
  (column: 'device' | 'range'): Evaluate =>
  async ({ tx, merchantId, memberId, p, at }) => {
    const rows = await signalsRepo.sharing(tx, merchantId, memberId, column, ago(at, (p.days ?? 30) * 24 * HOUR));
    const members = [...new Set(rows.map((r) => Number(r.member_id)))];
    if (members.length < (p.accounts ?? 3)) return null;
    return { accounts: await accountsOf(tx, members), values: [...new Set(rows.map((r) => r.value))] };
  };

/** The withdrawal a `withdrawal.requested` event is about, with the member's figures. */
const facts = (c: Ctx) => repo.withdrawalFacts(c.tx, c.memberId, String(c.e.payload.requestId ?? ''));

/**
 * The rule catalogue's evaluations and the events each one follows. Rules on sign-ins and registrations look at who
 * else shares the member's device, network or bank account; rules on a withdrawal request at the money around it.
 */
export const ruleEvaluations: Record<Exclude<RiskRuleCode, 'BONUS_DEVICE'>, { on: readonly EventType[]; evaluate: Evaluate }> = {
  MULTI_DEVICE: { on: ['member.logged_in', 'member.registered'], evaluate: sharing('device') },
  MULTI_IP_RANGE: { on: ['member.logged_in', 'member.registered'], evaluate: sharing('range') },
  SHARED_BANK: {
    on: ['member.logged_in', 'withdrawal.requested'],
    evaluate: async ({ tx, merchantId, memberId, p }) => {
      const rows = await repo.sharedBank(tx, merchantId, memberId);
      const members = new Set(rows.map((r) => Number(r.member_id)));
      return members.size >= (p.accounts ?? 2)
        ? { accounts: [...new Set(rows.map((r) => r.account))], bankAccounts: [...new Set(rows.map((r) => r.account_no))] }
        : null;
    },
  },
  WITHDRAW_RATIO: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f) return null;
      const deposited = BigInt(f.deposited);
      const withdrawn = BigInt(f.withdrawn);
      const over = deposited === 0n ? withdrawn > 0n : withdrawn * 100n > deposited * BigInt(Math.round((c.p.ratio ?? 3) * 100));
      return over ? { withdrawalId: Number(f.id), withdrawn: f.withdrawn, deposited: f.deposited } : null;
    },
  },
  WIN_MULTIPLE: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f?.last_deposit) return null;
      const multiple = BigInt(c.p.multiple ?? 10);
      return BigInt(f.amount) > BigInt(f.last_deposit) * multiple
        ? { withdrawalId: Number(f.id), amount: f.amount, lastDeposit: f.last_deposit }
        : null;
    },
  },
  WIN_BET: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f) return null;
      const { staked, won } = await repo.playSince(c.tx, c.memberId, ago(c.at, (c.p.days ?? 30) * 24 * HOUR));
      return staked > 0n && won >= staked * BigInt(c.p.times ?? 20)
        ? { withdrawalId: Number(f.id), staked: staked.toString(), won: won.toString() }
        : null;
    },
  },
  LOW_TURNOVER: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f?.last_deposit || !f.last_deposit_at) return null;
      const staked = await repo.stakedSince(c.tx, c.memberId, new Date(f.last_deposit_at));
      const needed = (BigInt(f.last_deposit) * BigInt(c.p.percent ?? 100)) / 100n;
      return staked < needed ? { withdrawalId: Number(f.id), lastDeposit: f.last_deposit, stakedSince: staked.toString() } : null;
    },
  },
  CHANGE_THEN_WITHDRAW: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f || Number(f.earlier) > 0) return null;
      const created = new Date(f.created_at).getTime();
      const window = (c.p.hours ?? 24) * HOUR;
      const changes = [
        ['payee', f.payee_created_at],
        ['password', f.password_changed_at],
      ].filter(([, v]) => v && created - new Date(v as string).getTime() <= window && created >= new Date(v as string).getTime());
      return changes.length
        ? { withdrawalId: Number(f.id), changed: changes.map(([k, v]) => ({ what: k, at: new Date(v as string).toISOString() })) }
        : null;
    },
  },
  RAPID_CYCLES: {
    on: ['withdrawal.requested'],
    evaluate: async ({ tx, memberId, p, at }) => {
      const hours = p.hours ?? 24;
      const rows = await repo.cycles(tx, memberId, ago(at, hours * HOUR), hours);
      return rows.length >= (p.cycles ?? 3) ? { cycles: rows } : null;
    },
  },
  AGENT_CHAIN: {
    on: ['withdrawal.requested'],
    evaluate: async (c) => {
      const f = await facts(c);
      if (!f) return null;
      const rows = await repo.receivedFromMembers(c.tx, c.memberId, ago(c.at, (c.p.days ?? 7) * 24 * HOUR));
      const received = rows.reduce((s, r) => s + BigInt(r.amount), 0n);
      return received > 0n && received * 100n >= BigInt(f.amount) * BigInt(c.p.percent ?? 80)
        ? { withdrawalId: Number(f.id), amount: f.amount, received: received.toString(), transfers: rows }
        : null;
    },
  },
};

/** A merchant's parameters of each rule: its settings over the catalogue's defaults; a rule switched off is absent. */
export const rulesFor = (settings: { code: string; enabled: boolean; params: Params }[]) => {
  const out = new Map<RiskRuleCode, { params: Params; holds: boolean }>();
  for (const code of Object.keys(riskRules) as RiskRuleCode[]) {
    const s = settings.find((x) => x.code === code);
    if (s && !s.enabled) continue;
    out.set(code, { params: { ...riskRules[code].params, ...(s?.params ?? {}) }, holds: riskRules[code].holds });
  }
  return out;
};
