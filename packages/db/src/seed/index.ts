export * from './demo-accounts';
export * from './demo-businesses';
export * from './seed-demo-data';
