import { describe, expect, it } from 'vitest';
import { embedSnippets } from './embed-snippets';

describe('embedSnippets', () => {
  const input = {
    businessName: 'Grožio studija „Aistė“',
    bookingUrl: 'https://studija-aiste.lt/naujas-vizitas',
    embedUrl: 'https://vizitas.lt/naujas-vizitas/studija-aiste/iterpti',
  };

  it('a button to the booking page, opened in a new tab, styled inline', () => {
    const { button } = embedSnippets(input);
    expect(button).toMatch(/^<a href="https:\/\/studija-aiste\.lt\/naujas-vizitas" target="_blank" rel="noopener" style="[^"]+">Registruotis internetu<\/a>$/);
  });

  it('a frame of the embed page, titled with the business, lazily loaded', () => {
    const { frame } = embedSnippets(input);
    expect(frame).toContain('src="https://vizitas.lt/naujas-vizitas/studija-aiste/iterpti"');
    expect(frame).toContain('title="Registracija internetu – Grožio studija „Aistė“"');
    expect(frame).toContain('loading="lazy"');
    expect(frame.endsWith('></iframe>')).toBe(true);
  });

  it('escapes what the business typed: a name cannot break out of the attribute', () => {
    const { frame } = embedSnippets({ ...input, businessName: '"><script>alert(1)</script>' });
    expect(frame).not.toContain('<script>');
    expect(frame).toContain('&quot;&gt;&lt;script&gt;');
  });
});
