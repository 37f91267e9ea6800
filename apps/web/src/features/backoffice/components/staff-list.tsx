import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@navihub/contract/messages';
import { Fragment, type ReactNode } from 'react';
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
import { LoadFailure } from './load-failure';
import { Pager } from '@/components/ui/pager';

/** One column of a list's table: its heading, and what a row shows under it. */
export type ListColumn<T> = {
  heading: string;
  cell: (item: T) => ReactNode;
  className?: string;
};

/**
 * A back-office list: from 640 px a table (caption, headings, a row per item, a row saying it is
 * empty); on a phone a card per item (`card`, named by the same caption), so that nothing hides
 * behind a sideways scroll. Both hold the same texts.
 */
export function StaffList<T>({
  caption,
  empty,
  items,
  itemKey,
  columns,
  card,
}: {
  caption: string;
  empty: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  columns: readonly ListColumn<T>[];
  card: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? (
        <p className="py-6 text-center text-slate-500 sm:hidden">{empty}</p>
      ) : (
        <ul aria-label={caption} className="grid gap-3 sm:hidden">
          {items.map((item) => (
            <li
              key={itemKey(item)}
              className="grid min-w-0 gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              {card(item)}
            </li>
          ))}
        </ul>
      )}
      <div className="hidden sm:block">
        <Table>
          <TableCaption>{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.heading}>{column.heading}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className="py-6 text-center text-slate-500">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => (
                <TableRow key={itemKey(item)}>
                  {columns.map((column) => (
                    <TableCell key={column.heading} className={column.className}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** A card's first line: what names the item (often its link) and, on the right, its state. */
export function CardHead({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0 font-semibold break-words">{children}</div>
      {aside}
    </div>
  );
}

/** A card's fields, each under its column's heading. */
export function CardFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {fields.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A page of a back-office list as the server sends it. */
export type ListPage<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * A paged list's query: a spinner while it loads, the failure with "Try again", else the list
 * (`children`) and the pager under it. A page that fails after one was shown keeps the old one.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (results: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={messages.loading} />;
  if (query.isError && !query.data)
    return (
      <LoadFailure error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  const { data } = query;
  return (
    <>
      {children(data.results)}
      <Pager
        page={page}
        count={data.count}
        pageSize={pageSize}
        hasPrevious={Boolean(data.previous)}
        hasNext={Boolean(data.next)}
        onPage={onPage}
      />
    </>
  );
}
