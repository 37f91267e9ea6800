/**
 * File and folder names for the archive. Input only ever contributes a single sanitised name
 * component, never a path: a hostile upload name or module name cannot escape its folder.
 */

const MAX_NAME_CHARS = 100;
// Characters Windows, macOS or zip tools treat specially, plus every control/format character
// (format characters include bidi overrides that disguise extensions).
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]/gu;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
export const SUPPORTED_EXTENSIONS = ['.vrx', '.vcx', '.sgde'] as const;

/** The last component of an uploaded name; browsers and tools may send either separator. */
export function baseName(uploaded: string): string {
  const parts = uploaded.split(/[/\\]/);
  return parts[parts.length - 1] ?? '';
}

/** The lower-case extension including the dot, or '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The base name without its extension: "example.vrx" → "example". */
export function stemOf(uploaded: string): string {
  const base = baseName(uploaded);
  const ext = extensionOf(base);
  return ext ? base.slice(0, -ext.length) : base;
}

/**
 * One safe name component: no separators, no control characters, no "..", no leading or
 * trailing dots/spaces, bounded length. Returns '' when nothing usable is left; idempotent.
 */
export function sanitizeName(raw: string, maxChars = MAX_NAME_CHARS): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/gu, ' ')
    .replace(/\.{2,}/g, '.');
  const name = truncate(trimDotsAndSpaces(cleaned), maxChars);
  // "CON.aed" and friends are device names on Windows and cannot be created there.
  return WINDOWS_DEVICE.test(name) ? truncate(`_${name}`, maxChars) : name;
}

function truncate(name: string, maxChars: number): string {
  return trimDotsAndSpaces([...name].slice(0, maxChars).join(''));
}

function trimDotsAndSpaces(name: string): string {
  return name.replace(/^[.\s]+|[.\s]+$/gu, '');
}

/**
 * Hands out unique names: the first "HU55" stays "HU55", later ones become "HU55_2", "HU55_3"…
 * Comparison ignores case because the archive may be unpacked on a case-insensitive disk.
 */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(private readonly fallback: string) {}

  allocate(raw: string, extension = ''): string {
    const stem = sanitizeName(raw) || this.fallback;
    let candidate = stem;
    for (let n = 2; this.taken.has(`${candidate}${extension}`.toLowerCase()); n++) candidate = `${stem}_${n}`;
    const name = `${candidate}${extension}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
