import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, appError, messages, type ErrorBody, type ErrorCode, type FieldErrors } from '@vizitas/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's error answers also carry the code as `errorCode` (the seed reads `success, errorCode`). */
    answersErrorCode?: boolean;
  }
}

/** Fastify's own error codes that are the client's fault, mapped to our stable codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

function fieldErrorsFromValidation(error: { validation: { instancePath: string; message?: string }[] }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fields[key] ??= []).push(issue.message ?? '');
  }
  return fields;
}

/** Turns any thrown value into the one error shape of the API. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return appError('validation_failed', fieldErrorsFromValidation(error));
  }
  const fastifyError = error as Partial<FastifyError> | null;
  // A path with percent-escapes that are no UTF-8 (e.g. a lone surrogate's bytes): the character rule.
  if (fastifyError?.code === 'FST_ERR_BAD_URL') return appError('validation_failed', { _: [messages.form.badCharacters] });
  if (fastifyError && typeof fastifyError.code === 'string') {
    const mapped = FASTIFY_CLIENT_ERRORS[fastifyError.code];
    if (mapped) return appError(mapped);
    if (fastifyError.code === 'FST_ERR_VALIDATION' && Array.isArray(fastifyError.validation)) {
      return appError('validation_failed', fieldErrorsFromValidation(fastifyError as never));
    }
  }
  if (fastifyError && fastifyError.statusCode === 429) return appError('rate_limited');
  if (
    fastifyError &&
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    if (fastifyError.statusCode === 404) return appError('not_found');
    if (fastifyError.statusCode === 413) return appError('payload_too_large');
    if (fastifyError.statusCode === 415) return appError('unsupported_media_type');
    return appError('invalid_request');
  }
  return null;
}

export function sendError(reply: FastifyReply, error: AppError, requestId?: string): FastifyReply {
  const body: ErrorBody = { success: false, code: error.code, message: error.message };
  if (reply.request?.routeOptions?.config?.answersErrorCode) body.errorCode = error.code;
  if (error.fields) body.fields = error.fields;
  if (requestId) body.requestId = requestId;
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's `frameworkErrors`: what it refuses before any route runs (a path it cannot decode). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, toAppError(error) ?? appError('invalid_request'));
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = isResponseSerializationError(error) ? null : toAppError(error);
    if (known && known.status < 500) return sendError(reply, known);
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(reply, known ?? appError('internal_error'), request.id);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, appError('not_found')));
}

export default fp(errorsPlugin, { name: 'errors' });
