/** The growth modules' face for app.ts and the tests: services, the shared consumer, routes, jobs. */
export { createGrowth, type Growth, GROWTH_CONSUMER } from './growth';
