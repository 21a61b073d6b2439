import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/core/context.ts';

const contexts = new WeakMap<object, AppContext>();

/** The commands' context of this app (one per app, shared by its plugin scopes). */
export function contextOf(app: FastifyInstance): AppContext {
  let context = contexts.get(app.events);
  if (!context) {
    context = Object.freeze({ db: app.database.db, events: app.events, now: () => app.now() });
    contexts.set(app.events, context);
  }
  return context;
}

/** The picture commands' context: the app's, and the uploads' file store (docs/decisions/026). */
export function mediaContextOf(app: FastifyInstance): AppContext & { files: FastifyInstance['files'] } {
  return { ...contextOf(app), files: app.files };
}
