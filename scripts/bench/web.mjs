// `npm run bench -- web`: Lighthouse (mobile defaults) on the shop's public pages, three runs a
// page, medians against the targets of issue 13. It prints; it never fails on a figure.
// Debian's Chromium is used (CHROME_PATH, default /usr/bin/chromium); no browser is downloaded.
// BENCH_WEB_RUNS sets the runs per page, BENCH_WEB_LANGUAGES the languages whose pages are measured
// (default en,de,ar: English, a long-worded one and the right-to-left one; issue 32), BENCH_WEB_PAGES
// a comma-separated list of paths (then the languages are not added), and
// BENCH_WEB_REPORTS a folder to keep each run's Lighthouse report (JSON) in.
// BENCH_WEB_BASELINE (a copy of apps/web/dist made before a change, e.g. apps/web/.bench-base) and/or
// BENCH_BASELINE (a copy of apps/server/dist, as for the server sections) start a second shop with
// that build: each page is then measured on both, in turns (baseline, current, baseline, ...), and
// both rows are printed, so that a busier moment of a shared machine weighs on both alike.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BASELINE, startShop } from './harness.mjs';

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

export const WEB_PAGES = ['/', '/navipin', '/vrxtool', '/login', '/register', '/subscription', '/vin-code'];
const LANGUAGES = (process.env.BENCH_WEB_LANGUAGES ?? 'en,de,ar').split(',').map((l) => l.trim());

/** Each public page in each language: English at its path, the others under their prefix. */
const pagesInLanguages = () =>
  LANGUAGES.flatMap((language) =>
    WEB_PAGES.map((page) => (language === 'en' ? page : `/${language}${page}`)),
  );
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each figure: how to read it from a report, how to print it, its target. */
const COLUMNS = [
  {
    head: 'perf',
    target: '>=95',
    value: (lhr) => Math.round(lhr.categories.performance.score * 100),
    ok: (v) => v >= 95,
    fmt: (v) => String(v),
  },
  {
    head: 'LCP',
    target: '<=2.0 s',
    value: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000,
    ok: (v) => v <= 2.0,
    fmt: (v) => v.toFixed(1),
    unit: ' s',
  },
  {
    head: 'TBT',
    target: '<=150 ms',
    value: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    ok: (v) => v <= 150,
    fmt: (v) => String(Math.round(v)),
    unit: ' ms',
  },
  {
    head: 'CLS',
    target: '<=0.05',
    value: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    ok: (v) => v <= 0.05,
    fmt: (v) => v.toFixed(3),
  },
  ...[
    ['a11y', 'accessibility'],
    ['BP', 'best-practices'],
    ['SEO', 'seo'],
  ].map(([head, id]) => ({
    head,
    target: '>=95',
    value: (lhr) => Math.round(lhr.categories[id].score * 100),
    ok: (v) => v >= 95,
    fmt: (v) => String(v),
  })),
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh Chromium (own profile, empty cache). */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    // No settings beyond the categories: Lighthouse's defaults are its mobile emulation (Moto G
    // Power screen) and simulated throttling (slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A run, tried again when Lighthouse reports a broken trace or load (it does now and then on a
 * busy machine, e.g. NO_NAVSTART); undefined after three failures, each told to `onError`.
 */
async function runWithRetries(url, onError) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt === 3) onError(error);
    }
  }
  return undefined;
}

/** Audits that cost points in a category (score below 1, with a weight in it). */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => (audit.id === 'errors-in-console' ? `${audit.id} (${consoleErrors(audit)})` : audit.id));
}

/**
 * The first line of each console error, with the address it came from when it names one outside
 * the shop: on a machine without outside network, the visitor-IP lookup (api.ipify.org) fails.
 */
function consoleErrors(audit) {
  const lines = audit.details.items.map((item) => {
    const first = String(item.description).split('\n')[0];
    const url = item.sourceLocation?.url;
    return url && !url.startsWith('http://127.0.0.1') ? `${first} ${new URL(url).host}` : first;
  });
  return [...new Set(lines)].join(' | ');
}

/** Diagnostics that restate a metric rather than name a saving. */
const NOT_SAVINGS = new Set([
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'lcp-discovery-insight',
]);

/** The audits Lighthouse estimates would save the most load time (LCP or FCP), largest first. */
function topOpportunities(lhr, count = 3) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && !NOT_SAVINGS.has(audit.id))
    .map((audit) => ({
      id: audit.id,
      ms: Math.max(
        audit.metricSavings?.LCP ?? 0,
        audit.metricSavings?.FCP ?? 0,
        audit.details?.overallSavingsMs ?? 0,
      ),
    }))
    .filter((o) => o.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((o) => `${o.id} ${Math.round(o.ms)} ms`);
}

/** Where the LCP time goes (time to first byte, load delay, load time, render delay). */
function lcpPhases(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.find((item) =>
    item.items?.some((row) => row.phase),
  );
  if (!table) return '';
  return table.items.map((row) => `${row.phase} ${Math.round(row.timing)} ms`).join(', ');
}

const pad = (text, width) => text + ' '.repeat(Math.max(0, width - text.length));

/** The figures of one page's runs: a table row of medians and ranges, and a note. */
function summarise(label, runs) {
  if (runs.length === 0) return { row: [label, ...COLUMNS.map(() => 'no run')], note: undefined };
  const cells = COLUMNS.map((column) => {
    const values = runs.map(column.value);
    const mid = median(values);
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const range = lo === hi ? '' : ` (${column.fmt(lo)}-${column.fmt(hi)})`;
    return `${column.fmt(mid)}${column.unit ?? ''}${range}${column.ok(mid) ? '' : ' ✗'}`;
  });
  // What costs the points, from the run with the median performance score.
  const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const mid = byScore[Math.floor((byScore.length - 1) / 2)];
  const failed = ['accessibility', 'best-practices', 'seo']
    .map((category) => [category, failedAudits(mid, category)])
    .filter(([, ids]) => ids.length > 0)
    .map(([category, ids]) => `${category}: ${ids.join(', ')}`);
  const parts = [
    `LCP ${(mid.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)} s = ${lcpPhases(mid)}`,
    `top savings: ${topOpportunities(mid).join(', ') || 'none'}`,
    ...failed,
  ];
  return { row: [label, ...cells], note: `${label}: ${parts.join('; ')}` };
}

/**
 * Runs Lighthouse on each page of a running shop and prints the table. `baselineServer`: the
 * main.js of a server build to compare with (BENCH_BASELINE); BENCH_WEB_BASELINE a web build.
 */
export async function webBench(baselineServer = BASELINE) {
  if (!fs.existsSync(CHROME_PATH)) {
    console.log(`\n## web: skipped (no Chromium at ${CHROME_PATH}; set CHROME_PATH)`);
    return;
  }
  process.env.CHROME_PATH = CHROME_PATH;
  const pages = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim()) ?? pagesInLanguages();
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) fs.mkdirSync(reports, { recursive: true });
  console.log(
    `\n## web (Lighthouse ${LIGHTHOUSE_VERSION}, mobile defaults: simulated slow 4G and 4x CPU slowdown; median of ${RUNS} runs a page, range in brackets, ✗ = misses its target)`,
  );
  const baselineWeb = process.env.BENCH_WEB_BASELINE
    ? path.resolve(process.env.BENCH_WEB_BASELINE)
    : undefined;
  const compare = Boolean(baselineWeb || baselineServer);
  if (compare)
    console.log(
      `baseline ("base" rows): web ${baselineWeb ?? 'apps/web/dist'}, server ${baselineServer ?? 'apps/server/dist'}; the two run in turns`,
    );
  const shops = [];
  const rows = [];
  const notes = [];
  try {
    if (compare)
      shops.push({
        label: 'base',
        shop: await startShop(baselineWeb ? { WEB_DIST: baselineWeb } : {}, undefined, baselineServer),
      });
    shops.push({ label: compare ? 'this' : '', shop: await startShop() });
    for (const page of pages) {
      const runs = shops.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        // In turns, the first of a round alternating (A B, B A, ...).
        const turns = i % 2 ? [...shops.entries()].reverse() : [...shops.entries()];
        for (const [k, { label, shop }] of turns) {
          const lhr = await runWithRetries(`${shop.url}${page}`, (error) =>
            notes.push(`${page}${label && ` (${label})`}: run ${i + 1}: ${error.message}`),
          );
          if (!lhr) continue;
          runs[k].push(lhr);
          if (reports) {
            const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')}${label && `-${label}`}-${i + 1}.json`;
            fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
          }
        }
      }
      for (const [k, { label }] of shops.entries()) {
        const { row, note } = summarise(label ? `${page} ${label}` : page, runs[k]);
        rows.push(row);
        if (note) notes.push(note);
      }
    }
  } finally {
    for (const { shop } of shops) await shop.stop();
  }
  const header = ['page', ...COLUMNS.map((c) => `${c.head} ${c.target}`)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)) + 2);
  console.log(
    header
      .map((h, i) => pad(h, widths[i]))
      .join('')
      .trimEnd(),
  );
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => pad(cell, widths[i]))
        .join('')
        .trimEnd(),
    );
  if (notes.length) {
    console.log('\nwhat costs points (the run with the median performance score):');
    for (const note of notes) console.log(`  ${note}`);
  }
}
