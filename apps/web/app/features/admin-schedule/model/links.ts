/** The schedule pages' links, by route name, carrying the page's `?verslas=` (decision 004). */
import { generatePath, type RouteName, type RouteParams } from '@vizitas/shared';

export function adminLink(name: RouteName, business: string | null, params: RouteParams = {}): string {
  return generatePath(name, business ? { ...params, slug: business } : params);
}

/** The query parameters the create pages take to start with a specialist and a date. */
export const CREATE_PARAMS = { specialist: 'specialistas', date: 'data' } as const;
