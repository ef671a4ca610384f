/** The missions module's face: daily and weekly missions from the growth read model, their rewards, the leaderboard. */
export { missionsRoutes } from './missions.routes';
export { createMissionsService, type MissionsService } from './missions.service';
