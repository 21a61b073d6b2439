/**
 * First-load JavaScript of a page: the scripts its server HTML loads (`<script src>`,
 * `<link rel="modulepreload">`, and the modules an inline `<script type="module">` imports),
 * plus whatever those import statically, measured as gzip from the built files in
 * apps/web/build/client. Dynamic `import()` (lazy chunks) is not first load and not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CLIENT_BUILD_DIR = path.resolve(import.meta.dirname, '../../apps/web/build/client');

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Static import specifiers of (minified) module code: `import "x"`, `import … from "x"`, `export … from "x"`. */
export function staticImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])([^"'\n]+)\1/g)) found.push(match[2]!);
  return found;
}

/** Dynamic `import("x")` specifiers with a literal argument. */
export function dynamicImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bimport\(\s*(["'])([^"'\n]+)\1\s*\)/g)) found.push(match[2]!);
  return found;
}

export interface PageScripts {
  /** URLs of scripts the HTML names, in order, each once. */
  urls: string[];
  /** Bytes of inline script code (part of the HTML, not counted as JS files). */
  inlineBytes: number;
}

/**
 * The scripts a page's HTML loads. An inline module's static imports and its `import("…")`
 * calls both count: React Router starts hydration with `import("/assets/entry.client…")` from an
 * inline module, which is first-load code even though it is written as a dynamic import.
 */
export function scriptsOfHtml(html: string): PageScripts {
  const urls: string[] = [];
  const add = (url: string) => {
    if (url && !urls.includes(url)) urls.push(url);
  };
  let inlineBytes = 0;
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[2]!);
    if (match[1]!.toLowerCase() === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') && attributes.get('href')) add(attributes.get('href')!);
      continue;
    }
    const src = attributes.get('src');
    if (src) {
      add(src);
      continue;
    }
    const type = (attributes.get('type') ?? '').toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue; // JSON-LD, data
    const start = match.index! + match[0].length;
    const end = html.indexOf('</script>', start);
    const code = html.slice(start, end < 0 ? undefined : end);
    inlineBytes += Buffer.byteLength(code);
    if (type === 'module') for (const specifier of [...staticImportsOf(code), ...dynamicImportsOf(code)]) add(specifier);
  }
  return { urls, inlineBytes };
}

export interface FileSize {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** True when found only by following static imports (the HTML did not name it). */
  viaImport: boolean;
}

export interface FirstLoadSize {
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
  inlineBytes: number;
  /** Script URLs that are not in the build (other origins, or missing files). */
  unresolved: string[];
}

/** `/assets/x.js?v=1` on `pageUrl`'s origin → a file inside `clientDir`, or null. */
export function fileOfUrl(url: string, pageUrl: string, clientDir: string): string | null {
  const resolved = new URL(url, pageUrl);
  if (resolved.origin !== new URL(pageUrl).origin) return null;
  const file = path.resolve(clientDir, `.${decodeURIComponent(resolved.pathname)}`);
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) return null;
  return file;
}

export function gzipSize(content: Buffer): number {
  return gzipSync(content).length; // zlib default level, as Vite reports gzip sizes
}

/** Sizes of the page's scripts and their static imports, read from the build. */
export function firstLoadSize(html: string, pageUrl: string, clientDir = CLIENT_BUILD_DIR): FirstLoadSize {
  const { urls, inlineBytes } = scriptsOfHtml(html);
  const files: FileSize[] = [];
  const seen = new Set<string>();
  const unresolved: string[] = [];
  const queue = urls.map((url) => ({ url: new URL(url, pageUrl).href, viaImport: false }));
  while (queue.length > 0) {
    const { url, viaImport } = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = fileOfUrl(url, pageUrl, clientDir);
    if (!file) {
      unresolved.push(url);
      continue;
    }
    const content = readFileSync(file);
    files.push({ url: new URL(url).pathname, bytes: content.length, gzipBytes: gzipSize(content), viaImport });
    for (const specifier of staticImportsOf(content.toString('utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        queue.push({ url: new URL(specifier, url).href, viaImport: true });
    }
  }
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    inlineBytes,
    unresolved,
  };
}
