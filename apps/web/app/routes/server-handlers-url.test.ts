/**
 * The server's loaders and actions get the request as it came (React Router's
 * `future.v8_passThroughRequests`, docs/decisions/041): on a client-side navigation its URL is the
 * data request's, `/path.data?_routes=…`. What a page means by its address is the `url` argument,
 * so no server loader or action reads `request.url`, nor hands the request to a helper that does.
 * (A `clientLoader` runs in the browser, where the request is the page's own: it may.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = path.dirname(new URL(import.meta.url).pathname);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The text of each exported `loader` and `action` (up to the next top-level declaration). */
function serverHandlers(source: string): { name: string; body: string }[] {
  const handlers: { name: string; body: string }[] = [];
  const start = /^export (?:async )?function (loader|action)\b/gm;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const rest = source.slice(match.index);
    const end = rest.slice(1).search(/^(?:export |function |const |async function )/m);
    handlers.push({ name: match[1]!, body: end === -1 ? rest : rest.slice(0, end + 1) });
  }
  return handlers;
}

/** Local helpers a handler passes its whole request to, and whether they read its URL. */
function helpersReadingUrl(source: string): string[] {
  const names: string[] = [];
  const helper = /^(?:export )?(?:const (\w+) = \((\w+): Request\)|(?:async )?function (\w+)\((\w+): Request\b)/gm;
  for (let match = helper.exec(source); match; match = helper.exec(source)) {
    const name = match[1] ?? match[3]!;
    const parameter = match[2] ?? match[4]!;
    const rest = source.slice(match.index);
    const end = rest.slice(1).search(/^(?:export |function |const )/m);
    const body = end === -1 ? rest : rest.slice(0, end + 1);
    if (body.includes(`${parameter}.url`)) names.push(name);
  }
  return names;
}

describe('server loaders and actions read the url argument', () => {
  const files = routeFiles(ROUTES);

  it('finds the route modules and their handlers', () => {
    const handlers = files.flatMap((file) => serverHandlers(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(handlers.filter((handler) => handler.name === 'loader').length).toBeGreaterThanOrEqual(20);
    expect(handlers.filter((handler) => handler.name === 'action').length).toBeGreaterThanOrEqual(8);
  });

  it('sees a handler that reads request.url, and one that passes the request to a helper that does', () => {
    const direct = 'export async function loader({ request }) {\n  return new URL(request.url).search;\n}\n';
    expect(serverHandlers(direct)[0]!.body).toContain('request.url');
    const viaHelper = "const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t');\n";
    expect(helpersReadingUrl(viaHelper)).toEqual(['tokenOf']);
    const clientOnly = 'export async function clientLoader({ request }) {\n  return new URL(request.url).search;\n}\n';
    expect(serverHandlers(clientOnly)).toEqual([]);
  });

  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const handlers = serverHandlers(source);
    if (handlers.length === 0) continue;
    it(path.relative(ROUTES, file), () => {
      const helpers = helpersReadingUrl(source);
      for (const handler of handlers) {
        expect(handler.body, `${handler.name} reads request.url`).not.toMatch(/\brequest\.url\b/);
        for (const name of helpers)
          expect(handler.body, `${handler.name} calls ${name}(request)`).not.toContain(`${name}(request`);
      }
    });
  }
});
