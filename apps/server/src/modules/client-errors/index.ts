export { canListClientErrorReports } from './policy.ts';
export { listClientErrorReports } from './queries.ts';
export { listErrorGroups, resolveErrorGroup } from './groups.ts';
export { storeClientErrorReport } from './store-client-error-report.ts';
