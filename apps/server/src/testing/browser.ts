import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The origin `app.inject` requests have (its default Host is `localhost:80`). */
export const TEST_ORIGIN = 'http://localhost:80';

export interface BrowserRequest {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send no `Origin` (a non-browser client). */
  noOrigin?: boolean;
  remoteAddress?: string;
}

/**
 * A browser for API tests: keeps the cookies the API sets and sends them back, and sends the
 * `Origin` a same-site page would (the CSRF check wants it on state-changing requests).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: InjectOptions['method'], url: string, options: BrowserRequest = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.noOrigin ? {} : { origin: TEST_ORIGIN }), ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie && !headers.cookie) headers.cookie = cookie;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const cleared =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.parse('2000-01-01'));
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: BrowserRequest) {
    return this.request('GET', url, options);
  }
  post(url: string, body?: unknown, options: BrowserRequest = {}) {
    return this.request('POST', url, { ...options, body: body ?? {} });
  }
  patch(url: string, body?: unknown, options: BrowserRequest = {}) {
    return this.request('PATCH', url, { ...options, body: body ?? {} });
  }
  delete(url: string, options?: BrowserRequest) {
    return this.request('DELETE', url, options);
  }
}

/** A mutable clock for `createTestApp({ now })`: tests move it, nothing reads the machine's. */
export class TestClock {
  constructor(private current: Date) {}
  now = (): Date => new Date(this.current.getTime());
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
