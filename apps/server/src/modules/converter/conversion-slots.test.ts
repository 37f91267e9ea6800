import { describe, expect, it } from 'vitest';
import { ByteBudget, ConversionSlots } from './conversion-slots.js';

describe('ConversionSlots', () => {
  it('lets `size` conversions run and queues the rest in arrival order', async () => {
    const slots = new ConversionSlots(2);
    const first = await slots.take();
    const second = await slots.take();
    const order: string[] = [];
    const third = slots.take().then((release) => (order.push('third'), release));
    const fourth = slots.take().then((release) => (order.push('fourth'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(slots.queued).toBe(2);

    first();
    first(); // a second call of the same release frees nothing more
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect(slots.queued).toBe(1);
    second();
    (await fourth)();
    releaseThird();
    expect(order).toEqual(['third', 'fourth']);
    // All free again: two take at once without waiting.
    await Promise.all([slots.take(), slots.take()]);
    expect(slots.queued).toBe(0);
  });
});

describe('ByteBudget', () => {
  it('counts bytes per address and minute', () => {
    let now = 0;
    const budget = new ByteBudget(1000, () => now);
    expect(budget.take('a', 600)).toBe(true);
    expect(budget.take('b', 1000)).toBe(true);
    expect(budget.take('a', 400)).toBe(true);
    expect(budget.take('a', 1)).toBe(false);
    expect(budget.retryAfter('a')).toBe(60);
    now = 59_000;
    expect(budget.take('a', 1)).toBe(false);
    now = 60_000;
    expect(budget.take('a', 1000)).toBe(true);
  });
});
