import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import { dayIn, type GrowthBatch } from '../activity';
import { missionKey, type MissionsContext, periods, progressOf } from './missions.context';
import { periodEndDay, periodStart } from './missions.periods';
import { type MissionRow, missionsTx } from './missions.repo';

/** The missions' part of the growth consumer: the rewards of the missions a batch's members completed. */
export const createMissionsStep = (ctx: MissionsContext) => {
  const { issue, zoneOf, activity, rewardOf } = ctx;

  /** Issues the rewards of the missions these members completed in the period starting `start`. */
  const issueCompleted = async (exec: Db, merchantId: number, list: MissionRow[], memberIds: number[], start: string, tz: string) => {
    const first = list[0];
    if (!first || memberIds.length === 0) return;
    const of = await activity(exec, merchantId, memberIds, start, periodEndDay(first.period, start));
    const done: { m: MissionRow; memberId: number }[] = [];
    for (const memberId of memberIds) {
      const a = of(memberId);
      for (const m of list) if (progressOf(m, a.play, a.day) >= toBig(m.target)) done.push({ m, memberId });
    }
    if (done.length === 0) return;
    // A completed mission stays completed for the rest of its period, so most batches find its reward issued already:
    // one read of the keys spares an insert (and its reward's title and expiry) per completed mission and batch. The
    // insert keeps its ON CONFLICT, so a reward issued meanwhile by the member's own page is still issued once.
    const issued = new Set(
      (
        await missionsTx.rewards(
          exec,
          merchantId,
          done.map((d) => missionKey(d.m.id, d.memberId, start)),
        )
      ).map((r) => r.source_key),
    );
    for (const d of done) if (!issued.has(missionKey(d.m.id, d.memberId, start))) await issue(exec, rewardOf(d.m, d.memberId, start, tz));
  };

  /** The growth step: for the periods a batch's activity fell in, the missions its members completed. */
  const step = async (tx: Db, batch: GrowthBatch) => {
    if (batch.members.size === 0) return;
    const all = await missionsTx.activeOf(tx, [...batch.members.keys()]);
    if (all.length === 0) return;
    for (const [merchantId, members] of batch.members) {
      const own = all.filter((m) => m.merchant_id === merchantId);
      if (own.length === 0) continue;
      const tz = await zoneOf(tx, merchantId);
      const days = new Set([dayIn(batch.at, tz)]);
      for (const p of batch.play) if (p.merchantId === merchantId) days.add(p.day);
      for (const d of batch.deposits) if (d.merchantId === merchantId) days.add(d.day);
      for (const period of periods) {
        const list = own.filter((m) => m.period === period);
        for (const start of new Set([...days].map((d) => periodStart(period, d))))
          await issueCompleted(tx, merchantId, list, [...members], start, tz);
      }
    }
  };

  return { step };
};
