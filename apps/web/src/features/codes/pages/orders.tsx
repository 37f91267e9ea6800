import type { HistoryItem } from '@navihub/contract/history';
import { messages } from '@navihub/contract/messages';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/get-history';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrdersTable } from '../components/orders-table';
import { orderTexts } from '../result-texts';

const t = orderTexts.orders;

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Order history (/profile/orders): the customer's conversions, 20 a page, each with its details. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const history = useHistory(page);
  const [selected, setSelected] = useState<HistoryItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / HISTORY_PAGE_SIZE));
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
      {history.isPending && history.fetchStatus !== 'idle' ? (
        <Spinner label={messages.loading} />
      ) : history.isError && !history.data ? (
        <LoadFailure
          title={t.unavailable}
          retryLabel={t.retry}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <OrdersTable
          orders={history.data?.results ?? []}
          onOpen={(order, button) => {
            opener.current = button;
            setSelected(order);
          }}
        />
      )}
      {history.data && (history.data.next || history.data.previous) && (
        <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={!history.data.previous}
            onClick={() => goTo(page - 1)}
          >
            {t.previous}
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t.pageOf(page, pages)}
          </p>
          <Button variant="outline" size="sm" disabled={!history.data.next} onClick={() => goTo(page + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
      <OrderDetailsDialog
        order={selected}
        onClose={() => setSelected(null)}
        onCloseAutoFocus={(event) => {
          // Back to the row the dialog was opened from.
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      />
    </div>
  );
}

export default OrdersPage;
