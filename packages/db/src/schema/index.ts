export * from './users';
export * from './businesses';
export * from './catalog';
export * from './client-error-reports';
export * from './relations';
export * from './booking';
export * from './auth';
export * from './customer';
