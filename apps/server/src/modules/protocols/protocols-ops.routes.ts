import { vendorProtocolsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import type { ProtocolAdmin } from './protocol-admin.service';

/** A vendor's protocol is the whole merchant's: a staff member scoped to an agent's downline has no say over it. */
const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope.merchantId;
};

/**
 * The back office's vendor protocols (games.view to read, games.manage to change, as the other vendor settings) and
 * the vendors' reconciliation. A change is audited with the names of the secrets it set, never their values.
 */
export const protocolOpsRoutes = async (app: FastifyInstance, opts: { admin: ProtocolAdmin }) => {
  const { admin } = opts;
  const { reconciliation } = admin;
  route(app, api.list, ({ operator, params }) => operator.act('read', params.code, 'vendors.protocols', {}, (s) => admin.list(whole(s))));
  route(app, api.set, ({ operator, params, body }) => {
    const audited = {
      vendor: params.vassalage,
      protocol: body.protocol,
      currency: body.currency ?? null,
      enabled: body.enabled,
      settings: body.settings,
      secretsSet: Object.keys(body.secrets).sort(),
    };
    return operator.act('admin', params.code, 'vendors.protocol', audited, (s) => admin.set(whole(s), params.vassalage, body));
  });

  // A vendor's reconciliation per day: read with games.view; its CSV with reports.export, audited with its reason.
  route(app, api.reconciliation, ({ operator, params, query }) =>
    operator.act('read', params.code, 'vendors.reconciliation', { vendor: params.vassalage }, (s) =>
      reconciliation.report(whole(s), params.vassalage, query),
    ),
  );
  route(app, api.reconciliationExport, async ({ operator, params, query, reply }) => {
    const { reason, ...ask } = query;
    // The audit record is written after the work: the day count joins its payload.
    const record: { vendor: string; query: typeof ask; reason: string; days?: number } = { vendor: params.vassalage, query: ask, reason };
    const out = await operator.act('admin', params.code, 'vendors.reconciliation_export', record, async (s) => {
      const csv = await reconciliation.csv(whole(s), params.vassalage, ask);
      record.days = csv.days;
      return csv.text;
    });
    const name = `reconciliation-${params.code.toUpperCase()}-${params.vassalage}-${query.from}-${query.to}.csv`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(out);
  });
};
