import type { Db } from '@vizitas/db';
import type { DomainEventBus } from './events.ts';

/**
 * What a command needs of the running app: the database, the domain events it emits once its
 * transaction has committed, and the clock (tests pin it). Queries take the database alone.
 */
export interface AppContext {
  readonly db: Db;
  readonly events: DomainEventBus;
  now(): Date;
}
