/**
 * What a cached value weighs, in bytes, for the caches' byte budgets (docs/decisions/036).
 *
 * Strings and buffers are counted exactly as V8 and Node keep them (a string of Latin-1
 * characters one byte a character, any other two; a buffer its bytes). An object graph — a
 * catalogue's rows, a parsed answer — is estimated once, when it is kept, by walking it with the
 * sizes of V8's layout on a 64-bit machine: a header per object, array or map, 8 bytes per field or
 * element, the strings and nested objects counted where they are met. A string or object reached
 * twice is counted twice (an over-estimate, never an under-one); the walk stops at a depth of 32.
 */

/** V8's header of a heap object with its map pointer, properties and elements (64-bit, no pointer compression). */
const OBJECT_HEADER = 24;
/** A field, an array element, a map slot's pointer. */
const SLOT = 8;
/** A string's header (map, hash, length). */
const STRING_HEADER = 16;
/** An ArrayBuffer, its backing store's record and the view on it. */
const BUFFER_OVERHEAD = 96;
/** A hash table entry of a Map or Set (key, value, chain) beyond its slots. */
const MAP_ENTRY = 3 * SLOT;
const MAX_DEPTH = 32;

/** The bytes V8 keeps for a string: one a character when all are Latin-1, two otherwise. */
export function stringBytes(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0xff) return STRING_HEADER + 2 * text.length;
  }
  return STRING_HEADER + text.length;
}

/** The estimated bytes of a value kept in memory: strings and buffers exactly, objects by their layout. */
export function estimateBytes(value: unknown): number {
  return walk(value, 0);
}

function walk(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'number':
      // Small integers live in their slot; other numbers are a heap number of their own.
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : 16;
    case 'bigint':
      return 24;
    case 'object':
      break;
    default:
      return 0;
  }
  if (value === null || depth > MAX_DEPTH) return 0;
  if (ArrayBuffer.isView(value)) return BUFFER_OVERHEAD + value.byteLength;
  if (value instanceof ArrayBuffer) return BUFFER_OVERHEAD + value.byteLength;
  if (value instanceof Date) return OBJECT_HEADER + SLOT;
  if (Array.isArray(value)) {
    let bytes = OBJECT_HEADER + SLOT * value.length;
    for (const item of value) bytes += walk(item, depth + 1);
    return bytes;
  }
  if (value instanceof Map) {
    let bytes = OBJECT_HEADER + (SLOT + MAP_ENTRY) * value.size;
    for (const [key, item] of value) bytes += walk(key, depth + 1) + walk(item, depth + 1);
    return bytes;
  }
  if (value instanceof Set) {
    let bytes = OBJECT_HEADER + (SLOT + MAP_ENTRY) * value.size;
    for (const item of value) bytes += walk(item, depth + 1);
    return bytes;
  }
  let bytes = OBJECT_HEADER;
  for (const key in value) {
    bytes += SLOT + walk((value as Record<string, unknown>)[key], depth + 1);
  }
  return bytes;
}
