/** The catalogue module's face: what other modules, the seed and app.ts may use. */
export { gameIcon, inMaintenance, uploadedIcon } from './catalogue.cards';
export { catalogueMedia } from './catalogue.media';
export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService, type LiveTablesPort } from './catalogue.service';
