import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicImportsOf, fileOfUrl, firstLoadSize, gzipSize, scriptsOfHtml, staticImportsOf } from './frontend-size';

// The shape React Router 7 renders: modulepreload links, an inline module that imports the
// route modules and starts the entry with import(), plus scripts that are not module code.
const HTML = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n"/>
<link rel="stylesheet" href="/assets/root-C.css"/>
<link rel="preload" as="image" href="/logo.png"/>
<script type="application/ld+json">{"@context":"https://schema.org","x":"import \\"/assets/not-code.js\\""}</script>
</head><body>
<script nonce="n">window.__ctx = {};</script>
<script nonce="n" type="module" async="">import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/about-E.js";
window.__manifest = {};
import("/assets/entry.client-A.js");</script>
<script src="https://example.com/analytics.js" defer></script>
</body></html>`;

describe('scriptsOfHtml', () => {
  it('finds modulepreloads, script sources and the imports of inline modules, each once', () => {
    const { urls, inlineBytes } = scriptsOfHtml(HTML);
    expect(urls).toEqual([
      '/assets/entry.client-A.js',
      '/assets/chunk-B.js',
      '/assets/root-D.js',
      '/assets/about-E.js',
      'https://example.com/analytics.js',
    ]);
    expect(inlineBytes).toBeGreaterThan(100);
  });

  it('ignores stylesheets, other preloads and JSON-LD', () => {
    const { urls } = scriptsOfHtml(HTML);
    expect(urls.some((url) => url.endsWith('.css') || url.endsWith('.png') || url.includes('not-code'))).toBe(false);
  });
});

describe('import scanning of minified code', () => {
  it('sees static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{j as a}from"./jsx-runtime-X.js";import"./side-Y.js";export*from"./re-Z.js";const l=()=>import("./lazy-W.js");';
    expect(staticImportsOf(code)).toEqual(['./jsx-runtime-X.js', './side-Y.js', './re-Z.js']);
    expect(dynamicImportsOf(code)).toEqual(['./lazy-W.js']);
  });
});

describe('firstLoadSize', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vizitas-size-test-'));
    mkdirSync(path.join(dir, 'assets'));
    const files: Record<string, string> = {
      'entry.client-A.js': 'import{a}from"./chunk-B.js";import"./hidden-F.js";console.log(a);',
      'chunk-B.js': 'export const a=1;' + 'x'.repeat(2000),
      'root-D.js': 'import{a}from"./chunk-B.js";export default a;',
      'about-E.js': 'const l=()=>import("./lazy-G.js");export default l;',
      'hidden-F.js': 'console.log("only reached through an import");',
      'lazy-G.js': 'export default "lazy";'.repeat(100),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), content);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sums the gzip sizes of the page scripts and their static imports, not lazy chunks', () => {
    const size = firstLoadSize(HTML, 'http://localhost:3400/apie/x', dir);
    const names = size.files.map((file) => path.basename(file.url)).sort();
    expect(names).toEqual(['about-E.js', 'chunk-B.js', 'entry.client-A.js', 'hidden-F.js', 'root-D.js']);
    expect(size.files.find((file) => file.url.endsWith('hidden-F.js'))?.viaImport).toBe(true);
    expect(size.files.find((file) => file.url.endsWith('chunk-B.js'))?.viaImport).toBe(false);
    expect(size.gzipBytes).toBe(size.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(size.gzipBytes).toBeLessThan(size.bytes);
    expect(size.unresolved).toEqual(['https://example.com/analytics.js']);
  });

  it('maps only same-origin URLs to files inside the build', () => {
    const page = 'http://localhost:3400/apie/x';
    expect(fileOfUrl('/assets/chunk-B.js?v=1', page, dir)).toBe(path.join(dir, 'assets', 'chunk-B.js'));
    expect(fileOfUrl('/assets/../../etc/passwd', page, dir)).toBeNull();
    expect(fileOfUrl('/assets/missing.js', page, dir)).toBeNull();
    expect(fileOfUrl('https://cdn.example.com/assets/chunk-B.js', page, dir)).toBeNull();
  });

  it('measures gzip of the bytes', () => {
    expect(gzipSize(Buffer.from('a'.repeat(10_000)))).toBeLessThan(100);
  });
});
