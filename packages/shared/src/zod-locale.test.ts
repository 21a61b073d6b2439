import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './index';

describe('zod messages', () => {
  it('are Lithuanian once the shared package is loaded', () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Gautas tipas skaičius, o tikėtasi - eilutė');
  });
});
