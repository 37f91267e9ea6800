// Converter benchmark: parse + .aed + zip of a ~10 MiB .vrx with 1,000 modules, compared with
// zipping the same .aed bytes alone (yazl, and the converter's own fflate + zlib writer). Prints figures only; it never fails on timing.
// Needs the built package: `npx tsc -b packages/coding-files` first.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, deflateRaw } from 'node:zlib';
import { promisify } from 'node:util';
import { Zip } from 'fflate';
import yazl from 'yazl';
import { convertFile, zipConversions } from '../../packages/coding-files/dist/index.js';

const MIB = 1024 * 1024;
const MODULES = 1000;
const CODINGS_PER_MODULE = 4;
const RUNS = 5;

/** Deterministic bytes (xorshift32), so every run converts the same file. */
function pseudoRandomBytes(length, seed) {
  const out = Buffer.alloc(length);
  let x = seed || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/**
 * Writes the .vrx straight into one buffer (or only measures it when `out` is null), so that
 * generating the input leaves no garbage behind to inflate the RSS figure of the conversion.
 */
function writeVrx(bytesPerCoding, out) {
  let length = 0;
  const put = (text) => {
    if (out) out.write(text, length, 'latin1');
    length += text.length;
  };
  put(
    '<?xml version="1.0" encoding="UTF-8"?>\n<VariantRecord formatVersion="1" vin="WDD2050461F123456" tool="bench">\n',
  );
  for (let m = 0; m < MODULES; m++) {
    const fingerprint = (m + 1).toString(16).padStart(8, '0');
    put(
      `  <Module name="ECU${m}" variant="V${m}_E011" partNumber="A${1000000000 + m}" software="17.22.0" fingerprint="${fingerprint}">\n`,
    );
    for (let c = 0; c < CODINGS_PER_MODULE; c++) {
      put(`    <Coding domain="Domain ${c}">`);
      put(
        out
          ? pseudoRandomBytes(bytesPerCoding, m * 31 + c + 1).toString('hex')
          : ' '.repeat(bytesPerCoding * 2),
      );
      put('</Coding>\n');
    }
    put('  </Module>\n');
  }
  put('</VariantRecord>\n');
  return length;
}

/** A .vrx just under the 10 MiB default limit: 1,000 modules of four codings each. */
function sizedVrx() {
  const markup = writeVrx(0, null);
  const bytesPerCoding = Math.floor((10 * MIB - markup) / (MODULES * CODINGS_PER_MODULE * 2));
  const out = Buffer.allocUnsafe(writeVrx(bytesPerCoding, null));
  writeVrx(bytesPerCoding, out);
  return out;
}

function nullSink() {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

async function convertOnce(data) {
  const result = convertFile({ fileName: 'bench.vrx', data });
  if (!result.ok) throw new Error(`conversion failed: ${result.error.message}`);
  await pipeline(zipConversions([result]).stream, nullSink());
  return result;
}

/** Baseline A: the obvious way, every entry handed to yazl as a buffer up front. */
async function zipBuffers(entries) {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  zip.end();
  await pipeline(zip.outputStream, nullSink());
}

/** Baseline B: the converter's zip writer (fflate + zlib), every entry deflated up front. */
async function zipEager(entries) {
  const deflate = promisify(deflateRaw);
  const compressed = await Promise.all(entries.map((entry) => deflate(entry.bytes, { level: 6 })));
  await new Promise((resolve, reject) => {
    const zip = new Zip((err, _chunk, final) => (err ? reject(err) : final && resolve()));
    entries.forEach((entry, i) => {
      const file = {
        filename: entry.name,
        size: entry.bytes.length,
        crc: crc32(entry.bytes),
        compression: 8,
      };
      zip.add(file);
      file.ondata(null, compressed[i], true);
    });
    zip.end();
  });
}

/** Baseline C: entries streamed one after another through yazl (the converter's former way). */
async function zipStreams(entries) {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, (callback) =>
      callback(null, Readable.from([Buffer.from(entry.bytes)], { objectMode: false })),
    );
  }
  zip.end();
  await pipeline(zip.outputStream, nullSink());
}

async function seconds(task) {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * Runs the tasks in turn, RUNS rounds, and returns each one's median time. Interleaving keeps
 * a change in machine load from favouring whichever task happened to run first.
 */
async function interleavedMedians(tasks) {
  const times = tasks.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, task] of tasks.entries()) times[i].push(await seconds(task));
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

function rate(label, bytes, seconds) {
  const mib = bytes / MIB;
  console.log(
    `${label}: ${mib.toFixed(1)} MiB in ${seconds.toFixed(2)} s = ${(mib / seconds).toFixed(1)} MB/s`,
  );
  return mib / seconds;
}

const input = sizedVrx();
const rssBefore = process.memoryUsage.rss();
console.log(`input: bench.vrx, ${(input.length / MIB).toFixed(2)} MiB, ${MODULES} modules`);

// Peak RSS of one conversion: sampled while the zip streams, plus the kernel's high-water mark,
// which also covers the synchronous parse where no timer can fire. Measured before the timing
// runs, whose leftover garbage would otherwise count too.
let sampledPeak = 0;
const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 2);
const warm = await convertOnce(input);
clearInterval(sampler);
const peakRss = Math.max(sampledPeak, process.resourceUsage().maxRSS * 1024);

const aedBytes = warm.entries.reduce((sum, entry) => sum + entry.bytes.length, 0);
await zipBuffers(warm.entries);
await zipStreams(warm.entries);
await zipEager(warm.entries);
const [converterSeconds, buffersSeconds, eagerSeconds, streamsSeconds] = await interleavedMedians([
  () => convertOnce(input),
  () => zipBuffers(warm.entries),
  () => zipEager(warm.entries),
  () => zipStreams(warm.entries),
]);

const converterRate = rate('converter', input.length, converterSeconds);
const buffersRate = rate('zip only (yazl addBuffer, same .aed bytes)', aedBytes, buffersSeconds);
const eagerRate = rate(
  'zip only (fflate + zlib, all entries at once, same .aed bytes)',
  aedBytes,
  eagerSeconds,
);
const streamsRate = rate('zip only (yazl addReadStreamLazy, same .aed bytes)', aedBytes, streamsSeconds);
// Compared with the fastest baseline, so the ratio is never flattered by a slow one.
const ratio = converterRate / Math.max(buffersRate, eagerRate, streamsRate);
console.log(`ratio converter/zip-only: ${ratio.toFixed(2)} (target >= 0.5)`);
console.log(
  `peak RSS during conversion: ${(peakRss / MIB).toFixed(1)} MiB (target < 200 MiB; before conversion ${(rssBefore / MIB).toFixed(1)} MiB)`,
);

// The server benchmark uploads the same file to a running shop.
if (process.env.BENCH_VRX_OUT) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.BENCH_VRX_OUT, input);
}
