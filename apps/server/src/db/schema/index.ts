export * from './merchants';
export * from './members';
export * from './ledger';
export * from './wallet';
