import type { RealityCheck } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import { protectionRepo, realityRepo } from './protection.repo';
import type { ProtectionNotifier } from './protection.service';

/**
 * Reality checks (issue 30): at the member's interval since signing in, a check with the time played and the net
 * position since then is recorded and pushed over the member's socket; until the member answers it, protection_guard
 * refuses their stakes (WL458), so play pauses on every path. "Stop" ends the session.
 */
export const createRealityService = (deps: { db: Db; now?: Clock; notifier?: ProtectionNotifier; idleMs: number }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const view = (r: { id: number | string; minutes: number; staked: unknown; won: unknown; since: Date | string }): RealityCheck => {
    const staked = toBig(r.staked);
    const won = toBig(r.won);
    return {
      checkId: String(r.id),
      minutes: r.minutes,
      staked: staked.toString(),
      won: won.toString(),
      net: (won - staked).toString(),
      since: new Date(r.since).toISOString(),
    };
  };

  /** Opens the checks that have come (all members, or one), each in its own transaction; answers those opened. */
  const run = async (memberId?: number) => {
    const at = now();
    const opened: RealityCheck[] = [];
    for (const d of await realityRepo.due(db, at, deps.idleMs, memberId)) {
      const id = Number(d.member_id);
      const since = new Date(d.session_started_at);
      const play = await realityRepo.playSince(db, id, since);
      const minutes = Math.max(0, Math.floor((at.getTime() - since.getTime()) / 60_000));
      const checkId = await db.transaction((tx) =>
        realityRepo.open(tx, { merchantId: d.merchant_id, memberId: id, minutes, ...play, since, at }),
      );
      if (checkId === null) continue;
      const check = view({ id: checkId, minutes, staked: play.staked, won: play.won, since });
      deps.notifier?.reality(d.merchant_id, id, check);
      opened.push(check);
    }
    return opened;
  };

  return {
    run,

    /** The check waiting for the member's answer, if any. */
    due: async (memberId: number) => {
      const m = await protectionRepo.state(db, memberId);
      if (!m?.reality_pending_id) return null;
      const r = await realityRepo.byId(db, memberId, Number(m.reality_pending_id));
      return r ? view(r) : null;
    },

    /** The member's answer: continue (the next check is one interval away) or stop (every session ends). */
    ack: async (merchantId: number, memberId: number, checkId: number, choice: 'continue' | 'stop') => {
      const at = now();
      await db.transaction(async (tx) => {
        const m = await protectionRepo.lock(tx, merchantId, memberId);
        if (Number(m.reality_pending_id) !== checkId) throw new AppError('protection.no_pending');
        await realityRepo.answer(tx, memberId, checkId, choice === 'stop' ? 'STOP' : 'CONTINUE', at);
        if (choice === 'stop') await protectionRepo.endSessions(tx, memberId, at, 'REALITY_STOP');
      });
      return { ended: choice === 'stop' };
    },

    /** Outside production: the member's next check falls due now and is opened at once. */
    now: async (merchantId: number, memberId: number, minutes: number) => {
      await realityRepo.dueNow(db, merchantId, memberId, now(), minutes);
      const [check] = await run(memberId);
      if (!check) throw new AppError('protection.no_pending');
      return check;
    },

    acks: async (memberId: number) =>
      (await realityRepo.acks(db, memberId)).map((r) => ({
        id: Number(r.id),
        kind: `REALITY_${r.answer ?? 'SHOWN'}`,
        detail: { minutes: r.minutes, staked: toBig(r.staked).toString(), won: toBig(r.won).toString() },
        actor: 'PLAYER',
        at: new Date(r.answered_at ?? r.shown_at).toISOString(),
      })),
  };
};
export type RealityService = ReturnType<typeof createRealityService>;
