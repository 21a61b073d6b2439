import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';

/** The markup, without the line breaks between block elements. */
const html = (body: string) => renderToStaticMarkup(createElement(ArticleBody, { body })).replace(/>\n</g, '><');

describe('ArticleBody: a help article in Markdown, rendered safely', () => {
  it('renders paragraphs, numbered steps, lists, emphasis and links', () => {
    const out = html('Atidarykite **Tvarkaraštis**.\n\n1. Nustatykite darbo laiką.\n2. Pridėkite pertraukas.\n\n- viena\n- kita\n\n[Pagalba](/administratorius/pagalba/sarasas)');
    expect(out).toContain('<strong>Tvarkaraštis</strong>');
    expect(out).toContain('<ol><li>Nustatykite darbo laiką.</li><li>Pridėkite pertraukas.</li></ol>');
    expect(out).toContain('<ul><li>viena</li><li>kita</li></ul>');
    expect(out).toContain('<a href="/administratorius/pagalba/sarasas">Pagalba</a>');
  });

  it('renders no script, no raw HTML and no javascript: link', () => {
    const out = html(
      '<script>alert(1)</script>\n\nTekstas <b onclick="alert(2)">paryškintas</b> <img src=x onerror=alert(3)>\n\n[spauskite](javascript:alert(4)) ![x](data:image/svg+xml,abc) <a href="javascript:alert(5)">nuoroda</a>',
    );
    expect(out).not.toMatch(/<script|<b\b|<img|onerror|onclick|javascript:|data:image/i);
    expect(out).toContain('paryškintas');
    expect(out).toContain('spauskite');
  });

  it('opens links to other sites in a new tab without the opener', () => {
    expect(html('[Vizitas](https://example.lt/a)')).toContain('<a href="https://example.lt/a" target="_blank" rel="noopener noreferrer">Vizitas</a>');
  });
});
