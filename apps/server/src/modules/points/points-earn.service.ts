import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { GrowthBatch } from '../activity';
import { DEFAULT_RATIO } from './points.context';
import { pointsTx } from './points.repo';

/** Points a day's valid bet earns: whole points only; the rest of the day's valid bet still counts later that day. */
export const pointsFor = (validBet: bigint, pointsPerUnit: number, unit: bigint) =>
  unit <= 0n ? 0n : (validBet * BigInt(pointsPerUnit)) / unit;

/** The points' part of the growth consumer: valid bet earns points. */
export const createPointsEarning = () => {
  /** The growth step: each (member, day)'s valid bet so far and its points, the difference added to the balance. */
  const step = async (tx: Db, batch: GrowthBatch) => {
    const days = new Map<string, { merchantId: number; memberId: number; ref: string; validBet: bigint }>();
    for (const p of batch.play) {
      if (p.validBet <= 0n) continue;
      const ref = `earn:${p.day}`;
      const k = `${p.memberId}|${ref}`;
      const d = days.get(k) ?? { merchantId: p.merchantId, memberId: p.memberId, ref, validBet: 0n };
      d.validBet += p.validBet;
      days.set(k, d);
    }
    if (days.size === 0) return;
    const list = [...days.values()];
    const ratios = new Map(
      (await pointsTx.ratios(tx, [...new Set(list.map((d) => d.merchantId))])).map((r) => [
        r.merchant_id,
        { pointsPerUnit: r.points_per_unit, unit: toBig(r.points_unit) },
      ]),
    );
    const had = new Map(
      (await pointsTx.earnRows(tx, list)).map((r) => [`${r.member_id}|${r.ref}`, { basis: toBig(r.basis), points: toBig(r.points) }]),
    );
    const deltas = new Map<number, { memberId: number; merchantId: number; delta: bigint }>();
    const rows = list.map((d) => {
      const before = had.get(`${d.memberId}|${d.ref}`) ?? { basis: 0n, points: 0n };
      const ratio = ratios.get(d.merchantId) ?? DEFAULT_RATIO;
      const basis = before.basis + d.validBet;
      const points = pointsFor(basis, ratio.pointsPerUnit, ratio.unit);
      const m = deltas.get(d.memberId) ?? { memberId: d.memberId, merchantId: d.merchantId, delta: 0n };
      m.delta += points - before.points;
      deltas.set(d.memberId, m);
      return { ...d, basis, points };
    });
    const balances = new Map((await pointsTx.addBalances(tx, [...deltas.values()])).map((b) => [Number(b.member_id), toBig(b.balance)]));
    await pointsTx.upsertEarn(
      tx,
      rows.map((r) => ({ ...r, balanceAfter: balances.get(r.memberId) ?? 0n })),
    );
  };

  return { step };
};
