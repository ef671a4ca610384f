import { createMemberMissions } from './missions-member.service';
import { createMissionsOps } from './missions-ops.service';
import { createMissionsStep } from './missions-step.service';
import { createMissionsContext, type MissionsDeps } from './missions.context';

/**
 * Missions and the leaderboard (decision 019). Progress is read from the growth read model that the one growth
 * consumer keeps from `bet.settled`, `deposit.credited` and `member.logged_in` (a replayed event is dropped there, so
 * nothing counts twice). The consumer's step issues a completed mission's reward to the reward centre once per
 * (mission, member, period) — key `mission:<id>:<member>:<period start>` — and a claim is the reward centre's
 * ledger-keyed claim: of claims sent at once one pays, the others answer `mission.claimed`.
 */
export const createMissionsService = (deps: MissionsDeps) => {
  const ctx = createMissionsContext(deps);
  return { ...createMissionsStep(ctx), ...createMemberMissions(ctx), ...createMissionsOps(ctx) };
};
export type MissionsService = ReturnType<typeof createMissionsService>;
