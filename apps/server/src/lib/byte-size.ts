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

/** A plain object's header: its map, properties and elements pointers (64-bit, no pointer compression). */
const OBJECT_HEADER = 24;
/** A field, an array element, a map slot's pointer. */
const SLOT = 8;
/** An array: the JSArray (map, properties, elements, length) and its elements' store header. */
const ARRAY_HEADER = 48;
/** A string's header (map, hash, length); its characters are then rounded up to 8 bytes. */
const STRING_HEADER = 16;
/** An ArrayBuffer, its backing store's record and the view on it. */
const BUFFER_OVERHEAD = 96;
/** A Map or Set with its hash table, empty, and what each entry adds (key, value, chain, bucket). */
const MAP_HEADER = 184;
const MAP_ENTRY = 36;
/** A number that is not a small integer: a heap number of its own. */
const HEAP_NUMBER = 16;
/** A Date with its cached fields. */
const DATE = 112;
const MAX_DEPTH = 32;

/** The bytes V8 keeps for a string: one a character when all are Latin-1, two otherwise. */
export function stringBytes(text: string): number {
  let bytesPerCharacter = 1;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0xff) {
      bytesPerCharacter = 2;
      break;
    }
  }
  return STRING_HEADER + Math.ceil((bytesPerCharacter * text.length) / 8) * 8;
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
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : HEAP_NUMBER;
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
  if (value instanceof Date) return DATE;
  if (Array.isArray(value)) {
    let bytes = value.length === 0 ? OBJECT_HEADER + SLOT : ARRAY_HEADER + SLOT * value.length;
    for (const item of value) bytes += walk(item, depth + 1);
    return bytes;
  }
  if (value instanceof Map) {
    let bytes = MAP_HEADER + MAP_ENTRY * value.size;
    for (const [key, item] of value) bytes += walk(key, depth + 1) + walk(item, depth + 1);
    return bytes;
  }
  if (value instanceof Set) {
    let bytes = MAP_HEADER + MAP_ENTRY * value.size;
    for (const item of value) bytes += walk(item, depth + 1);
    return bytes;
  }
  let bytes = OBJECT_HEADER;
  for (const key in value) {
    bytes += SLOT + walk((value as Record<string, unknown>)[key], depth + 1);
  }
  return bytes;
}
