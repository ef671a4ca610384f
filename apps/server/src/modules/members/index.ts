/** The members module's face: what other modules, the seed and app.ts may use. */
export { memberRoutes } from './member.routes';
