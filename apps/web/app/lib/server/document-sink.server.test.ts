import { Writable } from 'node:stream';
import { createElement as h, Suspense, use, type ReactNode } from 'react';
import * as nodeRenderer from 'react-dom/server';
import * as bunRenderer from 'react-dom/server.bun';
import { describe, expect, it } from 'vitest';
import { DocumentSink } from './document-sink.server';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q';

/** A page with what documents hold: a head, an inline script, escaping, long text, Lithuanian letters, data waited for. */
function page(data: Promise<string[]>): ReactNode {
  function Late(): ReactNode {
    const rows = use(data);
    return h('ul', null, ...rows.map((row, i) => h('li', { key: i, 'data-row': i, className: 'vz-row' }, row)));
  }
  return h(
    'html',
    { lang: 'lt' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Vizitai – Ąžuolų g. 5')),
    h(
      'body',
      null,
      h('script', { nonce: NONCE, dangerouslySetInnerHTML: { __html: 'window.__x={"a":"<\\/script>"}' } }),
      h('p', { title: 'Kainos "nuo" 10 € & <daugiau>' }, 'Čia ėčęįšųūž ', h('b', null, 'ąĄ'), ' & <ne žymė>'),
      h('p', null, 'Ilgas aprašymas. '.repeat(250)),
      h(Suspense, { fallback: h('p', null, 'Kraunama…') }, h(Late)),
      ...Array.from({ length: 150 }, (_, i) =>
        h('a', { key: i, href: `/apie/salonas-${i}?paslauga=${i}&diena=2026-12-01` }, `Salonas Nr. ${i}`),
      ),
    ),
  );
}

function rows(): Promise<string[]> {
  return new Promise((resolve) => setTimeout(() => resolve(['Kirpimas', 'Manikiūras', 'Blakstienų priauginimas']), 5));
}

function renderWithNodeBuild(tree: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = nodeRenderer.renderToPipeableStream(tree, {
      nonce: NONCE,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

function renderWithBunBuild(tree: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = new DocumentSink(resolve, reject);
    const { pipe } = bunRenderer.renderToPipeableStream(tree, {
      nonce: NONCE,
      onAllReady: () => pipe(sink.destination()),
      onShellError: reject,
    });
  });
}

describe('the document sink and the string-writing renderer', () => {
  it('give byte for byte the document React’s Node build writes', async () => {
    const fromNode = await renderWithNodeBuild(page(rows()));
    const fromBun = await renderWithBunBuild(page(rows()));
    expect(fromNode.length).toBeGreaterThan(5_000);
    expect(fromBun.toString('utf8')).toContain('Blakstienų priauginimas');
    expect(fromBun.toString('utf8')).toContain('Ąžuolų');
    expect(fromBun.equals(fromNode)).toBe(true);
  });

  it('keeps strings and bytes in the order written and joins them once at the end', () => {
    const documents: Buffer[] = [];
    const sink = new DocumentSink(
      (document) => documents.push(document),
      () => undefined,
    );
    expect(sink.write('<p>ą')).toBe(true);
    sink.write(new TextEncoder().encode('ž</p>'));
    sink.write('<i>ė</i>');
    expect(documents).toEqual([]);
    sink.end();
    sink.end();
    expect(documents.map((document) => document.toString('utf8'))).toEqual(['<p>ąž</p><i>ė</i>']);
  });

  it('keeps thousands of chunks in order, with bytes among them', () => {
    for (const count of [511, 512, 513, 1024, 1500]) {
      const documents: Buffer[] = [];
      const sink = new DocumentSink(
        (document) => documents.push(document),
        () => undefined,
      );
      const chunks = Array.from({ length: count }, (_, index) => (index % 7 === 0 ? `<b>š${index}</b>` : `${index},`));
      for (const [index, chunk] of chunks.entries()) {
        sink.write(chunk);
        if (index === 600) sink.write(new TextEncoder().encode('|ų|'));
      }
      sink.end();
      const expected = chunks.slice(0, 601).join('') + (count > 600 ? '|ų|' : '') + chunks.slice(601).join('');
      expect(documents.map((document) => document.toString('utf8'))).toEqual([expected]);
    }
  });

  it('reports a cancelled render once and gives no document after it', () => {
    const documents: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new DocumentSink(
      (document) => documents.push(document),
      (error) => errors.push(error),
    );
    sink.write('<html>');
    const failure = new Error('nutraukta');
    sink.destroy(failure);
    sink.destroy(new Error('antrą kartą'));
    sink.end();
    expect(errors).toEqual([failure]);
    expect(documents).toEqual([]);
  });
});
