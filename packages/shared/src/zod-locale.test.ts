import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './schemas/account';

describe('zod messages', () => {
  // Each shared schema module loads the locale itself, so a bundle without schemas carries no zod.
  it('are Lithuanian once a shared schema is loaded', () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Gautas tipas skaičius, o tikėtasi - eilutė');
    expect(registerRequestSchema.safeParse({}).success).toBe(false);
  });
});
