/** The system module's face: what other modules, the seed and app.ts may use. */
export { systemRoutes } from './system.routes';
export { createSystemService, type SystemService } from './system.service';
