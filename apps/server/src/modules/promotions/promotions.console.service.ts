import type { OpsPromotionDefinition, OpsPromotionUptake } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import { promotionUptake } from './promotion-uptake.repo';
import { createPromotionsRepo, type PromotionRow } from './promotions.repo';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** A stored promotion in the shape the operator writes it (the back office's edit form reads it back). */
export const definitionOf = (p: PromotionRow): OpsPromotionDefinition => ({
  id: p.id,
  code: p.code,
  category: p.category,
  title: p.title,
  summary: p.summary,
  contentHtml: p.content_html,
  art: p.art as OpsPromotionDefinition['art'],
  startsAt: new Date(p.starts_at).toISOString(),
  endsAt: iso(p.ends_at),
  audience: p.audience,
  kind: p.kind,
  trigger: p.trigger,
  optIn: p.opt_in,
  matchBp: p.match_bp,
  fixedAmount: String(p.fixed_amount),
  maxBonus: String(p.max_bonus),
  minDeposit: String(p.min_deposit),
  turnoverX100: p.turnover_x100,
  perMemberLimit: p.per_member_limit,
  budget: p.budget == null ? null : String(p.budget),
  earlyWithdrawal: p.early_withdrawal,
  claimDays: p.claim_days,
  prizes: p.prizes.map((x) => ({ amount: String(x.amount), weight: x.weight })),
  status: p.status,
  sort: p.sort,
  perIpLimit: p.per_ip_limit,
  perDeviceLimit: p.per_device_limit,
  claimWindowHours: p.claim_window_hours,
});

/** The back office's reads of one promotion (issue 32): its definition to edit, and its cost and uptake. */
export const createPromotionsConsoleService = (deps: { db: Db; now: () => Date }) => {
  const repo = createPromotionsRepo(deps.db);
  const load = async (merchantId: number, id: number) => {
    const p = await repo.byId(merchantId, id);
    if (!p) throw new AppError('promotion.not_found');
    return p;
  };
  return {
    definition: async (merchantId: number, id: number) => definitionOf(await load(merchantId, id)),

    uptake: async (merchantId: number, id: number): Promise<OpsPromotionUptake> => {
      const p = await load(merchantId, id);
      const u = await promotionUptake(deps.db, merchantId, id, deps.now());
      const granted = toBig(u?.granted ?? '0');
      const forfeited = toBig(u?.forfeited ?? '0');
      return {
        promotionId: p.id,
        issued: Number(u?.issued ?? 0),
        claims: Number(u?.claims ?? 0),
        uniquePlayers: Number(u?.players ?? 0),
        expired: Number(u?.expired ?? 0),
        bonusGranted: granted.toString(),
        wageringActive: Number(u?.active ?? 0),
        wageringCompleted: Number(u?.completed ?? 0),
        wageringForfeited: Number(u?.forfeits ?? 0),
        forfeited: forfeited.toString(),
        cost: (granted - forfeited).toString(),
        budget: p.budget == null ? null : String(p.budget),
        budgetUsed: String(p.budget_used),
        applications: { waiting: Number(u?.waiting ?? 0), approved: Number(u?.approved ?? 0), rejected: Number(u?.rejected ?? 0) },
        lastClaimAt: iso(u?.last_claim ?? null),
      };
    },
  };
};
export type PromotionsConsoleService = ReturnType<typeof createPromotionsConsoleService>;
