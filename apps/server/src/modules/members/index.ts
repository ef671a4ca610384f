/** The members module's face: what other modules, the seed and app.ts may use. */
export { iconRoutes } from './icon.routes';
export { createIconService } from './icon.service';
