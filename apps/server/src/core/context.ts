import type { Db } from '@vizitas/db';
import type { DomainEventBus } from './events.ts';
import type { FileStore } from './file-store.ts';
import type { Shelf } from './shelf.ts';

/** What the services write to the app's log (the app's pino logger has this shape). */
export interface Log {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/**
 * What a cached read needs of the running app: the database and the app's caches (core/shelf.ts).
 * Plain queries take the database alone.
 */
export interface ReadContext {
  readonly db: Db;
  readonly caches: Shelf;
}

/**
 * What a command needs of the running app: the database and the app's caches, the domain events
 * it emits once its transaction has committed, and the clock (tests pin it).
 */
export interface CommandContext extends ReadContext {
  readonly events: DomainEventBus;
  now(): Date;
}

/**
 * The services the composition root adds to the app's context — its configuration, the job
 * queue, the mailer. Their types live in the layers above core/ (config.ts, jobs/, modules/mail),
 * which core may not import: `app.ts` declares them into this interface (declaration merging).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app.ts (see above)
export interface AppServices {}

/**
 * The app's one context, built once in `app.ts` and handed to every endpoint (`app.context`):
 * the command context, the app's log, the uploads' file store (docs/decisions/026) and the
 * services of {@link AppServices}.
 */
export interface AppContext extends CommandContext, AppServices {
  readonly log: Log;
  readonly files: FileStore;
}
