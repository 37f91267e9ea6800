import { backofficeApi } from '@navihub/contract/api/backoffice';
import type { StaffOrderDetail, StaffOrderStatus } from '@navihub/contract/backoffice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** How often the open order queue asks for news (paused while the tab is hidden). */
export const ORDERS_REFRESH_MS = 10_000;

export type OrderFilter = StaffOrderStatus | 'all';
export type OrderListFilters = { status: OrderFilter; q: string; page: number };

export const orderKeys = {
  all: ['backoffice', 'orders'] as const,
  list: (filters: OrderListFilters) => ['backoffice', 'orders', 'list', filters] as const,
  one: (id: string) => ['backoffice', 'orders', 'one', id] as const,
};

/** The order queue, kept fresh while it is on screen. */
export function useStaffOrders(filters: OrderListFilters) {
  return useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) =>
      request(
        backofficeApi.listOrders,
        { query: { status: filters.status, page: filters.page, ...(filters.q ? { q: filters.q } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => request(backofficeApi.getOrder, { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/** After a change: the order page shows the answer at once, the queue is read again. */
function useOrderChange<V>(send: (id: string, values: V) => Promise<StaffOrderDetail>, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => send(id, values),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}

export function useFulfilOrder(id: string) {
  return useOrderChange(
    (orderId, body: { pin: string }) => request(backofficeApi.fulfilOrder, { params: { id: orderId }, body }),
    id,
  );
}

/** A fulfilled order's PIN typed wrongly, corrected; the answer shows it masked. */
export function useCorrectPin(id: string) {
  return useOrderChange(
    (orderId, body: { pin: string; reason: string }) =>
      request(backofficeApi.correctPin, { params: { id: orderId }, body }),
    id,
  );
}

/** The whole PIN of an order; the server records each reveal in the audit log. */
export function useRevealPin(id: string) {
  return useMutation({
    mutationFn: () => request(backofficeApi.revealPin, { params: { id } }),
  });
}

export function useFailOrder(id: string) {
  return useOrderChange(
    (orderId, body: { reason: string }) =>
      request(backofficeApi.failOrder, { params: { id: orderId }, body }),
    id,
  );
}

export function useRefundOrder(id: string) {
  return useOrderChange(
    (orderId, body: { reason: string }) =>
      request(backofficeApi.refundOrder, { params: { id: orderId }, body }),
    id,
  );
}
