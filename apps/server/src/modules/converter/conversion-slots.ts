/**
 * At most `size` conversions run at once in this process; the others wait in arrival order.
 * Parsing is synchronous work on the event loop, so without a bound a burst of uploads would
 * hold up every other request, and each running conversion holds its file's working memory.
 */
export class ConversionSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Resolves with a release function once a slot is free; call it exactly once. */
  async take(): Promise<() => void> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `running` stays as it is.
      if (next) next();
      else this.running--;
    };
  }

  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * Upload bytes per client address and minute: a fixed one-minute window per address, counted
 * as the bytes arrive. Large uploads cost what they weigh, not one request each.
 */
export class ByteBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly bytesPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `bytes` for `address`; false when that goes over the minute's budget. */
  take(address: string, bytes: number): boolean {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, used: 0 };
      this.windows.set(address, window);
      this.forgetOld(now);
    }
    window.used += bytes;
    return window.used <= this.bytesPerMinute;
  }

  /** Seconds until the address's window ends (for Retry-After). */
  retryAfter(address: string): number {
    const window = this.windows.get(address);
    return window ? Math.max(1, Math.ceil((window.start + 60_000 - this.now()) / 1000)) : 1;
  }

  private forgetOld(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [address, window] of this.windows)
      if (now - window.start >= 60_000) this.windows.delete(address);
  }
}
