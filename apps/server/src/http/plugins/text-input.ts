import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError, messages, type FieldErrors } from '@vizitas/shared';
import { placesBreakingCharacterRule } from '@vizitas/shared/text-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body may hold any text: the route makes every string storable itself (the
     * browser's error reports quote whatever a page met). Its path and query are still checked.
     */
    keepsAnyText?: boolean;
  }
}

/** A percent-encoded query whose bytes are no UTF-8 (e.g. `%ED%A0%80`, a lone surrogate): the parser would keep it raw. */
function hasUndecodableQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return false;
  for (const part of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return true;
    }
  }
  return false;
}

/** The places of a request's input that break the character rule, as field errors. */
function badCharacters(request: FastifyRequest): FieldErrors | null {
  const fields: FieldErrors = {};
  const mark = (place: string): void => {
    (fields[place] ??= []).push(messages.form.badCharacters);
  };
  placesBreakingCharacterRule(request.params).forEach(mark);
  placesBreakingCharacterRule(request.query).forEach(mark);
  if (hasUndecodableQuery(request.url)) mark('_');
  if (!request.routeOptions.config.keepsAnyText) placesBreakingCharacterRule(request.body).forEach(mark);
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The one character rule (`@vizitas/shared/text-characters`) over every string the API takes:
 * path parameters, the query and the parsed body are walked before the route's schema runs, and
 * a NUL, another control character (tabs and line breaks aside) or a lone surrogate anywhere is
 * 400 `validation_failed` with the place named and nothing read or written — so no such string
 * ever reaches a query (PostgreSQL stores no NUL; its JSON takes no lone surrogate).
 */
async function textInputPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const fields = badCharacters(request);
    if (fields) throw appError('validation_failed', fields);
  });
}

export default fp(textInputPlugin, { name: 'text-input', dependencies: ['errors'] });
