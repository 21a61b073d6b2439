import { isbot } from 'isbot';
// React's Bun build of the server renderer: the same renderer as the Node build, but it hands its
// destination strings, where the Node build encodes every small piece of markup into a byte view
// of its own (docs/decisions/039). `document-sink.server.test.ts` renders pages with both and compares.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { DocumentSink } from '~/lib/server/document-sink.server';

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
 * without a stream between the two (docs/decisions/024), and handed to the server through the load
 * context (docs/decisions/039).
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
    let shellRendered = false;
    // A render not done in time is aborted. The timer goes as soon as the render ends: until then it
    // holds the whole render (its request, tree and output), ~900 renders at 150 pages a second.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const sink = new DocumentSink(
      (document) => {
        clearTimeout(timer);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (loadContext.keepDocument) {
          // The server takes the bytes as they are; the Response says how to send them.
          loadContext.keepDocument(document);
          resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
        } else resolve(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink.destination());
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
