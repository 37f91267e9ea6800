// Catalogue import bench (issue 29 item 8): a 20,000-row CSV imported into a fresh embedded
// (PGlite) database on disk, as `npm run catalog -- import` does it: the same service, one
// transaction, all or nothing. Prints the seconds; it never fails on timing. Uses the built server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../apps/server/dist/db/client.js';
import { createCatalogueChanges } from '../../apps/server/dist/modules/catalog/index.js';

const ROWS = 20_000;

/** 20 head units × 50 map regions × 20 versions, every row new. */
function catalogueCsv(rows) {
  const lines = ['comand,map_region,version'];
  for (let i = 0; i < rows; i++) {
    lines.push(`NTG Bench ${i % 20},Region ${Math.floor(i / 20) % 50},V${Math.floor(i / 1000)}.0`);
  }
  return `${lines.join('\n')}\n`;
}

export async function catalogImportBench() {
  console.log(`\n## catalogue import (${ROWS.toLocaleString('en')}-row CSV, fresh PGlite database on disk)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-bench-import-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const catalogue = createCatalogueChanges({ db: database.db, onChanged: () => {} });
    const csv = catalogueCsv(ROWS);
    const started = performance.now();
    const result = await catalogue.importCsv({ id: 0, email: 'cli:bench' }, csv);
    const seconds = (performance.now() - started) / 1000;
    if (result.added !== ROWS) throw new Error(`imported ${result.added} of ${ROWS} rows`);
    console.log(
      `import of ${ROWS.toLocaleString('en')} rows (${(csv.length / 1024).toFixed(0)} kB): ${seconds.toFixed(2)} s ` +
        '(every row checked, then written in one transaction, 1,000 rows an insert)',
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
