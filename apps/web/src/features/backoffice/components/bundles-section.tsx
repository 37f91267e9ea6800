import { messages } from '@navihub/contract/messages';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { backofficeTexts } from '../texts';
import { BundleForm, emptyDraft, type BundleDraft, type BundleValues } from './bundle-form';
import { LoadFailure } from './load-failure';
import { Section } from './section';

const t = backofficeTexts.catalogue;

/** A bundle with its count (tokens or days) under one name. */
export type BundleRow = {
  id: number;
  name: string;
  price: string;
  discount_percent: number;
  count: number;
  active: boolean;
};

/** The bundles as read from the server: undefined while loading, or the failure. */
export type BundleList = {
  rows: BundleRow[] | undefined;
  error: unknown;
  isFetching: boolean;
  retry: () => void;
};

/** Token or subscription bundles: the table (hidden ones too) and the form to add or edit one. */
export function BundlesSection({
  title,
  countLabel,
  countField,
  list,
  save,
  onChange,
}: {
  title: string;
  countLabel: string;
  countField: string;
  list: BundleList;
  save: {
    pending: boolean;
    error: unknown;
    run: (values: BundleValues & { id?: number }, onSaved: (name: string) => void) => void;
    reset: () => void;
  };
  onChange: (note: string) => void;
}) {
  const [editing, setEditing] = useState<BundleRow | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const draft: BundleDraft = editing
    ? {
        name: editing.name,
        price: editing.price,
        discount_percent: String(editing.discount_percent),
        count: String(editing.count),
        active: editing.active,
      }
    : emptyDraft;

  const edit = (row: BundleRow | null) => {
    save.reset();
    setEditing(row);
    if (row) requestAnimationFrame(() => formBox.current?.querySelector('input')?.focus());
  };

  return (
    <Section title={title}>
      {list.error ? (
        <LoadFailure error={list.error} retrying={list.isFetching} onRetry={list.retry} />
      ) : !list.rows ? (
        <Spinner label={messages.loading} />
      ) : list.rows.length === 0 ? (
        <p className="text-slate-600">{t.empty}</p>
      ) : (
        <Table>
          <TableCaption>{title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t.name}</TableHead>
              <TableHead>{t.price}</TableHead>
              <TableHead>{t.discount}</TableHead>
              <TableHead>{countLabel}</TableHead>
              <TableHead>{t.state}</TableHead>
              <TableHead>{t.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.price}</TableCell>
                <TableCell>{row.discount_percent} %</TableCell>
                <TableCell>{row.count}</TableCell>
                <TableCell>{row.active ? t.shownYes : t.shownNo}</TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t.editBundle(row.name)}
                    onClick={() => edit(row)}
                  >
                    {t.edit}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div ref={formBox}>
        <BundleForm
          title={editing ? t.editBundle(editing.name) : t.addBundle}
          countLabel={countLabel}
          countField={countField}
          draft={draft}
          editing={editing !== null}
          pending={save.pending}
          error={save.error}
          onCancel={() => edit(null)}
          onSave={(values) =>
            save.run({ ...values, ...(editing ? { id: editing.id } : {}) }, (name) => {
              setEditing(null);
              onChange(t.bundleSaved(name));
            })
          }
        />
      </div>
    </Section>
  );
}
