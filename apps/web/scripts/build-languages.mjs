// `npm run build -w @navihub/web`: one production build per language of LOCALES (docs/decisions/064,
// "Production: one build per language"). English goes to dist/ as before; another language's
// HTML (index.html and the page copies, pages/*.html) to dist/lang/<code>/, and its chunks to
// dist/assets/ beside English's: a chunk that is the same in two languages has the same name and
// is one file, cached across languages. The server sends a page's HTML from its language's folder.
// Builds run one after another: each takes the machine's cores.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
// Vite's command line, as `vite build` was run before: it builds React's production code.
const viteCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

/** Moves `from`'s files into `to`; a file already there (the same name: the same content hash) stays. */
function moveAssets(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const target = path.join(to, name);
    if (fs.existsSync(target)) fs.rmSync(path.join(from, name));
    else fs.renameSync(path.join(from, name), target);
  }
  fs.rmdirSync(from);
}

export async function buildLanguages() {
  // Vite's module runner sets NODE_ENV (to development) when none is set: the builds must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(
    fileURLToPath(new URL('../../../packages/contract/src/locales.ts', import.meta.url)),
  );
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const codes = module.LOCALES.map((locale) => locale.code);
  const took = [];
  // English first: it empties dist/.
  for (const code of ['en', ...codes.filter((c) => c !== 'en')]) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [viteCli, 'build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NAVIHUB_WEB_LANGUAGE: code },
    });
    if (run.status !== 0) throw new Error(`the ${code} build failed (exit ${run.status ?? run.signal})`);
    if (code !== 'en') {
      const out = path.join(dist, 'lang', code);
      moveAssets(path.join(out, 'assets'), path.join(dist, 'assets'));
    }
    took.push(`${code} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`built the web app in ${codes.length} languages: ${took.join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildLanguages();
