import { messages } from '@navihub/contract/messages';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBundles, useSaveBundle, type Bundle, type BundleKind } from '../api/catalogue';
import { backofficeTexts } from '../texts';
import { BundleForm, draftNames, emptyDraft, type BundleDraft } from './bundle-form';
import { LoadFailure } from './load-failure';
import { Section } from '@/components/ui/section';
import { CardFields, CardHead, StaffList, type ListColumn } from './staff-list';

const t = backofficeTexts.catalogue;

/** What differs between the two kinds: the title, the count's name and its field on the server. */
const kinds = {
  token: { title: t.tokenBundles, countLabel: t.tokens, countField: 'tokens' },
  subscription: { title: t.subscriptionBundles, countLabel: t.duration, countField: 'duration_days' },
} as const satisfies Record<BundleKind, { title: string; countLabel: string; countField: string }>;

const shownOf = (bundle: Bundle) => (bundle.active ? t.shownYes : t.shownNo);

/**
 * Token or subscription bundles: the list (hidden ones too; a card per bundle on a phone, a table
 * from 640 px) and the form to add one, or to edit the one whose Edit was pressed.
 */
export function BundlesSection({ kind, onChange }: { kind: BundleKind; onChange: (note: string) => void }) {
  const { title, countLabel, countField } = kinds[kind];
  const bundles = useBundles(kind);
  const save = useSaveBundle(kind);
  const [editing, setEditing] = useState<Bundle | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const draft: BundleDraft = editing
    ? {
        name: editing.name,
        names: draftNames(editing.names),
        price: editing.price,
        discount_percent: String(editing.discount_percent),
        count: String(editing.count),
        active: editing.active,
      }
    : emptyDraft;

  const edit = (bundle: Bundle | null) => {
    save.reset();
    setEditing(bundle);
    if (bundle) requestAnimationFrame(() => formBox.current?.querySelector('input')?.focus());
  };

  const editButton = (bundle: Bundle) => (
    <Button variant="outline" size="sm" aria-label={t.editBundle(bundle.name)} onClick={() => edit(bundle)}>
      {t.edit}
    </Button>
  );
  const columns: ListColumn<Bundle>[] = [
    { heading: t.name, cell: (b) => b.name },
    { heading: t.price, cell: (b) => b.price },
    { heading: t.discount, cell: (b) => `${b.discount_percent} %` },
    { heading: countLabel, cell: (b) => b.count },
    { heading: t.state, cell: shownOf },
    { heading: t.actions, cell: editButton },
  ];

  return (
    <Section title={title}>
      {bundles.isError ? (
        <LoadFailure
          error={bundles.error}
          retrying={bundles.isFetching}
          onRetry={() => void bundles.refetch()}
        />
      ) : bundles.isPending ? (
        <Spinner label={messages.loading} />
      ) : bundles.data.length === 0 ? (
        <p className="text-slate-600">{t.empty}</p>
      ) : (
        <StaffList
          caption={title}
          empty={t.empty}
          items={bundles.data}
          itemKey={(b) => b.id}
          columns={columns}
          card={(b) => (
            <>
              <CardHead aside={editButton(b)}>{b.name}</CardHead>
              <CardFields
                fields={[
                  [t.price, b.price],
                  [t.discount, `${b.discount_percent} %`],
                  [countLabel, b.count],
                  [t.state, shownOf(b)],
                ]}
              />
            </>
          )}
        />
      )}
      <div ref={formBox}>
        <BundleForm
          title={editing ? t.editBundle(editing.name) : t.addBundle}
          countLabel={countLabel}
          countField={countField}
          draft={draft}
          editing={editing !== null}
          pending={save.isPending}
          error={save.error}
          onCancel={() => edit(null)}
          onSave={(values) =>
            save.mutate(
              { ...values, ...(editing ? { id: editing.id } : {}) },
              {
                onSuccess: (saved) => {
                  setEditing(null);
                  onChange(t.bundleSaved(saved.name));
                },
              },
            )
          }
        />
      </div>
    </Section>
  );
}
