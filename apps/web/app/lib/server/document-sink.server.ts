/**
 * Where the server's render writes the document (`entry.server.tsx`): React's Bun build hands its
 * destination strings (and bytes, were any written), and this keeps them in order and encodes them
 * once at the end — one UTF-8 encoding of the page instead of one byte view per piece of markup
 * (docs/decisions/039). It is the part of a Node writable stream React's `pipe` uses: `write` (never
 * asks it to wait), `end`, `on`, and `destroy` when the render fails.
 */
export class DocumentSink {
  /**
   * The page so far, one string grown by each chunk (V8 keeps it as a rope until it is encoded):
   * React writes a page as thousands of small strings; kept in an array and joined, the array's
   * growth and the join allocated more (~500–650 kB against ~370 for 8,000 chunks) and took longer
   * (docs/decisions/040).
   */
  #text = '';
  /** Bytes written (React's Bun build writes none): the text before them, then them, in order. */
  #pieces: Array<string | Uint8Array> = [];
  #settled = false;

  constructor(
    private readonly onDocument: (document: Buffer<ArrayBuffer>) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  write(chunk: string | Uint8Array): boolean {
    if (typeof chunk === 'string') this.#text += chunk;
    else {
      this.#pieces.push(this.#text, chunk);
      this.#text = '';
    }
    return true;
  }

  end(): void {
    if (this.#settled) return;
    this.#settled = true;
    const text = this.#text;
    const pieces = this.#pieces;
    this.#text = '';
    this.#pieces = [];
    this.onDocument(
      pieces.length === 0
        ? Buffer.from(text, 'utf8')
        : Buffer.concat([...pieces, text].map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece))),
    );
  }

  destroy(error?: unknown): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#text = '';
    this.#pieces = [];
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
