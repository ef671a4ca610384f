/** The points mall's face: earning from valid bet (a growth step), items, redemptions, conversion (decision 014). */
export { pointsRoutes } from './points.routes';
export { cashFor, createPointsService, type PasswordCheck, POINTS_CASH_KIND, pointsFor, type PointsService } from './points.service';
