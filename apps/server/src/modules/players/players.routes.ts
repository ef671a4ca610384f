import { playersOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { PlayersService } from './players.service';

/** Player search and the 360 view (through operator.act: the permission of each action, the merchant, the audit). */
export const playersRoutes = async (app: FastifyInstance, opts: { players: PlayersService }) => {
  const { players } = opts;
  route(app, api.search, ({ operator, params, query }) =>
    operator.act('read', params.code, 'players.search', {}, (scope) => players.search(scope, query)),
  );
  // An export is an audited action: its filters, its reason and how many rows left the server.
  route(app, api.export, async ({ operator, params, query, reply }) => {
    const { reason, ...filters } = query;
    // The audit record is written after the work: the row count joins its payload.
    const record: { filters: typeof filters; reason: string; rows?: number } = { filters, reason };
    const out = await operator.act('admin', params.code, 'players.export', record, async (scope) => {
      const csv = await players.exportCsv(scope, filters);
      record.rows = csv.rows;
      return csv;
    });
    return reply
      .header('content-disposition', `attachment; filename="players-${params.code.toUpperCase()}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(out.csv);
  });
  route(app, api.savedFilters, ({ operator, params, query }) =>
    operator.act('read', params.code, 'filters.list', {}, ({ merchantId, actor }) => players.filters(merchantId, actor, query.page)),
  );
  route(app, api.saveFilter, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'filters.save', body, async ({ merchantId, actor }) => {
      await players.saveFilter({ merchantId, owner: actor, ...body });
      return players.filters(merchantId, actor, body.page);
    }),
  );
  route(app, api.deleteFilter, ({ operator, params }) =>
    operator.act('admin', params.code, 'filters.delete', { id: params.id }, async ({ merchantId, actor }) =>
      players.filters(merchantId, actor, await players.deleteFilter(merchantId, actor, params.id)),
    ),
  );
  route(app, api.overview, ({ operator, params }) =>
    operator.act('read', params.code, 'players.view', {}, (scope) => players.overview(scope, params.account)),
  );
  // Reading fields in clear is an action of its own: its permission, a reason, a record in the audit chain.
  route(app, api.unmask, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'players.unmask', { account: params.account, reason: body.reason }, (scope) =>
      players.unmasked(scope, params.account),
    ),
  );
  route(app, api.sessions, ({ operator, params }) =>
    operator.act('read', params.code, 'players.sessions', {}, (scope) => players.sessions(scope, params.account)),
  );
  route(app, api.links, ({ operator, params }) =>
    operator.act('read', params.code, 'players.links', {}, (scope) => players.links(scope, params.account)),
  );
  route(app, api.tab, ({ operator, params, query }) =>
    operator.act('read', params.code, 'players.records', {}, (scope) =>
      players.tab(scope, params.account, params.tab, query.page, query.size),
    ),
  );
  route(app, api.notes, ({ operator, params }) =>
    operator.act('read', params.code, 'players.notes', {}, (scope) => players.notes(scope, params.account)),
  );
  route(app, api.addNote, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'players.note', { account: params.account }, async (scope) => {
      await players.addNote(scope, params.account, scope.actor, body.text);
      return players.notes(scope, params.account);
    }),
  );
  route(app, api.setStatus, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'players.status', { account: params.account, ...body }, (scope) =>
      players.setStatus(scope, params.account, body.status),
    ),
  );
  route(app, api.resetPassword, ({ operator, params }) =>
    operator.act('admin', params.code, 'players.reset_password', { account: params.account }, (scope) =>
      players.resetPassword(scope, params.account, scope.actor),
    ),
  );
  route(app, api.kick, ({ operator, params }) =>
    operator.act('admin', params.code, 'players.kick', { account: params.account }, (scope) => players.kick(scope, params.account)),
  );
};
