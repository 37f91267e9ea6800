/** Upper bounds applied while reading one coding file. All are configurable per call. */
export interface Limits {
  /** Largest accepted input file, in bytes. */
  readonly maxFileBytes: number;
  /** Most modules (ECUs) one file may contain. */
  readonly maxModules: number;
  /** Most codings (domains) one module may contain. */
  readonly maxCodingsPerModule: number;
  /** Largest coding, in bytes of decoded data (not hex digits). */
  readonly maxCodingBytes: number;
}

export const DEFAULT_LIMITS: Limits = Object.freeze({
  maxFileBytes: 10 * 1024 * 1024,
  maxModules: 1000,
  maxCodingsPerModule: 256,
  maxCodingBytes: 64 * 1024,
});

/** Fills in defaults so callers may override only the limits they care about. */
export function resolveLimits(overrides?: Partial<Limits>): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const value = overrides?.[key];
    // A bad override must not silently disable a limit (NaN compares false with everything).
    if (value !== undefined && Number.isSafeInteger(value) && value >= 0) limits[key] = value;
  }
  return limits;
}

/** "10 MiB", "64 KiB" or "1500 bytes": limits read the way people set them. */
export function formatBytes(bytes: number): string {
  const mib = 1024 * 1024;
  if (bytes >= mib && bytes % mib === 0) return `${bytes / mib} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
