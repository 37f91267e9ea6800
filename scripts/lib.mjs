// Small helpers shared by the npm scripts (start, test, bench).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', shell: false, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Newest modification time of the files below the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

/** Builds the server (tsc -b is incremental) and the web app when its sources changed. */
export async function buildIfNeeded() {
  let code = await run(bin('tsc'), ['-b', 'apps/server']);
  if (code !== 0) return code;
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const builtAt = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
  const sourcesAt = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'packages/contract/src',
  ]);
  if (sourcesAt > builtAt) {
    const web = path.join(root, 'apps/web');
    // One build per language of LOCALES (docs/decisions/064), as `npm run build -w @navihub/web`.
    code = await run(process.execPath, ['scripts/build-languages.mjs'], { cwd: web });
    // Brotli and gzip copies of the text assets, served as the client accepts (apps/web/scripts).
    if (code === 0) code = await run(process.execPath, ['scripts/precompress.mjs', 'dist'], { cwd: web });
  }
  return code;
}
