// `npm run bench -- converter`: the converter in process (scripts/bench/converter.mjs), then the
// server's figures: one 10 MiB upload, ten files in one request (peak RSS), and a catalogue read's
// p99 while conversions run, on PostgreSQL when a server answers and on PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../lib.mjs';
import { PG_ADMIN_URL, load, postgresUrl, startShop } from './harness.mjs';

function rssOf(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** Uploads the file to a running shop and samples the server process's RSS meanwhile. */
async function uploadAndMeasure(label, vrx, env) {
  const shop = await startShop(env);
  try {
    const idle = rssOf(shop.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'))), 5);
    const form = new FormData();
    form.append('vrx_file', new Blob([fs.readFileSync(vrx)]), 'bench.vrx');
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form });
    const zip = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'));
    const mib = fs.statSync(vrx).size / 1024 / 1024;
    console.log(
      `server on ${label}: HTTP ${res.status}, ${mib.toFixed(1)} MiB uploaded, converted and downloaded in ${seconds.toFixed(2)} s = ${(mib / seconds).toFixed(1)} MB/s (zip ${(zip.length / 1024 / 1024).toFixed(1)} MiB)`,
    );
    console.log(
      `  server process RSS: ${idle.toFixed(1)} MiB idle, peak ${peak.toFixed(1)} MiB during the request (+${(peak - idle).toFixed(1)} MiB)`,
    );
    return { idle, peak };
  } finally {
    await shop.stop();
  }
}

/**
 * A ~10 MiB .vrx of many small codings (1,000 modules of 200 codings of 8 bytes): the shape that
 * costs the parser most objects per byte.
 */
function writeDenseVrx(file) {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<VariantRecord formatVersion="1" vin="WDD2050461F123456">\n',
  ];
  for (let m = 0; m < 1000; m++) {
    parts.push(`  <Module name="ECU${m}">\n`);
    for (let c = 0; c < 200; c++) {
      const hex = ((m * 7 + c * 13) >>> 0).toString(16).padStart(8, '0');
      parts.push(`    <Coding domain="D${c}">${hex}${hex}</Coding>\n`);
    }
    parts.push('  </Module>\n');
  }
  parts.push('</VariantRecord>\n');
  fs.writeFileSync(file, parts.join(''));
}

/** One request with `count` copies of the file: the server's peak RSS while it converts them all. */
async function uploadManyAndMeasure(vrx, count, env, label = '1,000 modules of 4 codings') {
  const shop = await startShop(env);
  try {
    const idle = rssOf(shop.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'))), 5);
    const form = new FormData();
    const bytes = fs.readFileSync(vrx);
    for (let i = 0; i < count; i++) form.append('vrx_file', new Blob([bytes]), `bench-${i}.vrx`);
    const started = performance.now();
    // An answer that fetch cannot read (e.g. an oversized header) still ends the measurement.
    const answer = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form })
      .then(
        async (res) =>
          `HTTP ${res.status}, zip ${(Buffer.from(await res.arrayBuffer()).length / 1024 / 1024).toFixed(1)} MiB`,
      )
      .catch((error) => `no readable answer (${error.cause?.code ?? error.message})`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'));
    const mib = (bytes.length * count) / 1024 / 1024;
    console.log(
      `${count} files of ${(bytes.length / 1024 / 1024).toFixed(1)} MiB in one request: ${answer}, ${mib.toFixed(1)} MiB in ${seconds.toFixed(2)} s`,
    );
    console.log(
      `  peak RSS for ${count} files (${label}) in one request: ${peak.toFixed(1)} MiB (target < 300 MiB; idle ${idle.toFixed(1)} MiB)`,
    );
  } finally {
    await shop.stop();
  }
}

/** p99 of a catalogue read while `conversions` single-file conversions run at once, each started again as it ends. */
async function catalogueDuringConversions(vrx, conversions, env) {
  const shop = await startShop(env);
  try {
    const bytes = fs.readFileSync(vrx);
    const convertOne = async () => {
      const form = new FormData();
      form.append('vrx_file', new Blob([bytes]), 'bench.vrx');
      const res = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form });
      await res.arrayBuffer();
      return res.status;
    };
    await load({ url: `${shop.url}/api/v1/get-info/`, duration: 1, connections: 1 });
    const quiet = await load({ url: `${shop.url}/api/v1/get-info/`, duration: 3, connections: 1 });
    let running = true;
    let converted = 0;
    const lanes = Array.from({ length: conversions }, async () => {
      while (running) if ((await convertOne()) === 200) converted++;
    });
    const busy = await load({ url: `${shop.url}/api/v1/get-info/`, duration: 6, connections: 1 });
    running = false;
    await Promise.all(lanes);
    console.log(
      `catalogue read (GET /api/v1/get-info/, one client): p99 ${quiet.latency.p99} ms quiet, p99 ${busy.latency.p99} ms during ${conversions} concurrent conversions (max ${busy.latency.max} ms; ${converted} conversions finished)`,
    );
  } finally {
    await shop.stop();
  }
}

export async function converterBench() {
  console.log('\n## converter (10 MiB .vrx, 1,000 modules)');
  const vrx = path.join(os.tmpdir(), `navihub-bench-${process.pid}.vrx`);
  const dense = path.join(os.tmpdir(), `navihub-bench-dense-${process.pid}.vrx`);
  writeDenseVrx(dense);
  await run(process.execPath, ['scripts/bench/converter.mjs'], {
    env: { ...process.env, BENCH_VRX_OUT: vrx },
  });
  try {
    const database = await postgresUrl();
    if (database) {
      try {
        const { peak } = await uploadAndMeasure('PostgreSQL', vrx, { DATABASE_URL: database.url });
        console.log(`  whole server process peak: ${peak.toFixed(1)} MiB (target < 200 MiB)`);
        await uploadManyAndMeasure(vrx, 10, { DATABASE_URL: database.url });
        await uploadManyAndMeasure(dense, 10, { DATABASE_URL: database.url }, '200 codings per module');
        await catalogueDuringConversions(vrx, 4, { DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    }
    // PGlite runs Postgres inside the server process, so its idle RSS is the database's own.
    await uploadAndMeasure('PGlite (embedded; the database lives in this process)', vrx, {});
    if (!database) {
      console.log(`10-file and concurrent-conversion figures on PGlite (no PostgreSQL at ${PG_ADMIN_URL}):`);
      await uploadManyAndMeasure(vrx, 10, {});
      await uploadManyAndMeasure(dense, 10, {}, '200 codings per module');
      await catalogueDuringConversions(vrx, 4, {});
    }
  } finally {
    fs.rmSync(vrx, { force: true });
    fs.rmSync(dense, { force: true });
  }
}
