import { createHash, randomBytes } from 'node:crypto';
import { type SupportConversation, type SupportMessage, type SupportPlayer, supportSocketPath } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { hashPassword, verifyPassword } from '../../core/passwords';
import type { Db } from '../../db/client';
import type { FloodGate } from './support.limiter';
import { memberKey, type SupportHub, staffKey } from './support.hub';
import type { ConversationRow } from './support-conversations.repo';
import type { MessageRow } from './support-messages.repo';
import { createSupportRepo } from './support.repo';
import { plainText, sniffImage } from './support.text';
import type { MerchantContext } from '../../core/context';

export const SUPPORT_SOCKET_PATH = supportSocketPath;
const PAGE = 50;
const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

export type Staff = { id: number; merchantId: number; username: string; displayName: string };
export type MemberRef = { merchantId: number; memberId: number };
export type Picture = { mime: string; data: Buffer };

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

export const toMessage = (r: MessageRow): SupportMessage => ({
  id: Number(r.id),
  conversationId: Number(r.conversationId),
  sender: r.sender,
  staffName: r.sender === 'STAFF' ? r.staffName : null,
  body: r.body,
  fileId: r.fileId == null ? null : Number(r.fileId),
  createdAt: new Date(r.createdAt).toISOString(),
});

const toConversation = (r: ConversationRow, unread = 0, lastBody: string | null = null): SupportConversation => ({
  id: Number(r.id),
  status: r.status,
  memberAccount: r.memberAccount,
  staffId: r.staffId == null ? null : Number(r.staffId),
  staffName: r.staffName,
  memberReadId: Number(r.memberReadId),
  staffReadId: Number(r.staffReadId),
  lastMessageAt: new Date(r.lastMessageAt).toISOString(),
  unread,
  lastBody,
});

/**
 * Live chat: a member's conversation with the merchant's support staff. Every change is stored first, then
 * published to the member's sockets and the merchant's console sockets on every server copy (the hub).
 */
/**
 * The sign-in counters the member login uses (accounts module), per account and per address, shared by every copy:
 * an attempt is taken before the password is checked (20 at once are counted one by one), refused with the lock
 * message past the limit, given back when no secret was checked, cleared by a good password.
 */
export type StaffLoginAttempts = {
  take: (c: { merchant: MerchantContext; ip: string }, who: string) => Promise<void>;
  giveBack: (c: { merchant: MerchantContext; ip: string }, who: string) => Promise<unknown>;
  succeeded: (c: { merchant: MerchantContext; ip: string }, who: string) => Promise<unknown>;
};

/** The player card beside a conversation (the players module answers it). */
export type PlayerCardPort = (merchantId: number, memberId: number, account: string) => Promise<SupportPlayer>;

export const createSupportService = (deps: {
  db: Db;
  hub: SupportHub;
  flood: FloodGate;
  attempts: StaffLoginAttempts;
  playerCard: PlayerCardPort;
}) => {
  const repo = createSupportRepo(deps.db);
  const { hub } = deps;

  const cleanBody = (raw: string) => {
    const body = plainText(raw).slice(0, 1000);
    if (!body) throw new AppError('request_param_err');
    return body;
  };
  const checkPicture = (p: Picture) => {
    const mime = sniffImage(p.data);
    if (!mime || !['image/png', 'image/jpeg', 'image/jpg'].includes(p.mime)) throw new AppError('support.file_invalid');
    return { mime, data: p.data };
  };
  const guardFlood = async (key: string) => {
    if (!(await deps.flood(key))) throw new AppError('support.too_fast');
  };

  /** The member's conversation that is not closed, opened (WAITING, in the queue) when there is none. */
  const ensureLive = async (m: MemberRef) => {
    const live = await repo.liveOf(m.merchantId, m.memberId);
    if (live) return live;
    await repo.open(m.merchantId, m.memberId);
    const opened = await repo.liveOf(m.merchantId, m.memberId);
    if (!opened) throw new AppError('system.error');
    hub.publish([staffKey(m.merchantId), memberKey(m.merchantId, m.memberId)], { t: 'conversation', conversation: toConversation(opened) });
    return opened;
  };

  const post = async (
    c: ConversationRow,
    from: { sender: 'MEMBER' } | { sender: 'STAFF'; staffId: number },
    body: string,
    picture?: Picture,
    ref?: string,
  ) => {
    const staffId = from.sender === 'STAFF' ? from.staffId : null;
    const row = picture
      ? await repo.addMessage({
          conversationId: c.id,
          sender: from.sender,
          staffId,
          body,
          file: { merchantId: c.merchantId, mime: picture.mime, data: picture.data },
        })
      : await repo.addText({ conversationId: Number(c.id), sender: from.sender, staffId, body });
    const staffName =
      from.sender === 'STAFF' ? ((await repo.staffOf(c.merchantId)).find((s) => s.id === from.staffId)?.displayName ?? null) : null;
    const message = toMessage({ ...row, staffName } as MessageRow);
    hub.publish([memberKey(c.merchantId, c.memberId), staffKey(c.merchantId)], { t: 'message', message, ...(ref ? { ref } : {}) });
    return message;
  };

  const staffConversation = async (staff: Staff, id: number) => {
    const c = await repo.byId(staff.merchantId, id);
    if (!c) throw new AppError('support.not_found');
    return c;
  };
  const announce = async (staff: Staff, id: number) => {
    const c = await staffConversation(staff, id);
    const conversation = toConversation(c);
    hub.publish([staffKey(c.merchantId), memberKey(c.merchantId, c.memberId)], { t: 'conversation', conversation });
    return conversation;
  };
  const thread = async (c: ConversationRow | null, before: number | undefined, unreadOf: 'MEMBER' | 'STAFF') => {
    if (!c) return { conversation: null, messages: [] };
    const rows = await repo.messages([c.id], before, PAGE);
    const after = unreadOf === 'STAFF' ? c.memberReadId : c.staffReadId;
    const unread = (await repo.unread([{ id: c.id, after, sender: unreadOf }])).get(c.id) ?? 0;
    return { conversation: toConversation(c, unread), messages: rows.reverse().map(toMessage) };
  };

  return {
    hub,
    // ── member side ──
    models: (merchantId: number) => ({
      list: [{ modelId: 'SUPPORT', name: 'Customer support', staffOnline: hub.listeners(staffKey(merchantId)) }],
    }),
    launch: async (m: MemberRef) => ({ chatUrl: SUPPORT_SOCKET_PATH, conversationId: Number((await ensureLive(m)).id) }),
    memberThread: async (m: MemberRef, before?: number) => thread(await repo.latestOf(m.merchantId, m.memberId), before, 'STAFF'),
    unreadCount: async (m: MemberRef) => {
      const c = await repo.latestOf(m.merchantId, m.memberId);
      if (!c) return 0;
      return (await repo.unread([{ id: c.id, after: c.memberReadId, sender: 'STAFF' }])).get(c.id) ?? 0;
    },
    memberSend: async (m: MemberRef, raw: string, ref?: string) => {
      const body = cleanBody(raw);
      await guardFlood(`m:${m.merchantId}:${m.memberId}`);
      return post(await ensureLive(m), { sender: 'MEMBER' }, body, undefined, ref);
    },
    memberAttach: async (m: MemberRef, p: Picture) => {
      const picture = checkPicture(p);
      await guardFlood(`m:${m.merchantId}:${m.memberId}`);
      return post(await ensureLive(m), { sender: 'MEMBER' }, '', picture);
    },
    memberRead: async (m: MemberRef, upTo: number) => {
      const c = await repo.latestOf(m.merchantId, m.memberId);
      if (!c) return null;
      await repo.markRead(c.id, 'MEMBER', upTo);
      hub.publish([staffKey(m.merchantId)], { t: 'read', conversationId: Number(c.id), by: 'MEMBER', upTo });
      return null;
    },
    memberTyping: async (m: MemberRef) => {
      const c = await repo.liveOf(m.merchantId, m.memberId);
      if (c) hub.publish([staffKey(m.merchantId)], { t: 'typing', conversationId: Number(c.id), from: 'MEMBER' });
    },
    /** A picture of the member's own conversations only; another member's file answers not found. */
    memberFile: async (m: MemberRef, fileId: number) => {
      const f = await repo.file(m.merchantId, fileId);
      const c = f ? await repo.byId(m.merchantId, f.conversationId) : null;
      if (!f || !c || Number(c.memberId) !== m.memberId) throw new AppError('support.not_found');
      return f;
    },

    // ── console side ──
    login: async (merchant: MerchantContext, ip: string, username: string, password: string) => {
      const c = { merchant, ip };
      // The counters of staff names are apart from members' (a member may be called like an agent).
      const who = `staff:${username.trim().toLowerCase()}`;
      await deps.attempts.take(c, who);
      const s = await repo.staffByUsername(merchant.id, username);
      if (!(await verifyPassword(s?.passwordHash, password)) || !s) throw new AppError('support.login_failed');
      await deps.attempts.succeeded(c, who);
      const token = `sst_${randomBytes(24).toString('base64url')}`;
      await repo.openStaffSession(hashToken(token), s.id, new Date(Date.now() + STAFF_SESSION_MS));
      return { token, chatUrl: SUPPORT_SOCKET_PATH, staff: { id: Number(s.id), username: s.username, displayName: s.displayName } };
    },
    logout: (token: string) => repo.closeStaffSession(hashToken(token)),
    /** The agent of a console token, on its own merchant only. */
    staffOf: async (token: string, merchantId: number): Promise<Staff> => {
      const s = token ? await repo.staffSession(hashToken(token), new Date()) : null;
      if (!s || s.merchantId !== merchantId) throw new AppError('support.staff_required');
      return { ...s, id: Number(s.id) };
    },
    queue: async (staff: Staff) => {
      const rows = await repo.live(staff.merchantId);
      const ids = rows.map((r) => Number(r.id));
      const [unread, bodies] = await Promise.all([
        repo.unread(rows.map((r) => ({ id: Number(r.id), after: Number(r.staffReadId), sender: 'MEMBER' as const }))),
        repo.lastBodies(ids),
      ]);
      const all = rows.map((r) => toConversation(r, unread.get(Number(r.id)) ?? 0, bodies.get(Number(r.id)) ?? null));
      return {
        waiting: all.filter((c) => c.status === 'WAITING'),
        mine: all.filter((c) => c.status === 'OPEN' && c.staffId === staff.id),
        others: all.filter((c) => c.status === 'OPEN' && c.staffId !== staff.id),
      };
    },
    staffThread: async (staff: Staff, id: number, before?: number) => thread(await staffConversation(staff, id), before, 'MEMBER'),
    /** The conversation's player as the console shows it: any agent of the merchant who may read the thread. */
    player: async (staff: Staff, id: number) => {
      const c = await staffConversation(staff, id);
      return deps.playerCard(c.merchantId, Number(c.memberId), c.memberAccount);
    },
    take: async (staff: Staff, id: number) => {
      await staffConversation(staff, id);
      if (!(await repo.move(id, { status: 'WAITING' }, { status: 'OPEN', staffId: staff.id }))) throw new AppError('support.state_invalid');
      return announce(staff, id);
    },
    transfer: async (staff: Staff, id: number, toStaffId: number) => {
      await staffConversation(staff, id);
      const target = (await repo.staffOf(staff.merchantId)).find((s) => Number(s.id) === toStaffId);
      if (!target) throw new AppError('support.not_found');
      if (!(await repo.move(id, { status: 'OPEN', staffId: staff.id }, { status: 'OPEN', staffId: toStaffId })))
        throw new AppError('support.state_invalid');
      return announce(staff, id);
    },
    close: async (staff: Staff, id: number) => {
      await staffConversation(staff, id);
      if (!(await repo.move(id, { status: 'OPEN', staffId: staff.id }, { status: 'CLOSED', staffId: staff.id })))
        throw new AppError('support.state_invalid');
      return announce(staff, id);
    },
    /**
     * An answer, from the agent holding the conversation: a waiting one is taken first (issue 36: a reply went out
     * while every console still showed it waiting, with a Take button); one held by another agent is refused.
     */
    staffSend: async (staff: Staff, id: number, raw: string, picture?: Picture, ref?: string) => {
      const body = picture ? '' : cleanBody(raw);
      const checked = picture ? checkPicture(picture) : undefined;
      const c = await staffConversation(staff, id);
      if (c.status === 'WAITING') throw new AppError('support.take_first');
      await guardFlood(`s:${staff.id}`);
      if (c.status !== 'OPEN' || Number(c.staffId) !== staff.id) throw new AppError('support.state_invalid');
      return post(c, { sender: 'STAFF', staffId: staff.id }, body, checked, ref);
    },
    staffRead: async (staff: Staff, id: number, upTo: number) => {
      const c = await staffConversation(staff, id);
      await repo.markRead(c.id, 'STAFF', upTo);
      hub.publish([memberKey(c.merchantId, c.memberId), staffKey(c.merchantId)], {
        t: 'read',
        conversationId: Number(c.id),
        by: 'STAFF',
        upTo,
      });
      return null;
    },
    staffTyping: async (staff: Staff, id: number) => {
      const c = await staffConversation(staff, id);
      hub.publish([memberKey(c.merchantId, c.memberId)], { t: 'typing', conversationId: Number(c.id), from: 'STAFF' });
    },
    staffFile: async (staff: Staff, fileId: number) => {
      const f = await repo.file(staff.merchantId, fileId);
      if (!f) throw new AppError('support.not_found');
      return f;
    },
    staffList: async (merchantId: number) => ({
      list: (await repo.staffOf(merchantId)).map((s) => ({ ...s, id: Number(s.id), online: hub.listeners(`u:${s.id}`) > 0 })),
    }),
    canned: async (merchantId: number) => ({ list: (await repo.canned(merchantId)).map((c) => ({ ...c, id: Number(c.id) })) }),

    // ── operator side (the caller is authorised by the routes) ──
    createStaff: async (merchantId: number, s: { username: string; displayName: string; password: string }) => {
      const row = await repo.createStaff({
        merchantId,
        username: s.username,
        displayName: plainText(s.displayName) || s.username,
        passwordHash: await hashPassword(s.password),
      });
      if (!row) throw new AppError('support.staff_exists');
      return { ...row, id: Number(row.id) };
    },
    addCanned: async (merchantId: number, title: string, body: string) => {
      const row = await repo.addCanned(merchantId, plainText(title) || title.replace(/[<>]/g, ''), cleanBody(body));
      return { ...row, id: Number(row.id) };
    },
    deleteCanned: async (merchantId: number, id: number) => {
      if (!(await repo.deleteCanned(merchantId, id))) throw new AppError('support.not_found');
      return null;
    },
  };
};
export type SupportService = ReturnType<typeof createSupportService>;
