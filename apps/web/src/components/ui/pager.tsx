import { Button } from '@/components/ui/button';

const t = {
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pages',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  found: (count: number) => (count === 1 ? '1 result' : `${count} results`),
};

/** Previous / "Page 2 of 5" / Next under a list; the page and count are announced when they change. */
export function Pager({
  page,
  count,
  pageSize,
  hasPrevious,
  hasNext,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t.pageOf(page, pages)} · {t.found(count)}
      </p>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
