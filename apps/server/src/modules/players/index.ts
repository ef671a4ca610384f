/** The players module's face: the back office's player search and 360 view (issue 29). */
export { playersRoutes } from './players.routes';
export { createPlayersService, type PlayersService } from './players.service';
