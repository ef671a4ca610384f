import { type MessageCategory, type MessageSendValue, type MessageTarget, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { MessagesContext } from './messages.context';
import { textToHtml } from './messages.format';
import type { Audience, LocalText, SendRow } from './messages.repo';

/** Members a delivery batch writes at once (one statement each). */
export const SEND_BATCH = 500;
/** An agent may queue this many team messages an hour. */
export const AGENT_SENDS_PER_HOUR = 10;
const local = (v: string | { EN: string; UR?: string }): LocalText => (typeof v === 'string' ? { EN: v } : { ...v });
const mapLocal = (t: LocalText, f: (s: string) => string): LocalText => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, f(v)]));

/**
 * Operator and agent sends: a send to more than one member is queued and delivered by the `message-sends` job in
 * batches.
 */
export const createMessageSends = (ctx: MessagesContext) => {
  const { db, repo, now } = ctx;

  const factsOf = async (exec: Db, merchantId: number) => {
    const f = await repo.merchantFacts(exec, merchantId);
    if (!f) throw new AppError('resource.not_found');
    return f;
  };

  const view = (s: SendRow | null): MessageSendValue => {
    if (!s) throw new AppError('resource.not_found');
    return { id: s.id, status: s.status, delivered: s.delivered };
  };

  const audienceOf = (target: Record<string, unknown>): Audience => {
    if (target.kind === 'TEAM') return { kind: 'TEAM', agentId: Number(target.agentId) };
    if (target.kind === 'REGISTERED') return { kind: 'REGISTERED', from: String(target.from), to: String(target.to) };
    if (target.kind === 'MEMBER') return { kind: 'MEMBER', memberId: Number(target.memberId) };
    return { kind: 'ALL' };
  };

  /**
   * One batch of one unfinished send (the given one, or the oldest no other runner holds), in one transaction that
   * locks the send: a second runner skips it. Answers null when there was nothing to take.
   */
  const deliverBatch = (only?: number) =>
    db.transaction(async (tx) => {
      const s = await repo.claimSend(tx, only);
      if (!s) return null;
      const facts = await factsOf(tx, s.merchant_id);
      const batch = await repo.audience(tx, s.merchant_id, audienceOf(s.target), facts.trialTypes, s.cursor, SEND_BATCH);
      const delivered = batch.length > 0 ? await repo.deliver(tx, s, batch) : 0;
      const done = batch.length < SEND_BATCH;
      await repo.advanceSend(tx, s.id, batch.at(-1) ?? s.cursor, delivered, done);
      return { id: s.id, delivered, done };
    });

  /** Delivers every queued send to the end (the leased job, or a test runner); answers the sends finished and messages written. */
  const deliverSends = async () => {
    const out = { sends: 0, delivered: 0 };
    for (;;) {
      const r = await deliverBatch();
      if (!r) return out;
      out.delivered += r.delivered;
      if (r.done) out.sends++;
    }
  };

  /** Queues a send; one member's is delivered at once, a segment's by the job (started here in the background too). */
  const queue = async (
    merchantId: number,
    target: Record<string, unknown>,
    m: { category: MessageCategory; title: LocalText; content: LocalText; sender: string; createdBy: string },
    log?: (err: unknown) => void,
  ) => {
    const id = await repo.queueSend({
      merchantId,
      target,
      category: m.category,
      title: mapLocal(m.title, (s) => s.trim()),
      content: m.content,
      sender: m.sender,
      createdBy: m.createdBy,
    });
    if (target.kind === 'MEMBER') {
      await deliverBatch(id);
    } else {
      // The job delivers it in any case; starting a run now only makes it arrive sooner on a quiet system.
      setTimeout(() => deliverSends().catch((err) => log?.(err)), 0).unref();
    }
    return view(await repo.send(merchantId, id));
  };

  return {
    /** An agent's message to one member of its team or the whole team (queued), in the agent category. */
    agentSend: async (actor: Actor, body: { to: string; title: string; content: string }, log?: (err: unknown) => void) => {
      if (memberKind(actor.member.type, actor.merchant.row.settings) !== 'agent') throw new AppError('message.agent_only');
      const by = `member:${actor.member.id}`;
      if ((await repo.sendsSince(by, new Date(now().getTime() - 3_600_000))) >= AGENT_SENDS_PER_HOUR)
        throw new AppError('message.too_many');
      let target: Record<string, unknown> = { kind: 'TEAM', agentId: actor.member.id };
      if (body.to !== 'TEAM') {
        const m = await repo.memberByAccount(actor.merchant.id, body.to);
        if (!m || !(await repo.inTeam(actor.merchant.id, actor.member.id, m.id))) throw new AppError('message.not_downline');
        target = { kind: 'MEMBER', memberId: m.id };
      }
      return queue(
        actor.merchant.id,
        target,
        {
          category: 'AGENT',
          title: { EN: body.title },
          content: { EN: textToHtml(body.content) },
          sender: actor.member.account,
          createdBy: by,
        },
        log,
      );
    },

    /** The operator's message: to one member at once; to a team, a registration window or everyone through the job. */
    opsSend: async (
      merchantId: number,
      actor: string,
      body: {
        target: MessageTarget;
        category: 'SYSTEM' | 'PROMOTION';
        title: string | { EN: string; UR?: string };
        content: string | { EN: string; UR?: string };
      },
      log?: (err: unknown) => void,
    ) => {
      const t = body.target;
      let target: Record<string, unknown> = { kind: 'ALL' };
      if (t.kind === 'MEMBER' || t.kind === 'AGENT_TEAM') {
        const m = await repo.memberByAccount(merchantId, t.account);
        if (!m) throw new AppError('resource.not_found');
        target = t.kind === 'MEMBER' ? { kind: 'MEMBER', memberId: m.id } : { kind: 'TEAM', agentId: m.id };
      } else if (t.kind === 'REGISTERED') {
        target = { kind: 'REGISTERED', from: new Date(t.from).toISOString(), to: new Date(t.to).toISOString() };
      }
      return queue(
        merchantId,
        target,
        {
          category: body.category,
          title: local(body.title),
          content: mapLocal(local(body.content), sanitizeHtml),
          sender: 'platform',
          createdBy: actor,
        },
        log,
      );
    },

    sendStatus: async (merchantId: number, id: number) => view(await repo.send(merchantId, id)),
    deliverSends,
  };
};
