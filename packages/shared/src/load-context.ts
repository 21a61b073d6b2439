import type { ContractInput, ContractOutput, EndpointContract } from './api/contract.ts';

/**
 * What the server hands to every page loader. Pages read and change data only through the API's
 * operations, by contract: `call(contract, input)` (`./api/`), which the server runs in process
 * for the page's visitor and the browser fetches: one door to data.
 */
export interface ApiResult<T> {
  status: number;
  ok: boolean;
  data: T;
  /** Set-Cookie headers the API answered with, to pass on to the browser. */
  setCookie: string[];
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A contract's input, which may be left out when the operation takes none. */
export type CallInput<C extends EndpointContract> =
  object extends ContractInput<C> ? [input?: ContractInput<C>] : [input: ContractInput<C>];

export interface PageLoadContext {
  /** Calls an operation by its contract: the answer is of the contract's output. */
  call<C extends EndpointContract>(contract: C, ...input: CallInput<C>): Promise<ApiResult<ContractOutput<C>>>;
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
