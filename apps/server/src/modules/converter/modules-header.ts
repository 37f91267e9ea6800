/**
 * The `x-navihub-modules` answer header: the module names per converted file, URI-encoded JSON
 * `[{ file, modules, count? }]`. Headers have small limits (Node's fetch refuses 16 KB, proxies
 * 4–8 KB), so the encoded value is kept within MODULES_HEADER_MAX_BYTES: when the full list does
 * not fit, each file lists only its first modules and `count` gives how many it has; when not
 * even the file names fit, the files at the end are left out. The zip itself always holds the full
 * list: one .aed per module, in a folder per file when several were sent (decision 045).
 */
export const MODULES_HEADER_MAX_BYTES = 4000;

export interface FileModules {
  readonly file: string;
  readonly modules: readonly string[];
}

interface HeaderEntry {
  file: string;
  modules: readonly string[];
  count?: number;
}

const encode = (entries: readonly HeaderEntry[]) => encodeURIComponent(JSON.stringify(entries));

function firstModules(files: readonly FileModules[], shown: number): HeaderEntry[] {
  return files.map(({ file, modules }) =>
    modules.length > shown
      ? { file, modules: modules.slice(0, shown), count: modules.length }
      : { file, modules },
  );
}

export function modulesHeader(files: readonly FileModules[], maxBytes = MODULES_HEADER_MAX_BYTES): string {
  const full = encode(files);
  if (full.length <= maxBytes) return full;
  // The most modules per file that fits, found by halving (the size grows with the count).
  let low = 0;
  let high = Math.max(0, ...files.map((f) => f.modules.length));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encode(firstModules(files, mid)).length <= maxBytes) low = mid;
    else high = mid - 1;
  }
  const entries = firstModules(files, low);
  while (entries.length > 0 && encode(entries).length > maxBytes) entries.pop();
  return encode(entries);
}
