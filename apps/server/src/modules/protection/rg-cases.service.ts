import type { PlayerProtection } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import { markersRepo } from './markers.repo';
import { protectionRepo } from './protection.repo';
import type { ProtectionService } from './protection.service';
import type { RealityService } from './reality.service';
import { type CaseRow, rgCasesRepo as repo } from './rg-cases.repo';
import { playSummary } from './summary.repo';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
const caseView = (c: CaseRow) => ({
  id: Number(c.id),
  account: c.account,
  status: c.status,
  score: c.score,
  triggers: c.triggers,
  owner: c.owner,
  outcome: c.outcome as PlayerProtection['cases'][number]['outcome'],
  openedAt: iso(c.opened_at) as string,
  closedAt: iso(c.closed_at),
});

/**
 * The back office's side of player protection: a player's whole protection record (limits and history, blocks,
 * reality checks, markers, cases, play summary) and the cases queue the markers fill, with staff interactions and
 * outcomes. Closing a case may lift the restriction it placed; every call is authorised and audited by the route.
 */
export const createRgCasesService = (deps: { db: Db; now?: Clock; protection: ProtectionService; reality: RealityService }) => {
  const { db, protection, reality } = deps;
  const now = deps.now ?? (() => new Date());

  const caseOf = async (merchantId: number, id: number) => {
    const c = await repo.byId(db, merchantId, id);
    if (!c) throw new AppError('resource.not_found');
    const interactions = (await repo.interactions(db, id)).map((i) => ({
      id: Number(i.id),
      author: i.author,
      channel: i.channel as 'NOTE',
      text: i.text,
      at: iso(i.at) as string,
    }));
    return { ...caseView(c), interactions };
  };

  const player = async (merchantId: number, memberId: number): Promise<PlayerProtection> => {
    const [state, history, acks, markers, cases, m] = [
      await protection.state(merchantId, memberId),
      await protection.history(memberId),
      await reality.acks(memberId),
      await markersRepo.of(db, memberId),
      await repo.list(db, merchantId, 'OPEN', 1, 20, memberId),
      await protectionRepo.state(db, memberId),
    ];
    const at = now();
    return {
      state,
      history: [...history, ...acks].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 150),
      markers: {
        score: markers?.score ?? 0,
        indicators: markers?.counts ?? {},
        restricted: !!m?.restricted_at,
        updatedAt: iso(markers?.updated_at ?? null),
      },
      cases: cases.rows.map(caseView),
      summary: await playSummary(db, merchantId, memberId, 30, at, await protectionRepo.zoneOf(db, merchantId)),
    };
  };

  return {
    player,
    list: async (merchantId: number, q: { status: string; page: number; size: number }) => {
      const r = await repo.list(db, merchantId, q.status, q.page, q.size);
      return { rows: r.rows.map(caseView), total: r.total };
    },
    get: caseOf,
    claim: async (merchantId: number, id: number, actor: string) => {
      const c = await repo.byId(db, merchantId, id);
      if (!c) throw new AppError('resource.not_found');
      if (c.status !== 'OPEN') throw new AppError('wallet.state_invalid');
      await repo.claim(db, id, actor);
      return caseOf(merchantId, id);
    },
    interact: async (merchantId: number, id: number, actor: string, body: { channel: string; text: string }) => {
      if (!(await repo.byId(db, merchantId, id))) throw new AppError('resource.not_found');
      await repo.interact(db, { caseId: id, merchantId, author: actor, ...body, at: now() });
      return caseOf(merchantId, id);
    },
    /** Closes an open case with its outcome; lifting the restriction ends "no bonuses, no marketing" for the player. */
    close: async (merchantId: number, id: number, actor: string, body: { outcome: string; liftRestriction: boolean; reason: string }) => {
      const at = now();
      await db.transaction(async (tx) => {
        const c = await repo.byId(tx, merchantId, id, true);
        if (!c) throw new AppError('resource.not_found');
        if (c.status !== 'OPEN') throw new AppError('wallet.state_invalid');
        await repo.close(tx, id, body.outcome, at);
        await repo.interact(tx, { caseId: id, merchantId, author: actor, channel: 'NOTE', text: body.reason, at });
        if (body.liftRestriction) await repo.lift(tx, Number(c.member_id));
        await protectionRepo.history(tx, {
          merchantId,
          memberId: Number(c.member_id),
          kind: 'CASE_CLOSED',
          detail: { caseId: id, outcome: body.outcome, lifted: body.liftRestriction, reason: body.reason },
          actor,
          at,
        });
      });
      return caseOf(merchantId, id);
    },
  };
};
export type RgCasesService = ReturnType<typeof createRgCasesService>;
