/**
 * The admin's catalogue (issue 12): variants (listed, added, disabled or offered again, imported
 * from and exported to the CLI's CSV), the code price, token bundles and subscription bundles.
 * Every write records its audit entry in the transaction of the change, and once it is committed
 * drops the catalogue cache (`onChanged`), so the shop shows it at once. The operator CLI
 * (`npm run catalog -- import|set-price`) builds this same service.
 */
import type { z } from 'zod';
import type {
  adminSubscriptionBundleRequest,
  adminSubscriptionBundleUpdateRequest,
  adminTokenBundleRequest,
  adminTokenBundleUpdateRequest,
  AdminVariant,
} from '@navihub/contract/backoffice-catalogue';
import { amountToCents, bundlePriceCents, centsToAmount, CURRENCY } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { invalidField, invalidFieldMessages, notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import {
  insertSubscriptionBundle,
  insertTokenBundle,
  listAllSubscriptionBundles,
  listAllTokenBundles,
  lockSubscriptionBundle,
  lockTokenBundle,
  updateSubscriptionBundle,
  updateTokenBundle,
  type SubscriptionBundleRow,
  type TokenBundleRow,
} from '../bundles/index.js';
import { variantsToCsv } from '../catalog/index.js';
import { parseVariantCsv, VARIANT_VERSION } from '../catalog/index.js';
import { addVariants, codePriceCents, listVariants, setCodePrice } from '../catalog/index.js';
import { findVariantById, insertVariant, listAllVariants, setVariantActive } from '../catalog/index.js';

type TokenBundleInput = z.output<typeof adminTokenBundleRequest>;
type TokenBundleChange = z.output<typeof adminTokenBundleUpdateRequest>;
type SubscriptionBundleInput = z.output<typeof adminSubscriptionBundleRequest>;
type SubscriptionBundleChange = z.output<typeof adminSubscriptionBundleUpdateRequest>;

export interface StaffCatalogueDeps {
  db: Db;
  /** Drops the catalogue cache; called after each committed change. */
  onChanged: () => void;
}

/** A price the API writes ("12.50") in cents; 400 on `field` unless above zero. */
function centsOf(field: string, amount: string): number {
  const text = amount.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw invalidField(field, 'Enter an amount such as 12.50.');
  const cents = amountToCents(text);
  if (cents <= 0) throw invalidField(field, 'The price must be above zero.');
  return cents;
}

/** A bundle's discount may not bring what the customer pays to nothing (a checkout cannot charge 0). */
function checkPayable(bundle: { priceCents: number; discountPercent: number }) {
  if (bundlePriceCents(bundle) <= 0)
    throw invalidField('discount_percent', 'With this discount the bundle would cost nothing.');
}

const tokenBundleOf = (b: TokenBundleRow) => ({
  id: b.id,
  name: b.name,
  price: centsToAmount(b.priceCents),
  discount_percent: b.discountPercent,
  tokens: b.tokens,
  active: b.active,
});

const subscriptionBundleOf = (b: SubscriptionBundleRow) => ({
  id: b.id,
  name: b.name,
  price: centsToAmount(b.priceCents),
  discount_percent: b.discountPercent,
  duration_days: b.durationDays,
  active: b.active,
});

/** The columns a bundle request sets (only those sent, for an update). */
function bundleColumns(input: {
  name?: string | undefined;
  price?: string | undefined;
  discount_percent?: number | undefined;
  active?: boolean | undefined;
}) {
  return {
    ...(input.name !== undefined && { name: input.name.trim() }),
    ...(input.price !== undefined && { priceCents: centsOf('price', input.price) }),
    ...(input.discount_percent !== undefined && { discountPercent: input.discount_percent }),
    ...(input.active !== undefined && { active: input.active }),
  };
}

const nothingToChange = () => invalidField('non_field_errors', 'Nothing to change.');

export function createStaffCatalogue({ db, onChanged }: StaffCatalogueDeps) {
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
    const cents = centsOf('code_price', amount);
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

  async function tokenBundles() {
    return (await listAllTokenBundles(db)).map(tokenBundleOf);
  }

  async function addTokenBundle(actor: Actor, input: TokenBundleInput) {
    const values = { ...bundleColumns(input), tokens: input.tokens } as Omit<TokenBundleRow, 'id'>;
    checkPayable(values);
    return change(async (tx) => {
      const row = tokenBundleOf(await insertTokenBundle(tx, values));
      await recordAudit(tx, actor, {
        action: 'catalogue.token_bundle_saved',
        subjectType: 'token_bundle',
        subjectId: row.id,
        after: row,
      });
      return row;
    });
  }

  async function updateTokenBundleById(actor: Actor, id: number, input: TokenBundleChange) {
    const values = { ...bundleColumns(input), ...(input.tokens !== undefined && { tokens: input.tokens }) };
    if (Object.keys(values).length === 0) throw nothingToChange();
    return change(async (tx) => {
      const locked = await lockTokenBundle(tx, id);
      if (!locked) throw notFound();
      checkPayable({ ...locked, ...values });
      const after = tokenBundleOf(await updateTokenBundle(tx, id, values));
      await recordAudit(tx, actor, {
        action: 'catalogue.token_bundle_saved',
        subjectType: 'token_bundle',
        subjectId: id,
        before: tokenBundleOf(locked),
        after,
      });
      return after;
    });
  }

  async function subscriptionBundles() {
    return (await listAllSubscriptionBundles(db)).map(subscriptionBundleOf);
  }

  async function addSubscriptionBundle(actor: Actor, input: SubscriptionBundleInput) {
    const values = { ...bundleColumns(input), durationDays: input.duration_days } as Omit<
      SubscriptionBundleRow,
      'id'
    >;
    checkPayable(values);
    return change(async (tx) => {
      const row = subscriptionBundleOf(await insertSubscriptionBundle(tx, values));
      await recordAudit(tx, actor, {
        action: 'catalogue.subscription_bundle_saved',
        subjectType: 'subscription_bundle',
        subjectId: row.id,
        after: row,
      });
      return row;
    });
  }

  async function updateSubscriptionBundleById(actor: Actor, id: number, input: SubscriptionBundleChange) {
    const values = {
      ...bundleColumns(input),
      ...(input.duration_days !== undefined && { durationDays: input.duration_days }),
    };
    if (Object.keys(values).length === 0) throw nothingToChange();
    return change(async (tx) => {
      const locked = await lockSubscriptionBundle(tx, id);
      if (!locked) throw notFound();
      checkPayable({ ...locked, ...values });
      const after = subscriptionBundleOf(await updateSubscriptionBundle(tx, id, values));
      await recordAudit(tx, actor, {
        action: 'catalogue.subscription_bundle_saved',
        subjectType: 'subscription_bundle',
        subjectId: id,
        before: subscriptionBundleOf(locked),
        after,
      });
      return after;
    });
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
    tokenBundles,
    addTokenBundle,
    updateTokenBundle: updateTokenBundleById,
    subscriptionBundles,
    addSubscriptionBundle,
    updateSubscriptionBundle: updateSubscriptionBundleById,
  };
}

export type StaffCatalogue = ReturnType<typeof createStaffCatalogue>;
