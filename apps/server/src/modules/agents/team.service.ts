import type { Db, Reads } from '../../db/client';
import { createTeamIncome } from './team-income.service';
import { createTeamReports } from './team-reports.service';
import { createTeamContext } from './team.context';

/** The agent centre's reports: every read is of the caller's own team (closure table) and of the read model. */
export const createTeamService = (deps: { db: Db; reads?: Reads; now?: () => Date }) => {
  const ctx = createTeamContext(deps);
  return { teamMember: ctx.teamMember, ...createTeamReports(ctx), ...createTeamIncome(ctx) };
};
export type TeamService = ReturnType<typeof createTeamService>;
