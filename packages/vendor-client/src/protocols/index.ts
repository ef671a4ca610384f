/** The simulators of real vendors' protocols (issue 34): one line per vendor. */
export type * from './types';
export { EVOLUTION_TEST_API_TOKEN, EVOLUTION_TEST_AUTH_TOKEN, EVOLUTION_TEST_CASINO_KEY, evolutionSim, evolutionWire } from './evolution';
export { PRAGMATIC_TEST_PROVIDER_ID, PRAGMATIC_TEST_SECRET_KEY, pragmaticSim, pragmaticSimForm, pragmaticSimHash } from './pragmatic';
export { REDTIGER_TEST_API_KEY, REDTIGER_TEST_CASINO, REDTIGER_TEST_RECON_TOKEN, redtigerSim, redtigerWire } from './redtiger';
export * from './caleta';
