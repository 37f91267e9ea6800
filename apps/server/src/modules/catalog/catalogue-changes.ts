/**
 * Staff's changes to the catalogue (issue 12): variants (listed, added, disabled or offered again,
 * imported from and exported to the CLI's CSV) and the code price. Every write records its audit
 * entry in the transaction of the change, and once it is committed drops the catalogue cache
 * (`onChanged`), so the shop shows it at once. The back-office's routes and the operator CLI
 * (`npm run catalog -- import|set-price`) call this same use case (decision 069).
 */
import type { AdminVariant } from '@navihub/contract/backoffice-catalogue';
import { centsToAmount, CURRENCY } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { invalidField, invalidFieldMessages, notFound } from '../../lib/domain-errors.js';
import { priceCentsOf } from '../../lib/price-field.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { variantsToCsv } from './csv-export.js';
import { parseVariantCsv, VARIANT_VERSION } from './csv-import.js';
import { addVariants, codePriceCents, listVariants, setCodePrice } from './service.js';
import { findVariantById, insertVariant, listAllVariants, setVariantActive } from './staff-catalogue.js';

export interface CatalogueChangesDeps {
  db: Db;
  /** Drops the catalogue cache; called after each committed change. */
  onChanged: () => void;
}

export function createCatalogueChanges({ db, onChanged }: CatalogueChangesDeps) {
  /** Runs a write in one transaction with its audit entry, then drops the cache. */
  async function change<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    onChanged();
    return result;
  }

  async function addVariant(
    actor: Actor,
    input: { comand: string; map_region: string; version: string },
  ): Promise<AdminVariant> {
    const v = {
      comand: input.comand.trim(),
      mapRegion: input.map_region.trim(),
      version: input.version.trim(),
    };
    if (!VARIANT_VERSION.test(v.version)) throw invalidField('version', 'The version must look like V1.2.');
    return change(async (tx) => {
      const added = await insertVariant(tx, v);
      if (!added)
        throw invalidField(
          'version',
          'This variant is already in the catalogue (if it is disabled, offer it again instead).',
        );
      await recordAudit(tx, actor, {
        action: 'catalogue.variant_added',
        subjectType: 'variant',
        subjectId: added.id,
        after: added,
      });
      return added;
    });
  }

  async function updateVariant(actor: Actor, id: number, input: { active: boolean }): Promise<AdminVariant> {
    return change(async (tx) => {
      const before = await findVariantById(tx, id);
      if (!before) throw notFound();
      const after = (await setVariantActive(tx, id, input.active))!;
      await recordAudit(tx, actor, {
        action: 'catalogue.variant_updated',
        subjectType: 'variant',
        subjectId: id,
        before,
        after,
      });
      return after;
    });
  }

  /** All rows or none, as the CLI's import: every row is checked before anything is written. */
  async function importCsv(actor: Actor, csv: string): Promise<{ added: number; unchanged: number }> {
    const parsed = parseVariantCsv(csv);
    if (!parsed.ok) throw invalidFieldMessages('csv', parsed.errors as [string, ...string[]]);
    return change(async (tx) => {
      const added = await addVariants(tx, parsed.rows);
      const result = { added, unchanged: parsed.rows.length - added };
      await recordAudit(tx, actor, {
        action: 'catalogue.imported',
        subjectType: 'catalogue',
        subjectId: 'variants',
        after: { rows: parsed.rows.length, ...result },
      });
      return result;
    });
  }

  /** The active catalogue as the CSV the import reads (the CLI's `list`). */
  async function exportCsv(now = new Date()): Promise<{ filename: string; csv: string }> {
    const rows = await listVariants(db);
    return {
      filename: `catalogue-${now.toISOString().slice(0, 10)}.csv`,
      csv: variantsToCsv(
        rows.map((v) => ({ comand: v.comand, mapRegion: v.map_region, version: v.version })),
      ),
    };
  }

  async function price() {
    return { code_price: centsToAmount(await codePriceCents(db)), currency: CURRENCY };
  }

  async function setPrice(actor: Actor, amount: string) {
    const cents = priceCentsOf('code_price', amount);
    await change(async (tx) => {
      const before = await codePriceCents(tx).catch(() => undefined);
      await setCodePrice(tx, cents);
      await recordAudit(tx, actor, {
        action: 'catalogue.price_set',
        subjectType: 'price',
        subjectId: 'navigation_code',
        before: before === undefined ? null : { code_price: centsToAmount(before) },
        after: { code_price: centsToAmount(cents) },
      });
    });
    return price();
  }

  return {
    /** One page of every variant (the disabled ones too), in the shop's order; and how many in all. */
    variants: async (page: number, pageSize: number) => {
      const all = await listAllVariants(db);
      return { count: all.length, results: all.slice((page - 1) * pageSize, page * pageSize) };
    },
    addVariant,
    updateVariant,
    importCsv,
    exportCsv,
    price,
    setPrice,
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
