import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateWithNonceHoles, gzipWithNonce } from './nonce-gzip.ts';
import { joinWithNonce, splitAtNonce } from './page-cache.ts';

/** A small deterministic generator, so every run checks the same pages. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function nonceFrom(next: () => number): string {
  return Array.from({ length: 22 }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
}

/** HTML-like text with the nonce in many places, next to text that shares pieces with it. */
function pageWith(nonce: string, next: () => number): string {
  const pieces: string[] = ['<!DOCTYPE html><html lang="lt"><head>'];
  for (let index = 0; index < 40; index += 1) {
    const roll = next();
    if (roll < 0.3) pieces.push(`<link rel="modulepreload" href="/assets/chunk-${index}.js" nonce="${nonce}"/>`);
    else if (roll < 0.45) pieces.push(`{"nonce":"${nonce}","n":${index}}`);
    else if (roll < 0.6) pieces.push(`<p>${nonce.slice(0, 1 + Math.floor(next() * 20))} ąčęėįšųūž</p>`);
    else if (roll < 0.7) pieces.push(nonce);
    else pieces.push(`<div class="m_${Math.floor(next() * 1e6).toString(16)}">Grožio salonas „Gintarė“ ${index}</div>`);
  }
  pieces.push('</html>');
  return pieces.join('');
}

describe('a page compressed once with holes for the nonce', () => {
  it('unzips to the page with the new nonce in every place, for many pages and nonces', () => {
    const next = random(20_261_122);
    for (let round = 0; round < 25; round += 1) {
      const renderNonce = nonceFrom(next);
      const parts = splitAtNonce(Buffer.from(pageWith(renderNonce, next)), renderNonce);
      const precompressed = deflateWithNonceHoles(parts, renderNonce.length);
      expect(precompressed, `round ${round}`).toBeDefined();
      for (let answer = 0; answer < 3; answer += 1) {
        const nonce = nonceFrom(next);
        const unzipped = gunzipSync(gzipWithNonce(precompressed!, parts, nonce));
        expect(unzipped.equals(joinWithNonce(parts, nonce)), `round ${round}, answer ${answer}`).toBe(true);
      }
    }
  });

  it('stays close in size to gzip of the whole page for a page shaped like ours (tens of kB, 36 nonces)', () => {
    const next = random(7);
    const nonce = nonceFrom(next);
    const links = Array.from(
      { length: 34 },
      (_, index) =>
        `<link rel="modulepreload" href="/assets/chunk-${index}-${nonceFrom(next).slice(0, 8)}.js" nonce="${nonce}"/>`,
    );
    const body = Array.from(
      { length: 400 },
      (_, index) =>
        `<div class="m_${Math.floor(next() * 1e8).toString(16)} mantine-Text-root" data-size="sm">Paslauga ${index}: ${Math.floor(next() * 100)} €, ${15 + (index % 8) * 15} min.</div>`,
    );
    const html = `<html><head>${links.join('')}</head><body>${body.join('')}<script nonce="${nonce}">window.__ctx={"nonce":"${nonce}"}</script></body></html>`;
    const parts = splitAtNonce(Buffer.from(html), nonce);
    expect(parts).toHaveLength(37);
    const precompressed = deflateWithNonceHoles(parts, nonce.length);
    const other = nonceFrom(next);
    const whole = gzipSync(joinWithNonce(parts, other), { level: 9 }).length;
    expect(gzipWithNonce(precompressed!, parts, other).length).toBeLessThan(whole * 1.3);
  });

  it('is not made for a page with no nonce, or with a byte the filler uses', () => {
    expect(deflateWithNonceHoles([Buffer.from('<p>be nonce</p>')], 22)).toBeUndefined();
    expect(deflateWithNonceHoles([Buffer.from('<p>\u0001</p>'), Buffer.from('<p>b</p>')], 22)).toBeUndefined();
  });

  it('refuses a nonce of another length than it was made for', () => {
    const parts = [Buffer.from('<script nonce="'), Buffer.from('">a</script>')];
    const precompressed = deflateWithNonceHoles(parts, 22);
    expect(() => gzipWithNonce(precompressed!, parts, 'trumpas')).toThrow();
  });
});
