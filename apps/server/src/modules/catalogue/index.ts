/** The catalogue module's face: what other modules, the seed and app.ts may use. */
export { gameIcon, inMaintenance, uploadedIcon } from './catalogue.cards';
export { catalogueMedia } from './catalogue.media';
export type { MatchesPort } from './catalogue.matches';
export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService, type LiveTablesPort } from './catalogue.service';
