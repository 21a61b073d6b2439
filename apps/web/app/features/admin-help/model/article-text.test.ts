import { describe, expect, it } from 'vitest';
import { articleBlocks } from './article-text';

describe('articleBlocks', () => {
  it('splits paragraphs at blank lines and joins their lines', () => {
    expect(articleBlocks('Pirma eilutė\ntęsinys.\n\nAntra pastraipa.')).toEqual([
      { kind: 'paragraph', text: 'Pirma eilutė tęsinys.' },
      { kind: 'paragraph', text: 'Antra pastraipa.' },
    ]);
  });

  it('gathers numbered steps and bullets into lists, a paragraph between them ending the list', () => {
    expect(articleBlocks('Kaip:\n1. Atidarykite.\n2. Spauskite.\nTada:\n- viena\n- kita\r\n\n3. Vėl')).toEqual([
      { kind: 'paragraph', text: 'Kaip:' },
      { kind: 'steps', items: ['Atidarykite.', 'Spauskite.'] },
      { kind: 'paragraph', text: 'Tada:' },
      { kind: 'bullets', items: ['viena', 'kita'] },
      { kind: 'steps', items: ['Vėl'] },
    ]);
  });

  it('keeps markup as text (it is rendered as text, never as HTML)', () => {
    expect(articleBlocks('<b>ne</b>')).toEqual([{ kind: 'paragraph', text: '<b>ne</b>' }]);
    expect(articleBlocks('')).toEqual([]);
  });

  it('keeps markup and links as the characters typed: blocks of text, never HTML to insert', () => {
    const blocks = articleBlocks(
      '<script>alert(1)</script>\n\n- [spauskite](javascript:alert(1))\n- <img src=x onerror=alert(1)>',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'bullets', items: ['[spauskite](javascript:alert(1))', '<img src=x onerror=alert(1)>'] },
    ]);
  });
});
