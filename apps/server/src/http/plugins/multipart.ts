/**
 * `multipart/form-data` for the API (docs/decisions/026; issue 11 item 13): the seed's POST
 * helper sends a form, so every operation that takes a JSON body takes the same fields as a form
 * too, validated by the same schema; and the picture uploads read their file here.
 *
 * - An operation with a body schema: the form's text fields become the body before validation,
 *   each read as the schema's field expects — numbers, booleans (`true`/`false`, `on`, `1`/`0`),
 *   lists (the field repeated, or `name[]`), objects and lists as JSON text; an empty field of a
 *   field that may be null is null. A file in such a form is 400 `validation_failed`.
 * - An upload (`config.upload`): the route calls {@link withUpload}, which takes one file in the
 *   field `file` (15 MB at most: 413 `image_too_large`) and the text fields beside it, one upload
 *   of the process at a time.
 * Every text goes through the one character rule, as JSON bodies do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { appError, messages, type FieldErrors } from '@vizitas/shared';
import { placesBreakingCharacterRule } from '@vizitas/shared/text-characters';
import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_UPLOAD_BYTES } from '@vizitas/shared/schemas/admin/business-profile';
import { collectGarbage } from '#server/lib/collect-garbage.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a picture upload and reads the form itself ({@link readUpload}). */
    upload?: boolean;
  }
}

const LIMITS = {
  fileSize: MAX_IMAGE_UPLOAD_BYTES,
  files: 1,
  fields: 60,
  fieldSize: 64 * 1024,
  parts: 61,
  headerPairs: 200,
};

/** The multipart parser's own errors, in our codes. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return appError('image_too_large');
  if (code === 'FST_FILES_LIMIT') return appError('too_many_files');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return appError('payload_too_large');
  if (code === 'FST_PROTO_VIOLATION') return appError('validation_failed', { _: [messages.errors.invalid_request] });
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return appError('invalid_request');
  // busboy's own complaints about a malformed form ("Unexpected end of form", bad boundary…).
  if (
    error instanceof Error &&
    !(error as { statusCode?: unknown }).statusCode &&
    /form|boundary|multipart/i.test(error.message)
  ) {
    return appError('invalid_request');
  }
  return error;
}

function refuseBadCharacters(value: unknown): void {
  const places = placesBreakingCharacterRule(value);
  if (places.length === 0) return;
  const fields: FieldErrors = {};
  for (const place of places) (fields[place] ??= []).push(messages.form.badCharacters);
  throw appError('validation_failed', fields);
}

/**
 * A file part's bytes, copied as they come into `target` (the process's one upload buffer, reused
 * upload after upload: no 10 MB buffer is left for the garbage collector each time); 413
 * `image_too_large` past the limit (busboy stops at it and marks the part truncated).
 */
async function fileBytes(stream: AsyncIterable<Buffer> & { truncated?: boolean }, target: Buffer): Promise<Buffer> {
  let length = 0;
  for await (const chunk of stream) {
    const room = target.length - length;
    chunk.copy(target, length, 0, Math.min(room, chunk.length));
    length += Math.min(room, chunk.length);
  }
  if (stream.truncated) throw appError('image_too_large');
  return target.subarray(0, length);
}

/** The form's text fields, by name, each with every value it was sent. */
async function formFields(
  request: FastifyRequest,
  takeFile?: { into: Buffer; take: (file: Buffer) => void },
): Promise<Map<string, string[]>> {
  const fields = new Map<string, string[]>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!takeFile || part.fieldname !== IMAGE_UPLOAD_FIELD) {
          part.file.resume();
          throw appError('validation_failed', { [part.fieldname]: [messages.errors.unsupported_media_type] });
        }
        takeFile.take(await fileBytes(part.file, takeFile.into));
        continue;
      }
      const name = part.fieldname;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(name, [...(fields.get(name) ?? []), value]);
    }
  } catch (error) {
    throw multipartError(error);
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// A form read as the body schema expects it.

interface ZodNode {
  _zod: {
    def: { type: string; format?: string; innerType?: ZodNode; in?: ZodNode; element?: ZodNode; shape?: Record<string, ZodNode> };
  };
}

function isZod(value: unknown): value is ZodNode {
  return Boolean(value && typeof value === 'object' && '_zod' in value);
}

/** The schema under optional, nullable, default, pipes and transforms; whether null is allowed on the way. */
function unwrap(node: ZodNode): { node: ZodNode; nullable: boolean } {
  let nullable = false;
  let current = node;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    if (def.type === 'nullable') nullable = true;
    const next = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
      ? def.innerType
      : def.type === 'pipe'
        ? def.in
        : undefined;
    if (!next) break;
    current = next;
  }
  return { node: current, nullable };
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function scalar(type: string, format: string | undefined, text: string, nullable: boolean): unknown {
  // An empty field of a field that may be null is null — but a plain text stays '' (its schema decides).
  if (text === '' && nullable && (type !== 'string' || format !== undefined)) return null;
  switch (type) {
    case 'number':
    case 'int':
    case 'bigint':
      return text.trim() === '' ? text : Number(text);
    case 'boolean':
      if (['true', 'on', '1'].includes(text)) return true;
      if (['false', 'off', '0'].includes(text)) return false;
      return text;
    case 'object':
    case 'record':
    case 'tuple':
    case 'null':
      return json(text);
    default:
      return text;
  }
}

/** One field's values as its schema expects them. */
function fieldValue(schema: ZodNode | undefined, values: string[]): unknown {
  if (!schema) return values.length === 1 ? values[0] : values;
  const { node, nullable } = unwrap(schema);
  const type = node._zod.def.type;
  if (type === 'array') {
    if (values.length === 1 && values[0]!.trim().startsWith('[')) return json(values[0]!);
    const element = node._zod.def.element;
    return values.map((value) => (element ? fieldValue(element, [value]) : value));
  }
  return scalar(type, node._zod.def.format, values[values.length - 1]!, nullable);
}

/** The form as the body the route's schema validates (`name[]` is the list `name`). */
export function bodyFromForm(schema: unknown, fields: Map<string, string[]>): Record<string, unknown> {
  const shape = isZod(schema) ? unwrap(schema).node._zod.def.shape : undefined;
  const named = new Map<string, string[]>();
  for (const [field, values] of fields) {
    const name = field.endsWith('[]') ? field.slice(0, -2) : field;
    named.set(name, [...(named.get(name) ?? []), ...values]);
  }
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, values] of named)
    body[name] = fieldValue(shape && Object.hasOwn(shape, name) ? shape[name] : undefined, values);
  return { ...body };
}

// ---------------------------------------------------------------------------------------------

export interface Upload {
  file: Buffer;
  /** The text fields sent beside it (the last value of each). */
  fields: Record<string, string>;
}

/**
 * The picture of an upload route and its text fields. 415 `unsupported_media_type` when the
 * request is no form, 400 `file_required` without a file (or an empty one), 413 `image_too_large`
 * over the limit; nothing is kept of a refused upload.
 */
async function readUpload(request: FastifyRequest, into: Buffer): Promise<Upload> {
  if (!request.isMultipart()) throw appError('unsupported_media_type');
  let file: Buffer | undefined;
  const fields = await formFields(request, {
    into,
    take: (buffer) => {
      file = buffer;
    },
  });
  const values = Object.fromEntries([...fields].map(([name, list]) => [name, list[list.length - 1]!]));
  refuseBadCharacters(values);
  if (!file || file.length === 0) throw appError('file_required', { [IMAGE_UPLOAD_FIELD]: [messages.errors.file_required] });
  return { file, fields: values };
}

/** How many uploads this process reads and re-encodes at once; the others wait, their bytes still in the network's buffers. */
export const UPLOADS_AT_ONCE = 1;
let uploading = 0;
const waitingUploads: Array<() => void> = [];
/** The upload buffers, one per upload at once, made on first use (pages are touched only as bytes come). */
const uploadBuffers: Buffer[] = [];

/**
 * Reads an upload route's picture and fields ({@link readUpload}) and runs `work` with them, one
 * upload at a time in this process (docs/decisions/026): a waiting upload is not read yet, so four
 * 10 MB photos at once hold one in memory, and a picture's decoding takes one of the two cores,
 * never both (bookings and pages go on beside it).
 */
export async function withUpload<T>(request: FastifyRequest, work: (upload: Upload) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw appError('unsupported_media_type');
  if (uploading >= UPLOADS_AT_ONCE) await new Promise<void>((resolve) => waitingUploads.push(resolve));
  uploading++;
  const buffer = uploadBuffers.pop() ?? Buffer.allocUnsafeSlow(MAX_IMAGE_UPLOAD_BYTES);
  try {
    // `work` is done with the bytes when it settles: nothing it keeps points into the buffer
    // (what is stored are new files sharp wrote).
    return await work(await readUpload(request, buffer));
  } finally {
    uploadBuffers.push(buffer);
    // The upload's network chunks are garbage now: collected at once, not when 64 MB piled up.
    collectGarbage('major');
    uploading--;
    waitingUploads.shift()?.();
  }
}

async function multipartPlugin(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
  // Before the character rule and the schema: the form becomes the body they check.
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.routeOptions.config.upload) return;
    request.body = bodyFromForm(request.routeOptions.schema?.body, await formFields(request));
  });
}

export default fp(multipartPlugin, { name: 'multipart-forms', dependencies: ['errors'] });
