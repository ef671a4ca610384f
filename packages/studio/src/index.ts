export * from './engines/index';
export * from './protocol';
