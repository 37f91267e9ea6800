import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useSaveSubscriptionBundle,
  useSaveTokenBundle,
  useSubscriptionBundles,
  useTokenBundles,
} from '../api/catalogue';
import { Announcer } from '../components/announcer';
import { BundlesSection, type BundleList, type BundleRow } from '../components/bundles-section';
import type { BundleValues } from '../components/bundle-form';
import { CsvSection } from '../components/csv-section';
import { PriceForm } from '../components/price-form';
import { VariantsSection } from '../components/variants-section';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.catalogue;

/** A bundle query's answer for the shared table, with its count (tokens or days) as `count`. */
function listOf<T extends Omit<BundleRow, 'count'>>(
  query: UseQueryResult<{ results: T[] }>,
  count: (item: T) => number,
): BundleList {
  return {
    rows: query.data?.results.map((item) => ({ ...item, count: count(item) })),
    error: query.isError ? query.error : undefined,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

function TokenBundles({ onChange }: { onChange: (note: string) => void }) {
  const list = listOf(useTokenBundles(), (b) => b.tokens);
  const save = useSaveTokenBundle();
  return (
    <BundlesSection
      title={t.tokenBundles}
      countLabel={t.tokens}
      countField="tokens"
      list={list}
      onChange={onChange}
      save={{
        pending: save.isPending,
        error: save.error,
        reset: save.reset,
        run: ({ count, ...values }: BundleValues & { id?: number }, onSaved) =>
          save.mutate({ ...values, tokens: count }, { onSuccess: (b) => onSaved(b.name) }),
      }}
    />
  );
}

function SubscriptionBundles({ onChange }: { onChange: (note: string) => void }) {
  const list = listOf(useSubscriptionBundles(), (b) => b.duration_days);
  const save = useSaveSubscriptionBundle();
  return (
    <BundlesSection
      title={t.subscriptionBundles}
      countLabel={t.duration}
      countField="duration_days"
      list={list}
      onChange={onChange}
      save={{
        pending: save.isPending,
        error: save.error,
        reset: save.reset,
        run: ({ count, ...values }: BundleValues & { id?: number }, onSaved) =>
          save.mutate({ ...values, duration_days: count }, { onSuccess: (b) => onSaved(b.name) }),
      }}
    />
  );
}

/** /admin/catalogue (admin): variants, the CSV import and export, the code price and the bundles. */
export function CataloguePage() {
  const [note, setNote] = useState('');
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <Announcer message={note} />
      <VariantsSection onChange={setNote} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CsvSection onChange={setNote} />
        <PriceForm onChange={setNote} />
      </div>
      <TokenBundles onChange={setNote} />
      <SubscriptionBundles onChange={setNote} />
    </div>
  );
}
