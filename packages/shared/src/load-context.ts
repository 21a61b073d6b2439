/**
 * What the server hands to every page loader. Pages read and change data only through
 * `api`, which calls the JSON API in-process with the visitor's cookies: one door to data.
 */
export interface ApiResult<T> {
  status: number;
  ok: boolean;
  data: T;
  /** Set-Cookie headers the API answered with, to pass on to the browser. */
  setCookie: string[];
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface PageLoadContext {
  api<T = unknown>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResult<T>>;
  /** The request's host name without port, lowercased. */
  host: string;
  /** Absolute origin of the request, e.g. `https://vizitas.lt`. */
  origin: string;
  /** Nonce for inline scripts allowed by the page's Content-Security-Policy. */
  cspNonce: string;
  /** Token the browser uses to report errors (`POST /api/public/log-an-error/{token}`). */
  errorReportToken: string;
  /** The server's VAPID public key (base64url): what the browser subscribes to web push with (docs/decisions/027). */
  webPushPublicKey: string;
  /**
   * On the server: takes the whole document the render wrote (`entry.server.tsx`), which the server
   * sends as it is — the Response then carries the status and headers and no body, so the page's
   * bytes do not go through a body stream and out again (docs/decisions/039).
   */
  keepDocument?(body: Uint8Array): void;
}
