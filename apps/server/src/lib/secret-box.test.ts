import { describe, expect, it } from 'vitest';
import { open, seal, secretBoxKey } from './secret-box.ts';

describe('secret box', () => {
  const key = secretBoxKey('bandymo-paslaptis');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = seal(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(open(key, a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses another key, tampering and foreign values', () => {
    const sealed = seal(key, 'paslaptis');
    expect(open(secretBoxKey('kita'), sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(open(key, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(open(key, 'JBSWY3DPEHPK3PXP')).toBeNull();
    expect(open(key, 'v1...')).toBeNull();
  });

  it('derives the same key for the same secret and purpose, another for another, and no caller can change it', () => {
    const again = secretBoxKey('bandymo-paslaptis');
    expect(again.equals(key)).toBe(true);
    expect(secretBoxKey('bandymo-paslaptis', 'unsubscribe-v1').equals(key)).toBe(false);
    expect(secretBoxKey('kita-paslaptis').equals(key)).toBe(false);
    again.fill(0);
    expect(secretBoxKey('bandymo-paslaptis').equals(key)).toBe(true);
    expect(open(secretBoxKey('bandymo-paslaptis'), seal(key, 'vėl'))).toBe('vėl');
  });
});
