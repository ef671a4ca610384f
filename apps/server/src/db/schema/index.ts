export * from './merchants';
export * from './members';
export * from './catalogue';
export * from './notices';
export * from './accounts';
export * from './ledger';
export * from './wallet';
export * from './vendors';
