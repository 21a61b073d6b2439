import { describe, expect, it, vi } from 'vitest';
import { canShareNatively, linkToShare, shareLink } from './share';

describe('linkToShare', () => {
  it('is the page address when the link is empty', () => {
    expect(linkToShare('', 'https://vizitas.lt/apie/studija')).toBe('https://vizitas.lt/apie/studija');
    expect(linkToShare('   ', 'https://vizitas.lt/apie/studija')).toBe('https://vizitas.lt/apie/studija');
    expect(linkToShare(null, 'https://vizitas.lt/apie/studija')).toBe('https://vizitas.lt/apie/studija');
    expect(linkToShare('https://studija.lt/apie', 'https://vizitas.lt/x')).toBe('https://studija.lt/apie');
  });
});

describe('shareLink', () => {
  it('shares natively with the business name and link when it can', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(canShareNatively({ share, writeText })).toBe(true);
    expect(await shareLink('Studija „Aistė“', 'https://vizitas.lt/apie/studija-aiste', { share, writeText })).toBe('native');
    expect(share).toHaveBeenCalledWith({ title: 'Studija „Aistė“', url: 'https://vizitas.lt/apie/studija-aiste' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without native sharing', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(canShareNatively({ writeText })).toBe(false);
    expect(await shareLink('Studija', 'https://vizitas.lt/apie/s', { writeText })).toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('https://vizitas.lt/apie/s');
  });

  it('gives null when sharing is cancelled or copying fails, and does not fall back after a cancel', async () => {
    const writeText = vi.fn(async () => undefined);
    const cancelled = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await shareLink('S', 'u', { share: cancelled, writeText })).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareLink('S', 'u', { writeText: async () => Promise.reject(new Error('denied')) })).toBeNull();
    expect(await shareLink('S', 'u', {})).toBeNull();
  });
});
