import zlib from 'node:zlib';

/**
 * A cached page compressed once, with holes where the nonce goes: every answer from the cache
 * writes its fresh nonce into the holes and a new checksum, instead of compressing ~50 KB of
 * HTML again (about 1 ms of CPU per page with brotli, nearly all of a cached answer's cost).
 *
 * How: the HTML between the nonces is compressed piece by piece into one raw deflate stream
 * (each piece flushed to a byte boundary, the last one finishing it), and each nonce goes in
 * between as a stored — uncompressed — block, so its bytes stand verbatim at a known offset.
 * Each piece is compressed with the text before it as the preset dictionary, so it still
 * refers back to earlier HTML as one stream would. In that dictionary the nonces are filler
 * bytes of the same length that never occur in the page, so no back-reference can land in a
 * nonce: whatever nonce is written into the holes, every reference copies the same HTML.
 * The result is checked once by inflating it with another nonce; a page that fails the check
 * (or holds a filler byte itself) simply gets no precompressed form.
 */
export interface NonceGzip {
  /** Raw deflate data of the page, filler at `holes`. */
  deflated: Buffer;
  /** Offsets in `deflated` where the nonce's bytes go. */
  holes: number[];
  nonceLength: number;
}

/** Control bytes other than tab, line feed and carriage return: never in our HTML. */
const FILLER_BYTES = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18,
  0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];
const FILLER_SET = new Set(FILLER_BYTES);
/** Deflate refers back at most 32 KiB. */
const WINDOW = 32_768;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff]);

function holdsFillerByte(part: Buffer): boolean {
  for (const byte of part) if (FILLER_SET.has(byte)) return true;
  return false;
}

/** The last 32 KiB of what came before, `next` included. */
function slide(window: Buffer, next: Buffer): Buffer {
  const joined = Buffer.concat([window, next]);
  return joined.length > WINDOW ? joined.subarray(joined.length - WINDOW) : joined;
}

/** The page as deflate data with nonce holes (about 2 ms for 50 kB), or undefined when it cannot be done safely. */
export function deflateWithNonceHoles(parts: readonly Buffer[], nonceLength: number): NonceGzip | undefined {
  if (parts.length < 2 || nonceLength < 1 || nonceLength > FILLER_BYTES.length) return undefined;
  if (parts.some(holdsFillerByte)) return undefined;
  const filler = Buffer.from(FILLER_BYTES.slice(0, nonceLength));
  // A stored block that is not the last: header bits 000 (byte-aligned), LEN and its complement.
  const storedHeader = Buffer.alloc(5);
  storedHeader.writeUInt16LE(nonceLength, 1);
  storedHeader.writeUInt16LE(~nonceLength & 0xffff, 3);

  const chunks: Buffer[] = [];
  const holes: number[] = [];
  let length = 0;
  let window: Buffer = Buffer.alloc(0);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const compressed = zlib.deflateRawSync(part, {
      level: 9,
      memLevel: 9,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(window.length > 0 ? { dictionary: window } : {}),
    });
    chunks.push(compressed);
    length += compressed.length;
    window = slide(window, part);
    if (last) break;
    chunks.push(storedHeader, filler);
    holes.push(length + storedHeader.length);
    length += storedHeader.length + filler.length;
    window = slide(window, filler);
  }

  const result: NonceGzip = { deflated: Buffer.concat(chunks), holes, nonceLength };
  const probe = 'Z'.repeat(nonceLength);
  const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [Buffer.from(probe), part])));
  const filled = Buffer.from(result.deflated);
  for (const hole of holes) filled.write(probe, hole, 'latin1');
  return zlib.inflateRawSync(filled).equals(expected) ? result : undefined;
}

/** The gzip answer of the page with this nonce (`parts` are the page's HTML around the nonces). */
export function gzipWithNonce(page: NonceGzip, parts: readonly Buffer[], nonce: string): Buffer {
  if (nonce.length !== page.nonceLength) throw new Error('nonce length differs from the precompressed page');
  const nonceBytes = Buffer.from(nonce, 'latin1');
  let crc = 0;
  let size = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    crc = zlib.crc32(part, crc);
    size += part.length;
  }
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + page.deflated.length + 8);
  GZIP_HEADER.copy(out, 0);
  page.deflated.copy(out, GZIP_HEADER.length);
  for (const hole of page.holes) nonceBytes.copy(out, GZIP_HEADER.length + hole);
  out.writeUInt32LE(crc >>> 0, out.length - 8);
  out.writeUInt32LE(size >>> 0, out.length - 4);
  return out;
}
