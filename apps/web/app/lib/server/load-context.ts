import type { PageLoadContext } from '@vizitas/shared/load-context';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}

export type { PageLoadContext };
