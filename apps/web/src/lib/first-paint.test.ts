import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, holdRequestsUntilPainted } from './first-paint';
import { sendJson } from './http';

/** A stand-in PerformanceObserver whose paint entries the test reports. */
function fakePaintObserver() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    disconnected = false;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push((names) => {
        if (!this.disconnected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      });
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (...names: string[]) => observers.forEach((report) => report(names)) };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('requests held until the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('go out at once when nothing holds them', async () => {
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('wait for the first contentful paint, not an earlier paint', async () => {
    const { paint } = fakePaintObserver();
    holdRequestsUntilPainted();
    expect(await settled(afterFirstPaint())).toBe(false);
    paint('first-paint');
    expect(await settled(afterFirstPaint())).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('go out after 300 ms when nothing is painted (a hidden tab)', async () => {
    vi.useFakeTimers();
    fakePaintObserver();
    holdRequestsUntilPainted();
    vi.advanceTimersByTime(299);
    expect(await settled(afterFirstPaint())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('hold the API client: its fetch starts once the page is painted', async () => {
    const { paint } = fakePaintObserver();
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    holdRequestsUntilPainted();
    const answer = sendJson('/api/v1/site/');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(await answer).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
