export * from './merchants';
export * from './members';
