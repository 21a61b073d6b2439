import zlib from 'node:zlib';

/**
 * A cached page compressed once, with holes where the nonce goes: every answer from the cache
 * writes its fresh nonce into the holes and a new checksum, instead of compressing ~50 KB of
 * HTML again (about 1 ms of CPU per page with brotli, nearly all of a cached answer's cost).
 *
 * How: one raw deflate stream over the page, in which each nonce is written as a stored
 * (uncompressed) block, so its bytes stand verbatim at a known offset of the output. While
 * compressing, the nonce's place holds a placeholder of control bytes that occur nowhere else
 * in the page and are all different, so any back-reference the compressor makes into a
 * placeholder is a copy of the same placeholder byte into another placeholder: after the
 * holes are filled with a new nonce, such a copy yields the new nonce's byte, as it should.
 * Every result is checked by inflating it once with another nonce; a page that fails the
 * check (or holds a placeholder byte itself) simply gets no precompressed form.
 */
export interface NonceGzip {
  /** Raw deflate data of the page, placeholders at `holes`. */
  deflated: Buffer;
  /** Offsets in `deflated` where the nonce's bytes go. */
  holes: number[];
  nonceLength: number;
}

/** Control bytes other than tab, line feed and carriage return: never in our HTML, all distinct. */
const PLACEHOLDER_BYTES = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18,
  0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];
const PLACEHOLDER_SET = new Set(PLACEHOLDER_BYTES);
const LEVEL = 9;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff]);

function holdsPlaceholderByte(part: Buffer): boolean {
  for (const byte of part) if (PLACEHOLDER_SET.has(byte)) return true;
  return false;
}

async function deflateAroundPlaceholders(parts: readonly Buffer[], placeholder: Buffer): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: LEVEL, memLevel: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  let failure: Error | undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    deflate.once('error', (error: Error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const ended = new Promise<void>((resolve) => deflate.once('end', resolve));
  const setLevel = (level: number) =>
    Promise.race([new Promise<void>((resolve) => deflate.params(level, zlib.constants.Z_DEFAULT_STRATEGY, resolve)), failed]);
  for (const [index, part] of parts.entries()) {
    deflate.write(part);
    if (index === parts.length - 1) break;
    // Level 0 writes stored blocks: the placeholder lands verbatim in the output.
    await setLevel(0);
    deflate.write(placeholder);
    await setLevel(LEVEL);
  }
  deflate.end();
  await Promise.race([ended, failed]);
  if (failure) throw failure;
  return Buffer.concat(chunks);
}

/** The page as deflate data with nonce holes, or undefined when it cannot be done safely. */
export async function deflateWithNonceHoles(parts: readonly Buffer[], nonceLength: number): Promise<NonceGzip | undefined> {
  if (parts.length < 2 || nonceLength < 1 || nonceLength > PLACEHOLDER_BYTES.length) return undefined;
  if (parts.some(holdsPlaceholderByte)) return undefined;
  const placeholder = Buffer.from(PLACEHOLDER_BYTES.slice(0, nonceLength));
  const deflated = await deflateAroundPlaceholders(parts, placeholder);
  const holes: number[] = [];
  for (let at = deflated.indexOf(placeholder); at !== -1; at = deflated.indexOf(placeholder, at + placeholder.length))
    holes.push(at);
  if (holes.length !== parts.length - 1) return undefined;

  const result: NonceGzip = { deflated, holes, nonceLength };
  const probe = 'Z'.repeat(nonceLength);
  const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [Buffer.from(probe), part])));
  const inflated = zlib.inflateRawSync(fillHoles(result, probe));
  return inflated.equals(expected) ? result : undefined;
}

function fillHoles(page: NonceGzip, nonce: string): Buffer {
  const filled = Buffer.from(page.deflated);
  for (const hole of page.holes) filled.write(nonce, hole, 'latin1');
  return filled;
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

/** Whether an Accept-Encoding header allows gzip (named with q > 0, or `*` when gzip is not named). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let any: boolean | undefined;
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') any = allowed;
  }
  return any ?? false;
}
