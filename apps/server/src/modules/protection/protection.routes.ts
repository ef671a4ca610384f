import { protectionApi as api, protectionOpsApi as ops } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import type { ProtectionService } from './protection.service';
import type { RealityService } from './reality.service';
import type { RgCasesService } from './rg-cases.service';
import { playSummary } from './summary.repo';
import type { Db } from '../../db/client';
import { protectionRepo } from './protection.repo';

/** The member centre's protection calls: each acts on the session's member, on the request's merchant. */
export const protectionRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; protection: ProtectionService; reality: RealityService; now: () => Date },
) => {
  const { protection: p, reality } = opts;
  route(app, api.state, ({ actor }) => p.state(actor.merchant.id, actor.member.id));
  route(app, api.setLimit, ({ actor, body }) => p.setLimit(actor.merchant.id, actor.member.id, body, { kind: 'PLAYER' }));
  route(app, api.confirmLimit, ({ actor, body }) => p.confirmLimit(actor.merchant.id, actor.member.id, body));
  route(app, api.cancelLimit, ({ actor, body }) => p.cancelLimit(actor.merchant.id, actor.member.id, body));
  route(app, api.timeout, ({ actor, body }) => p.timeout(actor.merchant.id, actor.member.id, body.hours, { kind: 'PLAYER' }));
  route(app, api.exclude, ({ actor, body }) => p.exclude(actor.merchant.id, actor.member.id, body.months));
  route(app, api.reality, ({ actor, body }) => p.setReality(actor.merchant.id, actor.member.id, body.minutes));
  route(app, api.realityDue, ({ actor }) => reality.due(actor.member.id));
  route(app, api.realityAck, ({ actor, body }) => reality.ack(actor.merchant.id, actor.member.id, Number(body.checkId), body.choice));
  route(app, api.summary, async ({ actor, query }) =>
    playSummary(
      opts.db,
      actor.merchant.id,
      actor.member.id,
      query.days,
      opts.now(),
      await protectionRepo.zoneOf(opts.db, actor.merchant.id),
    ),
  );
};

/** Protection is the whole merchant's: a staff member limited to an agent's downline is refused it. */
const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope;
};

/** The back office's responsible-gambling calls (protection.view to read, protection.manage to act; audited). */
export const protectionOpsRoutes = async (app: FastifyInstance, opts: { protection: ProtectionService; cases: RgCasesService }) => {
  const { protection: p, cases } = opts;
  const member = (scope: OperatorScope, account: string) => p.memberOf(whole(scope).merchantId, account);
  route(app, ops.player, ({ operator, params }) =>
    operator.act('read', params.code, 'protection.view', {}, async (s) => cases.player(s.merchantId, await member(s, params.account))),
  );
  route(app, ops.setLimit, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'protection.limit', { account: params.account, ...body }, async (s) => {
      const id = await member(s, params.account);
      const { reason, ...limit } = body;
      await p.setLimit(s.merchantId, id, limit, { kind: 'STAFF', name: s.actor }, reason);
      return cases.player(s.merchantId, id);
    }),
  );
  route(app, ops.timeout, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'protection.timeout', { account: params.account, ...body }, async (s) => {
      const id = await member(s, params.account);
      await p.timeout(s.merchantId, id, body.hours, { kind: 'STAFF', name: s.actor }, body.reason);
      return cases.player(s.merchantId, id);
    }),
  );
  route(app, ops.cases, ({ operator, params, query }) =>
    operator.act('read', params.code, 'rgcase.list', {}, (s) => cases.list(whole(s).merchantId, query)),
  );
  route(app, ops.case, ({ operator, params }) =>
    operator.act('read', params.code, 'rgcase.view', {}, (s) => cases.get(whole(s).merchantId, params.id)),
  );
  route(app, ops.claim, ({ operator, params }) =>
    operator.act('admin', params.code, 'rgcase.claim', { id: params.id }, (s) => cases.claim(whole(s).merchantId, params.id, s.actor)),
  );
  route(app, ops.interact, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'rgcase.interact', { id: params.id, ...body }, (s) =>
      cases.interact(whole(s).merchantId, params.id, s.actor, body),
    ),
  );
  route(app, ops.close, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'rgcase.close', { id: params.id, ...body }, (s) =>
      cases.close(whole(s).merchantId, params.id, s.actor, body),
    ),
  );
};
