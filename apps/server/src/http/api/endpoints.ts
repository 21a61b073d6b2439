import type { Endpoint } from '../endpoint.ts';
import { adminEndpoints } from './admin/index.ts';
import { publicAreaEndpoints } from './public/index.ts';
import { operatorEndpoints } from './operator/index.ts';
import { userEndpoints } from './user/index.ts';

/**
 * Every endpoint the API mounts from a contract, area by area (each area's `index.ts` lists and
 * mounts its own): what the pages' in-process caller can call (`../pages/caller.ts`).
 */
export const apiEndpoints: readonly Endpoint[] = [
  ...publicAreaEndpoints,
  ...userEndpoints,
  ...adminEndpoints,
  ...operatorEndpoints,
];
