import { createMemberPoints } from './points-member.service';
import { createPointsEarning } from './points-earn.service';
import { createPointsOps } from './points-ops.service';
import { createPointsContext, type PointsDeps } from './points.context';

/** The ledger kind of points paid out as cash (a conversion, an approved cash item). */
export const POINTS_CASH_KIND = 'POINTS_CASH';

/**
 * The points mall (decision 014). Points are earned from valid bet by the growth consumer: one earning row per member
 * and merchant day holds that day's valid bet and the whole points it earned, so a batch adds only the difference
 * (no rounding lost, a replayed event dropped before it counts). Redeeming takes the points and one unit of stock in
 * one transaction and waits for an operator (a rejection gives both back); converting is one ledger transfer whose
 * transaction takes the points. Both ask the payment password first.
 */
export const createPointsService = (deps: PointsDeps) => {
  const ctx = createPointsContext(deps);
  return { ...createPointsEarning(), ...createMemberPoints(ctx), ...createPointsOps(ctx) };
};
export type PointsService = ReturnType<typeof createPointsService>;
