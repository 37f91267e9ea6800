// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset over 256 B,
// so the server sends compressed bytes without compressing on each request (@fastify/static's
// preCompressed option picks the copy the client accepts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// 256 B: Vite's small chunks (the bundler's runtime, 726 B, on every page) save half (decision 064).
const MIN_BYTES = 256;

export function precompress(dir) {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(file);
    if (data.length <= MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A copy that saves nothing is not worth a second file (and the server falls back to the original).
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    written++;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`precompressed ${precompress(dir)} text assets in ${dir} (brotli and gzip)`);
}
