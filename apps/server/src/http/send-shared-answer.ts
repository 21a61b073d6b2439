import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from '#server/lib/accept-encoding.ts';
import { COMPRESS_FROM_BYTES, type SharedAnswer } from '#server/lib/shared-answer.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a shared answer in the coding the request prefers (identity when it accepts none or the answer is short). */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer): FastifyReply {
  reply.header('content-type', JSON_TYPE).header('vary', 'accept-encoding');
  const coding =
    answer.json.length >= COMPRESS_FROM_BYTES && request.headers['x-no-compression'] === undefined
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  if (coding === undefined) return reply.send(answer.json);
  return reply.header('content-encoding', coding).send(answer.encoded(coding));
}

/**
 * Sends an answer that is already JSON text (written by the database, docs/decisions/042) as it
 * is: the route's response schema is not run over it again; compression is as for any answer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('content-type', JSON_TYPE).send(json);
}
