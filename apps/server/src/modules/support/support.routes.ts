import { supportApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
type OpsCaller = { authorization: string | undefined; ip: string };
import { route } from '../../platform/endpoint';
import { requireRealAccount } from '../money';
import type { Picture, Staff, SupportService } from './support.service';
import { refuseNul } from '../../core/nul';

/** What the operator routes need of the ops module and the merchant directory. */
export type SupportOpsGate = {
  require: (caller: OpsCaller, perm: 'read' | 'admin', merchantId?: number) => Promise<unknown>;
  merchantId: (code: string) => Promise<number>;
};

const bearer = (req: FastifyRequest) =>
  String(req.headers.authorization ?? '')
    .replace(/^Bearer\s+/i, '')
    .trim();

/** Reads the one picture of a multipart call; refused (coded 4xx) before anything is stored. */
const readPicture = async (req: FastifyRequest): Promise<Picture> => {
  if (!req.isMultipart()) throw new AppError('support.file_invalid');
  let picture: Picture | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 5, fieldSize: 200 } })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (picture) throw new AppError('support.file_invalid');
      picture = { mime: part.mimetype, data };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('support.file_too_large');
    throw new AppError('support.file_invalid');
  }
  if (!picture) throw new AppError('support.file_invalid');
  return picture;
};

/** Member chat calls, the support console's calls (agent token checked before the body is read) and operator calls. */
export const supportRoutes = async (app: FastifyInstance, opts: { support: SupportService; ops: SupportOpsGate }) => {
  const s = opts.support;
  /** Live chat is for real accounts, as the rest of the member's own calls (a trial account is told to register). */
  const me = (a: Actor) => {
    requireRealAccount(a);
    return { merchantId: a.merchant.id, memberId: a.member.id };
  };

  route(app, api.modelList, ({ merchant }) => s.models(merchant.id));
  route(app, api.launchChat, ({ actor }) => s.launch(me(actor)));
  route(app, api.unreadCount, ({ actor }) => s.unreadCount(me(actor)));
  route(app, api.history, ({ actor, query }) => s.memberThread(me(actor), query.before));
  route(app, api.send, ({ actor, body }) => s.memberSend(me(actor), body.body));
  route(app, api.attach, async ({ actor, req }) => s.memberAttach(me(actor), await readPicture(req)));
  route(app, api.read, ({ actor, body }) => s.memberRead(me(actor), body.upTo));
  route(app, api.file, async ({ actor, params, reply }) => {
    const f = await s.memberFile(me(actor), params.id);
    return reply.type(f.mime).header('cache-control', 'private, max-age=3600').send(f.data);
  });

  // The console: the agent is settled on onRequest (after the merchant), before any body is parsed.
  const agents = new WeakMap<FastifyRequest, Staff>();
  const gate = {
    onRequest: async (req: FastifyRequest) => {
      if (!req.merchant) throw new AppError('support.staff_required');
      agents.set(req, await s.staffOf(bearer(req), req.merchant.id));
    },
  };
  const agent = (req: FastifyRequest) => {
    const a = agents.get(req);
    if (!a) throw new AppError('support.staff_required');
    return a;
  };
  route(app, api.staffLogin, async ({ merchant, body, req }) => ({
    ...(await s.login(merchant, req.ip, body.username, body.password)),
    merchant: merchant.code,
  }));
  route(
    app,
    api.staffMe,
    ({ req }) => {
      const a = agent(req);
      return { id: a.id, username: a.username, displayName: a.displayName };
    },
    gate,
  );
  route(
    app,
    api.staffLogout,
    async ({ req }) => {
      agent(req);
      await s.logout(bearer(req));
      return null;
    },
    gate,
  );
  route(app, api.queue, ({ req }) => s.queue(agent(req)), gate);
  route(app, api.thread, ({ req, params }) => s.staffThread(agent(req), params.id), gate);
  route(app, api.player, ({ req, params }) => s.player(agent(req), params.id), gate);
  route(app, api.take, ({ req, params }) => s.take(agent(req), params.id), gate);
  route(app, api.transfer, ({ req, params, body }) => s.transfer(agent(req), params.id, body.staffId), gate);
  route(app, api.close, ({ req, params }) => s.close(agent(req), params.id), gate);
  route(app, api.staffSend, ({ req, params, body }) => s.staffSend(agent(req), params.id, body.body), gate);
  route(app, api.staffAttach, async ({ req, params }) => s.staffSend(agent(req), params.id, '', await readPicture(req)), gate);
  route(app, api.staffRead, ({ req, params, body }) => s.staffRead(agent(req), params.id, body.upTo), gate);
  route(
    app,
    api.staffFile,
    async ({ req, params, reply }) => {
      const f = await s.staffFile(agent(req), params.id);
      return reply.type(f.mime).header('cache-control', 'private, max-age=3600').send(f.data);
    },
    gate,
  );
  route(app, api.staffList, ({ req }) => s.staffList(agent(req).merchantId), gate);
  route(app, api.canned, ({ req }) => s.canned(agent(req).merchantId), gate);

  // Operators: support agents and canned replies of one merchant (admin, on its own merchant when bound to one).
  const caller = (req: FastifyRequest): OpsCaller => ({ authorization: req.headers.authorization, ip: req.ip });
  const onMerchant = async (req: FastifyRequest, code: string, perm: 'read' | 'admin') => {
    const id = await opts.ops.merchantId(code);
    await opts.ops.require(caller(req), perm, id);
    return id;
  };
  route(app, api.opsStaff, async ({ req, params }) => s.staffList(await onMerchant(req, params.code, 'read')));
  route(app, api.opsCreateStaff, async ({ req, params, body }) => s.createStaff(await onMerchant(req, params.code, 'admin'), body));
  route(app, api.opsCanned, async ({ req, params }) => s.canned(await onMerchant(req, params.code, 'read')));
  route(app, api.opsAddCanned, async ({ req, params, body }) =>
    s.addCanned(await onMerchant(req, params.code, 'admin'), body.title, body.body),
  );
  route(app, api.opsDeleteCanned, async ({ req, params }) => s.deleteCanned(await onMerchant(req, params.code, 'admin'), params.id));
};
