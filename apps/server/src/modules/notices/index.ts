/** The notices module's face: what other modules, the seed and app.ts may use. */
export { noticesRoutes } from './notices.routes';
export { createNoticesService, type NoticesService } from './notices.service';
