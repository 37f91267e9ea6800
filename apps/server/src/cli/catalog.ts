/** `npm run catalog -- <command>`: the operator's catalogue tools. */
import fs from 'node:fs';
import { amountToCents, centsToAmount } from '@navihub/contract/rules';
import { variantsToCsv } from '../modules/catalog/csv-export.js';
import { parseVariantCsv } from '../modules/catalog/csv-import.js';
import { addVariants, codePriceCents, listVariants, setCodePrice } from '../modules/catalog/service.js';
import { CliError, runCli } from './context.js';

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
      const parsed = parseVariantCsv(text);
      if (!parsed.ok) throw new CliError(`nothing imported:\n  ${parsed.errors.join('\n  ')}`);
      const added = await database.db.transaction((tx) => addVariants(tx, parsed.rows));
      console.log(`imported ${parsed.rows.length} rows from ${file} (${added} new or re-activated variants)`);
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
      await setCodePrice(database.db, amountToCents(amount));
      console.log(`code price set to ${centsToAmount(amountToCents(amount))} USD`);
    },
  },
});
