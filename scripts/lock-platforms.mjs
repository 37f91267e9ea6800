// Keeps package-lock.json complete for every platform.
//
// The registry this project is built against serves only some platforms' builds of a few native
// packages (Tailwind's oxide engine). `npm install` then leaves those platforms' optional packages
// out of the lock, and `npm ci` refuses the lock as incomplete. This adds the missing entries with
// their os/cpu constraints: npm skips them on other platforms, and fetches them from the registry
// on the platform they are for. Runs after every `npm install` (root postinstall); idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

// npm's platform names for each suffix used by these packages.
const PLATFORMS = {
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'], libc: ['musl'] },
  'linux-loong64-gnu': { os: ['linux'], cpu: ['loong64'], libc: ['glibc'] },
  'linux-loong64-musl': { os: ['linux'], cpu: ['loong64'], libc: ['musl'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-riscv64-musl': { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = key.slice(0, key.lastIndexOf('node_modules/'));
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const target = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[target] || lock.packages[hoisted]) continue;
    const suffix = Object.keys(PLATFORMS).find((p) => name.endsWith(`-${p}`));
    if (!suffix) continue;
    lock.packages[hoisted] = {
      version,
      ...(PLATFORMS[suffix].cpu ? { cpu: PLATFORMS[suffix].cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(PLATFORMS[suffix].libc ? { libc: PLATFORMS[suffix].libc } : {}),
      optional: true,
      ...(PLATFORMS[suffix].os ? { os: PLATFORMS[suffix].os } : {}),
      ...(entry.engines ? { engines: entry.engines } : {}),
    };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lock-platforms: added ${added} platform entries to package-lock.json`);
}
