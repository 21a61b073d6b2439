import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

/**
 * Crawlers must get a whole document: a part that failed on the server fails their page, where a
 * browser renders it again itself. The server's page cache keys on this answer.
 */
export function rendersWholeDocument(userAgent: string): boolean {
  return isbot(userAgent);
}

/**
 * Renders the whole document into one buffer. The server sends a page in one compressed piece
 * (apps/server/src/http/pages/adapter.ts), so React's output is collected as it is written,
 * without a stream between the two (docs/decisions/024).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  const whole = rendersWholeDocument(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let shellRendered = false;
    // A render not done in time is aborted. The timer goes as soon as the render ends: until then it
    // holds the whole render (its request, tree and output), ~900 renders at 150 pages a second.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        // A crawler's document must be whole: an error inside it is a failed page. In a browser's,
        // React renders the failed part again in the browser. Errors before the shell reach the
        // error boundary; the others are logged.
        if (whole) responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    abortRender = abort;
  });
}
