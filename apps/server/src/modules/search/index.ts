export { searchBusinesses } from './search-businesses.ts';
export { listSearchPages } from './search-pages.ts';
