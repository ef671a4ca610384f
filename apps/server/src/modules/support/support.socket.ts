import type { SupportClientFrame, SupportServerFrame } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../../core/app-error';
import type { MerchantDirectory, SessionResolver } from '../../core/context';
import { requireRealAccount } from '../money';
import { memberKey, staffKey } from './support.hub';
import { SUPPORT_SOCKET_PATH, type SupportService } from './support.service';
import { holdsNul } from '../../core/nul';

const AUTH_TIMEOUT_MS = 10_000;
const MAX_BUFFERED = 1024 * 1024;

/**
 * The chat socket (chatUrl of CBS_launchChat). The client's first frame authenticates it — a member session token or
 * a console token, with the merchant code — since browsers cannot set headers on a WebSocket. Afterwards the socket
 * receives its key's frames from the hub and may send, type and mark read; failures answer `{ t: 'error', code }`.
 */
export const supportSocket = (
  app: FastifyInstance,
  deps: { support: SupportService; merchants: MerchantDirectory; sessions: SessionResolver; sessionCheckMs: number },
) => {
  const { support } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 });
  app.server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== SUPPORT_SOCKET_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => connection(ws));
  });
  app.addHook('onClose', async () => {
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  const connection = (ws: WebSocket) => {
    const send = (f: SupportServerFrame | string) => {
      if (ws.readyState === ws.OPEN && ws.bufferedAmount < MAX_BUFFERED) ws.send(typeof f === 'string' ? f : JSON.stringify(f));
    };
    const leave: (() => void)[] = [];
    let who:
      | { kind: 'member'; merchantId: number; memberId: number; chat: boolean }
      | { kind: 'staff'; staff: Awaited<ReturnType<SupportService['staffOf']>> }
      | null = null;
    let lastTyping = 0;
    let session: { token: string; merchantId: number } | null = null;
    const timer = setTimeout(() => who || ws.close(4401, 'auth'), AUTH_TIMEOUT_MS);
    // A member's socket lives only as long as its session: checked on every frame and every sessionCheckMs, so a
    // logout, a login elsewhere, an expiry or an operator's kick closes the chat too.
    const recheck = async (touch: boolean) => {
      if (!session) return;
      try {
        await deps.sessions.resolve(session.token, session.merchantId, { touch });
      } catch (err) {
        session = null;
        const code = err instanceof AppError ? err.code : 'login.not.session';
        send({ t: 'error', code });
        ws.close(4401, code);
        throw err;
      }
    };
    const checker = setInterval(() => void recheck(false).catch(() => {}), deps.sessionCheckMs);
    checker.unref();
    ws.on('close', () => {
      clearTimeout(timer);
      clearInterval(checker);
      for (const fn of leave) fn();
    });
    ws.on('error', () => ws.terminate());

    const authenticate = async (f: Extract<SupportClientFrame, { t: 'auth' }>) => {
      const merchant = typeof f.merchant === 'string' ? await deps.merchants.get(f.merchant) : null;
      if (!merchant) throw new AppError('merchant.unknown');
      if (typeof f.staffToken === 'string') {
        const staff = await support.staffOf(f.staffToken, merchant.id);
        who = { kind: 'staff', staff };
        leave.push(
          support.hub.join(staffKey(merchant.id), send),
          support.hub.join(`u:${staff.id}`, () => {}),
        );
        send({ t: 'ready', role: 'STAFF' });
        return;
      }
      const auth = await deps.sessions.resolve(typeof f.token === 'string' ? f.token : '', merchant.id);
      requireRealAccount({ merchant, member: auth.member });
      session = { token: String(f.token), merchantId: merchant.id };
      // A member's socket also carries player protection's frames (reality checks, a session ended), so it opens
      // whether or not the merchant's chat (CBS3) is on; chat frames need the chat on.
      who = { kind: 'member', merchantId: merchant.id, memberId: auth.member.id, chat: merchant.modules.CBS3 === true };
      leave.push(support.hub.join(memberKey(merchant.id, auth.member.id), send));
      send({ t: 'ready', role: 'MEMBER' });
    };

    const handle = async (f: SupportClientFrame) => {
      if (f.t === 'auth') {
        if (who) return;
        await authenticate(f);
        return;
      }
      if (!who) throw new AppError('auth.required');
      const cid = Number(f.conversationId);
      if (who.kind === 'member') {
        if (!who.chat) throw new AppError('function.not.available');
        await recheck(f.t === 'send');
        const m = { merchantId: who.merchantId, memberId: who.memberId };
        if (f.t === 'send') await support.memberSend(m, String(f.body ?? ''), typeof f.ref === 'string' ? f.ref.slice(0, 40) : undefined);
        else if (f.t === 'typing') {
          if (Date.now() - lastTyping > 1000) {
            lastTyping = Date.now();
            await support.memberTyping(m);
          }
        } else if (f.t === 'read' && Number.isSafeInteger(f.upTo)) await support.memberRead(m, f.upTo);
        return;
      }
      if (!Number.isSafeInteger(cid) || cid < 1) throw new AppError('request_param_err');
      if (f.t === 'send')
        await support.staffSend(
          who.staff,
          cid,
          String(f.body ?? ''),
          undefined,
          typeof f.ref === 'string' ? f.ref.slice(0, 40) : undefined,
        );
      else if (f.t === 'typing') {
        if (Date.now() - lastTyping > 1000) {
          lastTyping = Date.now();
          await support.staffTyping(who.staff, cid);
        }
      } else if (f.t === 'read' && Number.isSafeInteger(f.upTo)) await support.staffRead(who.staff, cid, f.upTo);
    };

    ws.on('message', (data, isBinary) => {
      let frame: SupportClientFrame | null = null;
      try {
        frame = isBinary ? null : (JSON.parse(String(data)) as SupportClientFrame);
      } catch {
        frame = null;
      }
      if (!frame || typeof frame !== 'object' || typeof frame.t !== 'string') {
        send({ t: 'error', code: 'request_param_err' });
        return;
      }
      if (holdsNul(frame)) {
        send({ t: 'error', code: 'request.nul_character' });
        if (frame.t === 'auth') ws.close(4401, 'request.nul_character');
        return;
      }
      const ref = 'ref' in frame && typeof frame.ref === 'string' ? frame.ref.slice(0, 40) : undefined;
      handle(frame).catch((err) => {
        const code = err instanceof AppError ? err.code : 'system.error';
        if (!(err instanceof AppError)) app.log.warn({ err }, 'support socket frame failed');
        send({ t: 'error', code, ...(ref ? { ref } : {}) });
        if (frame?.t === 'auth') ws.close(4401, code);
      });
    });
  };
  return wss;
};
