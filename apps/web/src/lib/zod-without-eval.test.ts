import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zod-without-eval';

describe('zod without eval', () => {
  it('parses object schemas without calling Function (the CSP has no unsafe-eval)', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ email: z.email(), count: z.number().int() });
    expect(schema.parse({ email: 'a@example.com', count: 2 })).toEqual({ email: 'a@example.com', count: 2 });
    expect(schema.safeParse({ email: 'x', count: 2 }).success).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
    spy.mockRestore();
  });
});
