export { type IdentityStandin, type StandinOptions, createIdentityStandin } from './standin';
export type { Deliver } from './phone';
export * from './protocol';
