/**
 * Staff's changes to the bundles (issue 12): token bundles and subscription bundles, listed (the
 * hidden ones too), added, changed, hidden or shown. Every write records its audit entry in the
 * transaction of the change, and once it is committed drops the catalogue cache (`onChanged`), so
 * the shop shows it at once. The back-office's routes call it (decision 069).
 */
import type { z } from 'zod';
import type {
  adminSubscriptionBundleRequest,
  adminSubscriptionBundleUpdateRequest,
  adminTokenBundleRequest,
  adminTokenBundleUpdateRequest,
} from '@navihub/contract/backoffice-catalogue';
import { bundlePriceCents, centsToAmount } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { priceCentsOf } from '../../lib/price-field.js';
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
} from './staff-bundles.js';

type TokenBundleInput = z.output<typeof adminTokenBundleRequest>;
type TokenBundleChange = z.output<typeof adminTokenBundleUpdateRequest>;
type SubscriptionBundleInput = z.output<typeof adminSubscriptionBundleRequest>;
type SubscriptionBundleChange = z.output<typeof adminSubscriptionBundleUpdateRequest>;

/** A bundle's discount may not bring what the customer pays to nothing (a checkout cannot charge 0). */
function checkPayable(bundle: { priceCents: number; discountPercent: number }) {
  if (bundlePriceCents(bundle) <= 0)
    throw invalidField('discount_percent', 'With this discount the bundle would cost nothing.');
}

const tokenBundleOf = (b: TokenBundleRow) => ({
  id: b.id,
  name: b.name,
  names: b.names,
  price: centsToAmount(b.priceCents),
  discount_percent: b.discountPercent,
  tokens: b.tokens,
  active: b.active,
});

const subscriptionBundleOf = (b: SubscriptionBundleRow) => ({
  id: b.id,
  name: b.name,
  names: b.names,
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
  names?: Record<string, string> | undefined;
}) {
  return {
    ...(input.name !== undefined && { name: input.name.trim() }),
    ...(input.names !== undefined && { names: namesGiven(input.names) }),
    ...(input.price !== undefined && { priceCents: priceCentsOf('price', input.price) }),
    ...(input.discount_percent !== undefined && { discountPercent: input.discount_percent }),
    ...(input.active !== undefined && { active: input.active }),
  };
}

/** The names per language staff gave, the blank ones left out (the default name shows there). */
const namesGiven = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([, text]) => text.trim() !== ''));

const nothingToChange = () => invalidField('non_field_errors', 'Nothing to change.');

export interface BundleChangesDeps {
  db: Db;
  /** Drops the catalogue cache; called after each committed change. */
  onChanged: () => void;
}

export function createBundleChanges({ db, onChanged }: BundleChangesDeps) {
  /** Runs a write in one transaction with its audit entry, then drops the cache. */
  async function change<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    onChanged();
    return result;
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
    tokenBundles,
    addTokenBundle,
    updateTokenBundle: updateTokenBundleById,
    subscriptionBundles,
    addSubscriptionBundle,
    updateSubscriptionBundle: updateSubscriptionBundleById,
  };
}

export type BundleChanges = ReturnType<typeof createBundleChanges>;
