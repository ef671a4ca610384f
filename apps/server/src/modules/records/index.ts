/** The records module's face: what other modules, the seed and app.ts may use. */
export { recordsRoutes } from './records.routes';
export { createRecordsService } from './records.service';
