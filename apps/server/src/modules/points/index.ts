/** The points mall's face: earning from valid bet (a growth step), items, redemptions, conversion (decision 014). */
export { pointsRoutes } from './points.routes';
export { pointsFor } from './points-earn.service';
export { cashFor } from './points-member.service';
export type { PasswordCheck } from './points.context';
export { createPointsService, POINTS_CASH_KIND, type PointsService } from './points.service';
