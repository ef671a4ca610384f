export * from './merchants';
