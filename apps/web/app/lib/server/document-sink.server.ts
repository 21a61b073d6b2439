/**
 * Where the server's render writes the document (`entry.server.tsx`): React's Bun build hands its
 * destination strings (and bytes, were any written), and this keeps them in order and joins them
 * once at the end — one UTF-8 encoding of the page instead of one byte view per piece of markup
 * (docs/decisions/039). It is the part of a Node writable stream React's `pipe` uses: `write` (never
 * asks it to wait), `end`, `on`, and `destroy` when the render fails.
 */
export class DocumentSink {
  #parts: Array<string | Uint8Array> = [];
  #bytesWritten = false;
  #settled = false;

  constructor(
    private readonly onDocument: (document: Buffer<ArrayBuffer>) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  write(chunk: string | Uint8Array): boolean {
    if (typeof chunk !== 'string') this.#bytesWritten = true;
    this.#parts.push(chunk);
    return true;
  }

  end(): void {
    if (this.#settled) return;
    this.#settled = true;
    const parts = this.#parts;
    this.#parts = [];
    this.onDocument(
      this.#bytesWritten
        ? Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)))
        : Buffer.from(parts.join(''), 'utf8'),
    );
  }

  destroy(error?: unknown): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#parts = [];
    this.onError(error ?? new Error('the document render was cancelled'));
  }

  /** React listens for `drain`, `error` and `close`: none of them ever comes from here. */
  on(): this {
    return this;
  }

  /** This sink as the writable stream React's `pipe` is typed to take. */
  destination(): NodeJS.WritableStream {
    return this as unknown as NodeJS.WritableStream;
  }
}
