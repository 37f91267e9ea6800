import { messages } from '@navihub/contract/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';

/**
 * The four states of a list read from the server: 'Loading...', the failed-load alert with Retry,
 * a note when it is empty, and the list itself. `pendingClassName` can give 'Loading...' about the
 * list's height, so that what follows the list does not jump when it arrives (layout shift).
 */
export function ListStates<T>({
  query,
  unavailable,
  empty,
  noteClassName,
  pendingClassName,
  children,
}: {
  query: UseQueryResult<T[]>;
  unavailable: string;
  empty: string;
  noteClassName?: string;
  pendingClassName?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={messages.loading} className={pendingClassName} />;
  const note = cn('text-slate-600', noteClassName);
  if (query.isError)
    return (
      <LoadFailure title={unavailable} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0) return <p className={note}>{empty}</p>;
  return children(query.data);
}
