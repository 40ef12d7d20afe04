export * from './envelope';
export * from './paths';
export * from './types';
export * from './limits';
export * from './audit';
export * from './payoutBatches';
export * from './claims';
