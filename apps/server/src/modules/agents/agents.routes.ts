import { agentsApi as api, agentsOpsApi as ops, MAX_RANGE_DAYS, parseLanguage } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { billView } from './team-income.service';
import type { TeamService } from './team.service';
import type { ContractsService } from './contracts.service';
import type { RegisterCentre } from './register-centre.service';
import type { SettlementService } from './settlement.service';
import type { AgentsRepo } from './agents.repo';
import { normalTiers } from './tiers';
import { daysBetween, validPeriod } from './periods';
import type { Rebuild } from './rebuild.repo';

/** The agent centre (agentsApi) and its operator side (agentsOpsApi, through ops.act: authorised and audited). */
export const agentsRoutes = async (
  app: FastifyInstance,
  opts: {
    team: TeamService;
    contracts: ContractsService;
    settlement: SettlementService;
    repo: AgentsRepo;
    registerCentre: RegisterCentre;
    rebuild: Rebuild;
  },
) => {
  const { team, contracts, settlement, repo, registerCentre, rebuild } = opts;
  route(app, api.invites, ({ actor }) => registerCentre.invites(actor));
  route(app, api.createInvite, ({ actor, body }) => registerCentre.createInvite(actor, body));
  route(app, api.createDownline, ({ actor, body }) => registerCentre.createDownline(actor, body));
  route(app, api.overview, ({ actor, query }) => team.overview(actor, query));
  route(app, api.downline, ({ actor, query }) => team.downline(actor, query));
  route(app, api.teamBets, ({ actor, query, language }) =>
    team.teamBets(actor, query, query.language ? parseLanguage(query.language) : language),
  );
  route(app, api.teamMoney, ({ actor, query }) => team.teamMoney(actor, query));
  route(app, api.pnl, ({ actor, query }) => team.pnl(actor, query));
  route(app, api.revenue, ({ actor, query }) => team.revenue(actor, query));
  route(app, api.bills, ({ actor, query }) => team.bills(actor, query));
  route(app, api.flags, ({ actor }) => contracts.flags(actor));
  route(app, api.offer, ({ actor, body }) => contracts.offer(actor, body));
  route(app, api.requestTermination, ({ actor, body }) => contracts.requestTermination(actor, body.contractId));
  route(app, api.downlineContracts, ({ actor, query }) => contracts.downlineContracts(actor, query.account));
  route(app, api.dailySalary, ({ actor, body }) => contracts.relay(actor, 'DAILY', body));
  route(app, api.hourSalary, ({ actor, body }) => contracts.relay(actor, 'HOURLY', body));
  route(app, api.realtimeSalary, ({ actor, body }) => contracts.relay(actor, 'REALTIME', body));
  route(app, api.dividend, ({ actor, body }) => contracts.relay(actor, 'DIVIDEND', body));

  route(app, ops.templates, ({ operator, params }) =>
    operator.act('read', params.code, 'agents.templates', {}, async ({ merchantId }) => ({
      list: (await repo.templates(merchantId)).map((t) => ({ ...t, cycle: t.cycle ?? null })),
    })),
  );
  route(app, ops.createTemplate, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.template.create', { name: body.name, kind: body.kind }, async ({ merchantId }) => {
      if (body.kind === 'DIVIDEND' && !body.cycle) throw new AppError('request_param_err');
      const cycle = body.kind === 'DIVIDEND' ? (body.cycle ?? null) : null;
      const tiers = normalTiers(body.tiers);
      const id = await repo.addTemplate(merchantId, { name: body.name, kind: body.kind, cycle, tiers, enabled: body.enabled });
      return { id, name: body.name, kind: body.kind, cycle, tiers, enabled: body.enabled };
    }),
  );
  route(app, ops.offer, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.offer', body, async ({ merchantId }) =>
      contracts.opsOffer(merchantId, await repo.settings(merchantId), body.account, body.templateId),
    ),
  );
  route(app, ops.move, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.move', body, async ({ merchantId }) => {
      const m = await repo.member(merchantId, body.account.trim().toLowerCase());
      if (!m) throw new AppError('resource.not_found');
      const up = body.upline ? await repo.member(merchantId, body.upline.trim().toLowerCase()) : null;
      if (body.upline && !up) throw new AppError('resource.not_found');
      if (up && (up.id === m.id || (await repo.depthUnder(m.id, up.id)) !== undefined)) throw new AppError('agent.move_invalid');
      const moved = await repo.move(merchantId, m.id, up?.id ?? null);
      return { account: m.account, upline: up?.account ?? null, moved };
    }),
  );
  route(app, ops.settle, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.settle', body, async ({ merchantId }) => {
      if (!validPeriod(body.kind, body.period)) throw new AppError('request_param_err');
      return settlement.settleByHand(merchantId, body.kind, body.period);
    }),
  );
  route(app, ops.rebuild, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.rebuild', body, async ({ merchantId }) => {
      const span = daysBetween(body.from, body.to);
      if (Number.isNaN(span) || span < 0 || span >= MAX_RANGE_DAYS) throw new AppError('agent.range_invalid');
      return rebuild.rebuild(merchantId, body.from, body.to);
    }),
  );
  route(app, ops.bills, ({ operator, params, query }) =>
    operator.act('read', params.code, 'agents.bills', {}, async ({ merchantId }) => {
      if (!validPeriod(query.kind, query.period)) throw new AppError('request_param_err');
      const list = await repo.periodBills(merchantId, query.kind, query.period);
      const status = (await repo.periodRow(merchantId, query.kind, query.period))?.status ?? null;
      return {
        list: list.map(billView),
        totals: {
          amount: list.reduce((x, b) => x + BigInt(b.amount), 0n).toString(),
          paid: list.reduce((x, b) => x + BigInt(b.paid), 0n).toString(),
        },
        status,
      };
    }),
  );
};
