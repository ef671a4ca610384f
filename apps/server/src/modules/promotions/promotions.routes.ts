import { applyFields, promotionsApi as api, promotionsOpsApi as ops } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { deviceIdOf } from '../../platform/device';
import { route } from '../../platform/endpoint';
import { readProofForm } from '../money';
import type { PromotionsOpsService } from './promotions.ops.service';
import type { PromotionsService } from './promotions.service';

/** The application form: the comment, and the images checked by their bytes (png/jpg, 5 MB, at most 3). */
const readApplication = async (req: FastifyRequest) => {
  let form: Awaited<ReturnType<typeof readProofForm>>;
  try {
    form = await readProofForm(req);
  } catch (err) {
    if (err instanceof AppError && err.code === 'wallet.proof_too_large') throw new AppError('promotion.image_too_large');
    if (err instanceof AppError && err.code === 'wallet.proof_invalid') throw new AppError('promotion.image_invalid');
    throw err;
  }
  const fields = applyFields.safeParse(form.fields);
  if (!fields.success) throw new AppError('promotion.comment_too_long');
  return { comment: fields.data.comment, images: form.proofs };
};

/** Promotions (promotionsApi) and their operator side (promotionsOpsApi, through ops.act: authorised and audited). */
export const promotionsRoutes = async (
  app: FastifyInstance,
  opts: { promotions: PromotionsService; promotionsOps: PromotionsOpsService },
) => {
  const { promotions: p, promotionsOps: o } = opts;
  route(app, api.categories, ({ merchant, language }) => p.categories(merchant, language));
  route(app, api.list, ({ merchant, actor, language, query }) => p.list(merchant, actor, language, query.category));
  route(app, api.detail, ({ merchant, actor, language, params }) => p.detail(merchant, actor, params.id, language));
  route(app, api.join, ({ actor, params, language }) => p.join(actor, params.id, language));
  route(app, api.apply, async ({ actor, params, language, req }) => {
    const { comment, images } = await readApplication(req);
    return p.apply(actor, params.id, comment, images, language);
  });
  route(app, api.raffleStatus, ({ actor, query, language }) => p.raffleStatus(actor, query.promotionId, language));
  route(app, api.raffleClaim, ({ actor, body, language, req }) =>
    p.raffleClaim(actor, body.promotionId, language, { ip: req.ip, deviceId: deviceIdOf(req) }),
  );
  route(app, api.raffleClaimFe, ({ actor, body, language, req }) =>
    p.raffleClaim(actor, body.promotionId, language, { ip: req.ip, deviceId: deviceIdOf(req) }),
  );

  route(app, ops.list, ({ operator, params, query }) =>
    operator.act('read', params.code, 'promotion.list', {}, ({ merchantId }) => o.list(merchantId, query.window)),
  );
  route(app, ops.create, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'promotion.create', { code: body.code }, ({ merchantId }) => o.create(merchantId, body)),
  );
  route(app, ops.update, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'promotion.update', { id: params.id }, ({ merchantId }) => o.update(merchantId, params.id, body)),
  );
  route(app, ops.categories, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'promotion.categories', body, ({ merchantId }) => o.setCategories(merchantId, body.list)),
  );
  route(app, ops.entries, ({ operator, params, query }) =>
    operator.act('read', params.code, 'promotion.entries', {}, ({ merchantId }) => o.entries(merchantId, query.status)),
  );
  route(app, ops.approve, ({ operator, params, body }) =>
    operator.act('money', params.code, 'promotion.approve', { id: params.id, ...body }, ({ merchantId, actor }) =>
      o.approve(merchantId, params.id, actor, body.amount),
    ),
  );
  route(app, ops.reject, ({ operator, params, body }) =>
    operator.act('money', params.code, 'promotion.reject', { id: params.id, ...body }, ({ merchantId, actor }) =>
      o.reject(merchantId, params.id, actor, body.reason),
    ),
  );
  route(app, ops.entryImage, async ({ operator, params, reply }) => {
    const img = await operator.act('read', params.code, 'promotion.image', {}, ({ merchantId }) =>
      o.image(merchantId, params.id, params.n),
    );
    return reply.type(img.mime).header('cache-control', 'private, no-store').send(img.data);
  });
  route(app, ops.issueReward, ({ operator, params, body }) =>
    operator.act(
      'money',
      params.code,
      'reward.issue',
      { account: body.account, amount: body.amount, requestId: body.requestId },
      ({ merchantId }) => o.issueReward(merchantId, body),
    ),
  );
  route(app, ops.memberTags, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'member.tags', { account: params.account, ...body }, ({ merchantId }) =>
      o.setTags(merchantId, params.account, body.tags),
    ),
  );
};
