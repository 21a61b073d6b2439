export * from './brand';
export * from './constants';
export * from './error-codes';
export * from './errors';
export * from './messages';
export * from './routes';
export * from './taxonomy';
export * from './toast';
