import { contentAppsApi as apps, contentCsApi as cs, contentHelpApi as help, contentNoticesApi as notices } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import type { MerchantService } from '../merchants';
import type { ContentService } from './content.service';
import { readContentImage } from './content-image';

/** The merchant-wide scope a content call needs (a staff member scoped to an agent's downline has none). */
const scopeOf = (s: OperatorScope, code: string) => {
  if (s.agentId !== null) throw new AppError('auth.forbidden');
  return { merchantId: s.merchantId, code: code.toUpperCase() };
};

/** The back office's content calls: content.view to read, content.manage to change (every change audited). */
export const contentRoutes = async (app: FastifyInstance, opts: { content: ContentService; merchants: Pick<MerchantService, 'get'> }) => {
  const { content } = opts;
  const n = content.notice;

  route(app, notices.list, ({ operator, params }) =>
    operator.act('read', params.code, 'content.list', { kind: params.noticeKind }, async (s) => ({
      entries: await n(params.noticeKind).list(scopeOf(s, params.code).merchantId),
    })),
  );
  route(app, notices.create, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.create', { kind: params.noticeKind, title: body.title.EN }, (s) =>
      n(params.noticeKind).create(scopeOf(s, params.code), body, s.actor),
    ),
  );
  route(app, notices.save, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.save', { kind: params.noticeKind, ref: params.ref, title: body.title.EN }, (s) =>
      n(params.noticeKind).save(scopeOf(s, params.code), params.ref, body, s.actor),
    ),
  );
  route(app, notices.publish, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.publish', { kind: params.noticeKind, ref: params.ref }, (s) =>
      n(params.noticeKind).publish(scopeOf(s, params.code), params.ref),
    ),
  );
  route(app, notices.discard, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.discard', { kind: params.noticeKind, ref: params.ref }, async (s) => ({
      entries: await n(params.noticeKind).discard(scopeOf(s, params.code).merchantId, params.ref),
    })),
  );
  route(app, notices.remove, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.remove', { kind: params.noticeKind, ref: params.ref }, async (s) => ({
      entries: await n(params.noticeKind).remove(scopeOf(s, params.code).merchantId, params.ref),
    })),
  );
  route(app, notices.reorder, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.reorder', { kind: params.noticeKind, refs: body.refs }, async (s) => ({
      entries: await n(params.noticeKind).reorder(scopeOf(s, params.code).merchantId, body.refs),
    })),
  );
  route(app, notices.setEnabled, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.enable', { kind: params.noticeKind, ref: params.ref, enabled: body.enabled }, (s) =>
      content.notices.setEnabled(scopeOf(s, params.code), params.noticeKind, params.ref, body.enabled),
    ),
  );
  route(app, notices.uploadImage, ({ operator, params, req }) =>
    operator.act('admin', params.code, 'content.image', {}, async (s) =>
      content.addImage(scopeOf(s, params.code), await readContentImage(req), s.actor),
    ),
  );
  // Public, like the other media: an uploaded image never changes under its id, so it is cached long.
  route(app, notices.image, async ({ params, reply }) => {
    const m = await opts.merchants.get(params.code.toUpperCase());
    if (!m) throw new AppError('resource.not_found');
    const image = await content.image(m.id, params.file);
    return reply
      .type(image.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image.data);
  });

  route(app, help.list, ({ operator, params }) =>
    operator.act('read', params.code, 'content.help_list', {}, (s) => content.helpList(scopeOf(s, params.code))),
  );
  const helpAnswer = async (code: string, s: OperatorScope) => content.helpList(scopeOf(s, code));
  route(app, help.create, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.help_create', { title: body.title.EN }, (s) =>
      content.help.create(scopeOf(s, params.code), body, s.actor),
    ),
  );
  route(app, help.save, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.help_save', { ref: params.ref, title: body.title.EN }, (s) =>
      content.help.save(scopeOf(s, params.code), params.ref, body, s.actor),
    ),
  );
  route(app, help.publish, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.help_publish', { ref: params.ref }, (s) =>
      content.help.publish(scopeOf(s, params.code), params.ref),
    ),
  );
  route(app, help.discard, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.help_discard', { ref: params.ref }, async (s) => {
      await content.help.discard(scopeOf(s, params.code).merchantId, params.ref);
      return helpAnswer(params.code, s);
    }),
  );
  route(app, help.remove, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.help_remove', { ref: params.ref }, async (s) => {
      await content.help.remove(scopeOf(s, params.code).merchantId, params.ref);
      return helpAnswer(params.code, s);
    }),
  );
  route(app, help.setCategories, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.help_categories', { categories: body.categories }, async (s) => {
      await content.help.setCategories(scopeOf(s, params.code).merchantId, body);
      return helpAnswer(params.code, s);
    }),
  );
  route(app, help.reorder, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.help_reorder', { refs: body.refs }, async (s) => {
      await content.help.reorder(scopeOf(s, params.code).merchantId, body.refs);
      return helpAnswer(params.code, s);
    }),
  );

  route(app, cs.list, ({ operator, params }) =>
    operator.act('read', params.code, 'content.cs_list', {}, async (s) => ({
      entries: await content.cs.list(scopeOf(s, params.code).merchantId),
    })),
  );
  route(app, cs.create, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.cs_create', { csType: body.csType, url: body.url }, (s) =>
      content.cs.create(scopeOf(s, params.code), body, s.actor),
    ),
  );
  route(app, cs.save, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.cs_save', { ref: params.ref, csType: body.csType, url: body.url }, (s) =>
      content.cs.save(scopeOf(s, params.code), params.ref, body, s.actor),
    ),
  );
  route(app, cs.publish, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.cs_publish', { ref: params.ref }, (s) =>
      content.cs.publish(scopeOf(s, params.code), params.ref),
    ),
  );
  route(app, cs.discard, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.cs_discard', { ref: params.ref }, async (s) => ({
      entries: await content.cs.discard(scopeOf(s, params.code).merchantId, params.ref),
    })),
  );
  route(app, cs.remove, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.cs_remove', { ref: params.ref }, async (s) => ({
      entries: await content.cs.remove(scopeOf(s, params.code).merchantId, params.ref),
    })),
  );
  route(app, cs.reorder, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.cs_reorder', { refs: body.refs }, async (s) => ({
      entries: await content.cs.reorder(scopeOf(s, params.code).merchantId, body.refs),
    })),
  );
  route(app, cs.setEnabled, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.cs_enable', { ref: params.ref, enabled: body.enabled }, (s) =>
      content.cs.setEnabled(scopeOf(s, params.code), params.ref, body.enabled),
    ),
  );

  route(app, apps.get, ({ operator, params }) =>
    operator.act('read', params.code, 'content.apps', {}, (s) => content.apps.get(scopeOf(s, params.code))),
  );
  route(app, apps.save, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'content.apps_save', body, (s) => content.apps.save(scopeOf(s, params.code), body, s.actor)),
  );
  route(app, apps.publish, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.apps_publish', {}, (s) => content.apps.publish(scopeOf(s, params.code))),
  );
  route(app, apps.discard, ({ operator, params }) =>
    operator.act('admin', params.code, 'content.apps_discard', {}, (s) => content.apps.discard(scopeOf(s, params.code))),
  );
};
