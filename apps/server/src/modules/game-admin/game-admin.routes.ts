import { gameIconsApi, gamesOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import type { MerchantService } from '../merchants';
import type { GameAdminService } from './game-admin.service';
import { readIcon } from './game-icon';

/** The catalogue is the whole merchant's: a staff member scoped to an agent's downline has no say over it. */
const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope.merchantId;
};

/** The back office's games and vendors (games.view to read, games.manage to change; audited), and uploaded icons. */
export const gameAdminRoutes = async (app: FastifyInstance, opts: { games: GameAdminService; merchants: Pick<MerchantService, 'get'> }) => {
  const { games } = opts;
  route(app, api.games, ({ operator, params, query }) =>
    operator.act('read', params.code, 'games.list', {}, (s) => games.list(whole(s), params.code.toUpperCase(), query)),
  );
  route(app, api.facets, ({ operator, params }) => operator.act('read', params.code, 'games.facets', {}, (s) => games.facets(whole(s))));
  route(app, api.update, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'games.update', { id: params.id, ...body }, (s) =>
      games.update(whole(s), params.code.toUpperCase(), params.id, body),
    ),
  );
  route(app, api.maintenance, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'games.maintenance', { id: params.id, ...body }, (s) =>
      games.maintenance(whole(s), params.code.toUpperCase(), params.id, body),
    ),
  );
  route(app, api.icon, ({ operator, params, req }) =>
    operator.act('admin', params.code, 'games.icon', { id: params.id }, async (s) =>
      games.icon(whole(s), params.code.toUpperCase(), params.id, await readIcon(req)),
    ),
  );
  route(app, api.categories, ({ operator, params }) =>
    operator.act('read', params.code, 'games.categories_list', {}, (s) => games.categories(whole(s))),
  );
  route(app, api.setCategories, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'games.categories', { categories: body.categories }, async (s) => {
      await games.setCategories(whole(s), body);
      return games.categories(whole(s));
    }),
  );
  route(app, api.hot, ({ operator, params }) =>
    operator.act('read', params.code, 'games.hot_list', {}, (s) => games.hot(whole(s), params.code.toUpperCase())),
  );
  route(app, api.setHot, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'games.hot', { ids: body.ids }, async (s) => {
      await games.setHot(whole(s), body.ids);
      return games.hot(whole(s), params.code.toUpperCase());
    }),
  );
  route(app, api.vendors, ({ operator, params }) => operator.act('read', params.code, 'vendors.list', {}, (s) => games.vendors(whole(s))));
  route(app, api.updateVendor, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'vendors.update', { vendor: params.vassalage, ...body }, (s) =>
      games.setVendorEnabled(whole(s), params.vassalage, body.enabled),
    ),
  );
  route(app, api.vendorMaintenance, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'vendors.maintenance', { vendor: params.vassalage, ...body }, (s) =>
      games.vendorMaintenance(whole(s), params.vassalage, body),
    ),
  );
  route(app, api.vendorWallet, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'vendors.wallet', { vendor: params.vassalage, ...body }, (s) =>
      games.setWallet(whole(s), params.vassalage, body.mode),
    ),
  );
  route(app, api.health, ({ operator, params }) =>
    operator.act('read', params.code, 'vendors.health', {}, (s) => games.health(whole(s), params.vassalage, s.decimals)),
  );
  route(app, api.retryTransfer, ({ operator, params }) =>
    operator.act('admin', params.code, 'vendors.retry', { vendor: params.vassalage, id: params.id }, (s) =>
      games.retry(whole(s), params.vassalage, params.id),
    ),
  );

  route(app, gameIconsApi.icon, async ({ params, reply }) => {
    const merchant = await opts.merchants.get(params.code.toUpperCase());
    if (!merchant) throw new AppError('resource.not_found');
    const [id, version] = params.file.split('.')[0]!.split('-').map(Number) as [number, number];
    const icon = await games.iconFile(merchant.id, id, version);
    if (!icon) throw new AppError('resource.not_found');
    return reply.type(icon.mime).header('cache-control', 'public, max-age=86400, immutable').send(icon.data);
  });
};
