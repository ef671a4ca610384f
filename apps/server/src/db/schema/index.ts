export * from './merchants';
export * from './members';
export * from './accounts';
export * from './ledger';
export * from './wallet';
