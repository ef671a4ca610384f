/** The geo module's face: what other modules, the seed and app.ts may use. */
export { countryOf } from './geoip';
export { evaluateRegion, isValidRangeRule } from './region';
