/** The sessions module's face: what other modules, the seed and app.ts may use. */
export { sessionRoutes } from './session.routes';
export { type AuthContext, createSessionService, hashToken, IDLE_MS, type SessionService } from './session.service';
