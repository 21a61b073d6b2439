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
});
