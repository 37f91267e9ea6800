/** `npm run catalog -- <command>`: the operator's catalogue tools. */
import fs from 'node:fs';
import { amountToCents, centsToAmount } from '@navihub/contract/rules';
import { createCatalogueChanges } from '../modules/catalog/index.js';
import { variantsToCsv } from '../modules/catalog/index.js';
import { codePriceCents, listVariants } from '../modules/catalog/index.js';
import { DomainError } from '../lib/domain-errors.js';
import type { Database } from '../db/client.js';
import { cliActor, CliError, runCli } from './context.js';

/**
 * The catalog module's changes to the catalogue, as the back-office makes them: the same checks and audit entries. A running
 * shop's cache shows the change within CATALOG_CACHE_MS (another process's cache is not dropped).
 */
const catalogueOf = (database: Database) => createCatalogueChanges({ db: database.db, onChanged: () => {} });

await runCli('catalog', {
  import: {
    usage: '<file.csv>    add the variants of a CSV (header comand,map_region,version); all or nothing',
    async run({ database, args }) {
      const file = args[0];
      if (!file) throw new CliError('name the CSV file to import');
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        throw new CliError(`cannot read ${file}`);
      }
      try {
        const { added, unchanged } = await catalogueOf(database).importCsv(cliActor(), text);
        console.log(
          `imported ${added + unchanged} rows from ${file} (${added} new or re-activated variants)`,
        );
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        throw new CliError(`nothing imported:\n  ${(err.fieldMessages ?? [err.message]).join('\n  ')}`);
      }
    },
  },
  list: {
    usage: '              print every variant as CSV',
    async run({ database }) {
      const variants = await listVariants(database.db);
      process.stdout.write(
        variantsToCsv(
          variants.map((v) => ({ comand: v.comand, mapRegion: v.map_region, version: v.version })),
        ),
      );
    },
  },
  price: {
    usage: '             print the code price',
    async run({ database }) {
      console.log(`${centsToAmount(await codePriceCents(database.db))} USD`);
    },
  },
  'set-price': {
    usage: '<amount>  set the code price in USD, e.g. 39.00',
    async run({ database, args }) {
      const amount = args[0] ?? '';
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(amount) || amountToCents(amount) <= 0) {
        throw new CliError(`"${amount}" is not a price: use a positive amount like 39.00`);
      }
      await catalogueOf(database).setPrice(cliActor(), amount);
      console.log(`code price set to ${centsToAmount(amountToCents(amount))} USD`);
    },
  },
});
