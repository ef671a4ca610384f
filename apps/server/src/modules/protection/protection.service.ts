import { type LimitKind, type ProtectionState, type RealityCheck, type SetLimitBody, periodsOf } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import { cancelLimit, confirmLimit, requestLimit } from './limit-machine';
import { exclusionRepo } from './exclusion.repo';
import type { NationalRegister } from './national-register';
import { protectionRepo as repo, windowsOf } from './protection.repo';
import { blockView, limitStateOf, limitView, profileView } from './protection.views';

/** Who asked for a change: the player, or a staff member (by actor name). */
export type ProtectionActor = { kind: 'PLAYER' } | { kind: 'STAFF'; name: string };
/** What else a block does, in its transaction: cancel pending bonuses and offers (the rewards module fills it). */
export type BlockHook = (tx: Db, merchantId: number, memberId: number, at: Date) => PromiseLike<unknown>;
/** Tells a member's open sockets that protection ended their session (the support hub fills it). */
export type ProtectionNotifier = {
  ended: (merchantId: number, memberId: number, code: string) => void;
  reality: (merchantId: number, memberId: number, check: RealityCheck) => void;
};

const actorName = (a: ProtectionActor) => (a.kind === 'PLAYER' ? 'PLAYER' : a.name);
const MAX_SESSION_MINUTES = 1440;
const addMonths = (d: Date, months: number) => {
  const x = new Date(d.getTime());
  x.setUTCMonth(x.getUTCMonth() + months);
  return x;
};

/**
 * Player protection (issue 30, decision 026): the limits' state machine over their rows, time-outs, self-exclusion
 * across brands, the national register at sign-in. The money checks themselves run in SQL (protection_guard) inside
 * every ledger transfer that takes a player's money; this service only writes what the guard reads, under the same
 * locks (the member's MAIN wallet and protection row), so a change and a bet never interleave.
 */
export const createProtectionService = (deps: {
  db: Db;
  now?: Clock;
  register: NationalRegister;
  onBlock?: BlockHook[];
  notifier?: ProtectionNotifier;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const profile = async (merchantId: number) => {
    const p = await repo.profileOf(db, merchantId);
    if (!p) throw new AppError('system.error');
    return p;
  };

  const state = async (merchantId: number, memberId: number): Promise<ProtectionState> => {
    const at = now();
    const [p, m, rows, zone, contact] = [
      await profile(merchantId),
      await repo.state(db, memberId),
      await repo.limits(db, memberId),
      await repo.zoneOf(db, merchantId),
      await repo.contact(db, memberId),
    ];
    const windows = await windowsOf(db, zone, at);
    const hasDepositLimit = rows.some((r) => r.kind === 'deposit');
    return {
      profile: profileView(p),
      limits: rows.map((r) => limitView(r, windows, at)),
      block: blockView(m, at),
      realityMinutes: m?.reality_minutes ?? (p.reality_mandatory ? p.reality_minutes : null),
      offerLimits: p.offer_limits_at !== 'NONE' && !hasDepositLimit && !contact?.credited,
    };
  };

  const checkBody = (b: SetLimitBody) => {
    if (!periodsOf(b.kind as LimitKind).includes(b.period)) throw new AppError('protection.period_invalid');
    if (b.amount !== null && (BigInt(b.amount) <= 0n || (b.kind === 'session' && BigInt(b.amount) > BigInt(MAX_SESSION_MINUTES))))
      throw new AppError('request_param_err');
  };

  /** One change of a limit, under the member's locks; the history records who and what. */
  const change = async (
    merchantId: number,
    memberId: number,
    ref: { kind: string; period: string },
    who: ProtectionActor,
    step: (current: ReturnType<typeof limitStateOf>, at: Date, coolingOff: number) => ReturnType<typeof requestLimit>,
    reason?: string,
  ) => {
    const p = await profile(merchantId);
    const at = now();
    await db.transaction(async (tx) => {
      await repo.lock(tx, merchantId, memberId);
      const row = await repo.limitOf(tx, memberId, ref.kind, ref.period);
      const current = limitStateOf(row);
      const r = step(current, at, p.cooling_off_hours);
      if (who.kind === 'STAFF' && r.outcome === 'PENDING') throw new AppError('protection.staff_increase');
      if (r.outcome === 'UNCHANGED') return;
      if (!r.next) await repo.deleteLimit(tx, memberId, ref.kind, ref.period);
      else {
        let used = 0n;
        let windowStart: Date | null = null;
        if (!row && ref.kind !== 'session') {
          // A new limit counts what its window already holds, so setting one mid-period is no fresh allowance.
          windowStart = (await windowsOf(tx, await repo.zoneOf(tx, merchantId), at))[ref.period]?.start ?? null;
          if (windowStart) used = await repo.usedSince(tx, merchantId, memberId, ref.kind, windowStart);
        }
        await repo.saveLimit(tx, { merchantId, memberId, ...ref, ...r.next, used, windowStart });
      }
      await repo.syncHasLimits(tx, memberId);
      await repo.history(tx, {
        merchantId,
        memberId,
        kind: `LIMIT_${r.outcome}`,
        detail: {
          ...ref,
          from: current?.amount.toString() ?? null,
          to: r.next ? (r.outcome === 'PENDING' ? (r.next.pendingAmount?.toString() ?? null) : r.next.amount.toString()) : null,
          effectiveAt: r.next?.effectiveAt?.toISOString() ?? null,
          ...(reason ? { reason } : {}),
        },
        actor: actorName(who),
        at,
      });
    });
  };

  /** Blocks one member (a time-out, an exclusion) in `tx`: the block, the history, sessions and game tokens ended. */
  const blockOne = async (
    tx: Db,
    t: {
      merchantId: number;
      memberId: number;
      kind: 'TIMEOUT' | 'EXCLUSION' | 'NATIONAL';
      until: Date;
      at: Date;
      actor: string;
      detail: Record<string, unknown>;
    },
  ) => {
    const m = await repo.lock(tx, t.merchantId, t.memberId);
    // A running block that ends later (an exclusion during a time-out) is never shortened.
    const running = m.blocked_until && new Date(m.blocked_until) > t.at ? new Date(m.blocked_until) : null;
    if (running && running >= t.until && m.block_kind === 'EXCLUSION') return false;
    await repo.block(tx, t.memberId, t.kind, t.at, running && running > t.until ? running : t.until);
    await repo.endSessions(tx, t.memberId, t.at, t.kind === 'TIMEOUT' ? 'TIMEOUT' : 'EXCLUSION');
    for (const hook of deps.onBlock ?? []) await hook(tx, t.merchantId, t.memberId, t.at);
    await repo.history(tx, {
      merchantId: t.merchantId,
      memberId: t.memberId,
      kind: t.kind,
      detail: { ...t.detail, until: t.until.toISOString() },
      actor: t.actor,
      at: t.at,
    });
    return true;
  };

  return {
    state,
    profile: async (merchantId: number) => profileView(await profile(merchantId)),

    setLimit: async (merchantId: number, memberId: number, body: SetLimitBody, who: ProtectionActor, reason?: string) => {
      checkBody(body);
      await change(
        merchantId,
        memberId,
        body,
        who,
        (c, at, cool) => requestLimit(c, body.amount === null ? null : BigInt(body.amount), at, cool),
        reason,
      );
      return state(merchantId, memberId);
    },
    confirmLimit: async (merchantId: number, memberId: number, ref: { kind: string; period: string }) => {
      await change(merchantId, memberId, ref, { kind: 'PLAYER' }, (c, at) => confirmLimit(c, at));
      return state(merchantId, memberId);
    },
    cancelLimit: async (merchantId: number, memberId: number, ref: { kind: string; period: string }) => {
      await change(merchantId, memberId, ref, { kind: 'PLAYER' }, (c) => cancelLimit(c));
      return state(merchantId, memberId);
    },

    /** A time-out of `hours` within the profile's range: play and deposits stop at once, the sessions end. */
    timeout: async (merchantId: number, memberId: number, hours: number, who: ProtectionActor, reason?: string) => {
      const p = await profile(merchantId);
      if (hours < p.timeout_min_hours || hours > p.timeout_max_hours) throw new AppError('protection.duration_invalid');
      const at = now();
      const until = new Date(at.getTime() + hours * 3_600_000);
      await db.transaction((tx) =>
        blockOne(tx, {
          merchantId,
          memberId,
          kind: 'TIMEOUT',
          until,
          at,
          actor: actorName(who),
          detail: { hours, ...(reason ? { reason } : {}) },
        }),
      );
      deps.notifier?.ended(merchantId, memberId, 'protection.timeout');
      return state(merchantId, memberId);
    },

    /**
     * Self-exclusion for `months`: the member and every member on any brand sharing their e-mail, phone or bank
     * account are blocked in one transaction, and the identities are registered so a later registration is too.
     */
    exclude: async (merchantId: number, memberId: number, months: number) => {
      const p = await profile(merchantId);
      if (months < p.exclusion_min_months || months > p.exclusion_max_months) throw new AppError('protection.duration_invalid');
      const at = now();
      const until = addMonths(at, months);
      const reached: { merchantId: number; memberId: number }[] = [];
      await db.transaction(async (tx) => {
        await blockOne(tx, { merchantId, memberId, kind: 'EXCLUSION', until, at, actor: 'PLAYER', detail: { months } });
        await exclusionRepo.register(tx, merchantId, memberId, until);
        for (const o of await exclusionRepo.sameIdentity(tx, memberId)) {
          const other = { merchantId: Number(o.merchant_id), memberId: Number(o.member_id) };
          await blockOne(tx, { ...other, kind: 'EXCLUSION', until, at, actor: 'PLATFORM', detail: { months, linkedTo: memberId } });
          reached.push(other);
        }
      });
      for (const m of [{ merchantId, memberId }, ...reached]) deps.notifier?.ended(m.merchantId, m.memberId, 'protection.excluded');
      return state(merchantId, memberId);
    },

    /**
     * A sign-in: a self-exclusion registered on another brand under the same identity, or a national-register
     * listing, blocks the member before their first bet; the session clock (session limit, reality checks) starts.
     */
    sessionStarted: async (merchantId: number, memberId: number) => {
      const at = now();
      const p = await profile(merchantId);
      const until = await exclusionRepo.activeUntil(db, memberId, at);
      const m = await repo.state(db, memberId);
      if (until && !(m?.block_kind === 'EXCLUSION' && m.blocked_until && new Date(m.blocked_until) >= until)) {
        await db.transaction((tx) =>
          blockOne(tx, { merchantId, memberId, kind: 'EXCLUSION', until, at, actor: 'PLATFORM', detail: { register: true } }),
        );
      }
      const contact = await repo.contact(db, memberId);
      const listing = contact
        ? await deps.register.check({ email: contact.email, mobile: contact.mobile, name: contact.payee_name })
        : null;
      if (listing?.listed) {
        const forever = new Date(at.getTime() + 100 * 365 * 86_400_000);
        await db.transaction(async (tx) => {
          await repo.lock(tx, merchantId, memberId);
          await repo.block(tx, memberId, 'NATIONAL', at, forever);
          await repo.history(tx, {
            merchantId,
            memberId,
            kind: 'NATIONAL',
            detail: { reference: listing.reference },
            actor: 'PLATFORM',
            at,
          });
        });
      } else if (m?.block_kind === 'NATIONAL') {
        await db.transaction((tx) => repo.unblock(tx, memberId, 'NATIONAL'));
      }
      if (p.reality_mandatory || (await repo.exists(db, memberId)))
        await repo.sessionStarted(db, merchantId, memberId, at, p.reality_mandatory ? p.reality_minutes : null);
    },

    /** The player's reality-check interval; off is refused where the profile makes checks mandatory. */
    setReality: async (merchantId: number, memberId: number, minutes: number | null) => {
      const p = await profile(merchantId);
      if (minutes === null && p.reality_mandatory) throw new AppError('protection.mandatory_reality');
      const at = now();
      await db.transaction(async (tx) => {
        const m = await repo.lock(tx, merchantId, memberId);
        const from = m.session_started_at ? new Date(m.session_started_at) : at;
        let next = minutes ? new Date(from.getTime() + minutes * 60_000) : null;
        if (next && next < at) next = new Date(at.getTime() + (minutes ?? 0) * 60_000);
        await repo.setReality(tx, memberId, minutes, next);
        await repo.history(tx, { merchantId, memberId, kind: 'REALITY_INTERVAL', detail: { minutes }, actor: 'PLAYER', at });
      });
      return state(merchantId, memberId);
    },

    /** The member id of an account of the merchant (the back office's player path). */
    memberOf: async (merchantId: number, account: string) => {
      const id = await repo.memberByAccount(db, merchantId, account);
      if (id == null) throw new AppError('resource.not_found');
      return Number(id);
    },

    history: async (memberId: number) =>
      (await repo.historyOf(db, memberId)).map((h) => ({
        id: Number(h.id),
        kind: h.kind,
        detail: h.detail,
        actor: h.actor,
        at: new Date(h.at).toISOString(),
      })),

    /** A deposit order's check and count, in the order's own transaction (deposits call it). */
    guardDeposit: (tx: Db, merchantId: number, memberId: number, amount: bigint) => repo.guardDeposit(tx, merchantId, memberId, amount),
    /** A failed or rejected order gives its amount back to the counters of the window it was made in. */
    releaseDeposit: (tx: Db, memberId: number, amount: bigint, orderedAt: Date) => repo.releaseDeposit(tx, memberId, amount, orderedAt),
  };
};
export type ProtectionService = ReturnType<typeof createProtectionService>;
