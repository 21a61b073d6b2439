import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page';
import { notificationTarget, pushMessageOf } from './push-message';

const ORIGIN = 'https://vizitas.lt';

describe('a push', () => {
  it('shows its title and text; keeps its link and tag', () => {
    expect(pushMessageOf(() => ({ title: 'Grožio studija Aistė', body: 'Patvirtino', href: '/vizitai/studija-aiste', tag: 'n1' }))).toEqual({
      title: 'Grožio studija Aistė',
      body: 'Patvirtino',
      href: '/vizitai/studija-aiste',
      tag: 'n1',
    });
  });
  it('without a readable payload, or without a title or text, shows nothing', () => {
    expect(
      pushMessageOf(() => {
        throw new SyntaxError('not JSON');
      }),
    ).toBeNull();
    expect(pushMessageOf(() => undefined)).toBeNull();
    expect(pushMessageOf(() => ({ body: 'be antraštės' }))).toBeNull();
    expect(pushMessageOf(() => ({ title: 'Be teksto' }))).toBeNull();
  });
});

describe('a click on its notification', () => {
  it('opens its href on this site', () => {
    expect(notificationTarget('/vizitai/studija-aiste', ORIGIN)).toBe('https://vizitas.lt/vizitai/studija-aiste');
    expect(notificationTarget('/administratorius/vizitai/1/redaguoti?verslas=a', ORIGIN)).toBe(
      'https://vizitas.lt/administratorius/vizitai/1/redaguoti?verslas=a',
    );
  });
  it('never another site: the home page instead', () => {
    expect(notificationTarget('https://kitas.example/x', ORIGIN)).toBe('https://vizitas.lt/');
    expect(notificationTarget('//kitas.example/x', ORIGIN)).toBe('https://vizitas.lt/');
    expect(notificationTarget(42, ORIGIN)).toBe('https://vizitas.lt/');
  });
});

describe('the offline page', () => {
  it('is Lithuanian: "Nėra ryšio", with a way to try again and no script', () => {
    const html = offlinePageHtml();
    expect(html).toContain('<html lang="lt">');
    expect(html).toContain('<title>Nėra ryšio</title>');
    expect(html).toContain('<h1>Nėra ryšio</h1>');
    expect(html).toContain('Bandyti dar kartą');
    expect(html).not.toContain('<script');
  });
});
