import { staffOpsApi as ops, staffApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { StaffAdmin } from './staff-admin.service';
import { type StaffAuth, staffTokenOf } from './staff-auth.service';

const tokenOf = (req: FastifyRequest) => {
  const t = staffTokenOf(req.headers.authorization);
  if (!t) throw new AppError('auth.required');
  return t;
};

/** The staff realm (/bo/v1) and the staff and roles a merchant's administrators manage (/ops/v1, audited). */
export const staffRoutes = async (app: FastifyInstance, opts: { auth: StaffAuth; admin: StaffAdmin }) => {
  const { auth, admin } = opts;
  route(app, api.login, ({ body, req }) => auth.login(body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }));
  route(app, api.totp, ({ body, req }) => auth.totp(tokenOf(req), body.code));
  route(app, api.password, ({ body, req }) => auth.password(tokenOf(req), body));
  route(app, api.me, ({ staff }) => auth.me(staff));
  route(app, api.logout, async ({ staff }) => {
    await auth.logout(staff);
    return null;
  });
  route(app, api.sessions, ({ staff }) => auth.sessions(staff));
  route(app, api.revoke, async ({ staff, params }) => {
    await auth.revoke(staff, params.id);
    return null;
  });

  route(app, ops.list, ({ operator, params }) =>
    operator.act('read', params.code, 'staff.list', {}, ({ merchantId }) => admin.list(merchantId)),
  );
  route(app, ops.create, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'staff.create', body, ({ merchantId }) => admin.create(merchantId, body)),
  );
  route(app, ops.reset, ({ operator, params }) =>
    operator.act('admin', params.code, 'staff.reset', { id: params.id }, ({ merchantId }) => admin.reset(merchantId, params.id)),
  );
  route(app, ops.disable, async ({ operator, params }) => {
    await operator.act('admin', params.code, 'staff.disable', { id: params.id }, ({ merchantId }) => admin.disable(merchantId, params.id));
    return null;
  });
  route(app, ops.roles, ({ operator, params }) =>
    operator.act('read', params.code, 'roles.list', {}, ({ merchantId }) => admin.roles(merchantId)),
  );
  route(app, ops.setRole, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'roles.set', { role: params.role, ...body }, ({ merchantId }) =>
      admin.setRole(merchantId, params.role, body),
    ),
  );
};
