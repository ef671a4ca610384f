/** The game-admin module's face: the back office's catalogue of games and vendors (issue 32). */
export { gameAdminRoutes } from './game-admin.routes';
export { createGameAdminService, type GameAdminDeps, type GameAdminService, windowFrom } from './game-admin.service';
export { sniffIcon } from './game-icon';
