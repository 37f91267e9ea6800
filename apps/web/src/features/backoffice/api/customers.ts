import { backofficeApi } from '@navihub/contract/api/backoffice';
import type { StaffCustomerDetail, UserRole } from '@navihub/contract/backoffice-customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

export const customerKeys = {
  all: ['backoffice', 'customers'] as const,
  list: (q: string, page: number) => ['backoffice', 'customers', 'list', { q, page }] as const,
  one: (id: number) => ['backoffice', 'customers', 'one', id] as const,
};

export function useStaffCustomers(q: string, page: number) {
  return useQuery({
    queryKey: customerKeys.list(q, page),
    queryFn: ({ signal }) =>
      request(backofficeApi.listCustomers, { query: { page, ...(q ? { q } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffCustomer(id: number) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => request(backofficeApi.getCustomer, { params: { id } }, { signal }),
    staleTime: 0,
  });
}

function useCustomerChange<V>(send: (values: V) => Promise<StaffCustomerDetail>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.one(id), customer);
      void queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
    },
  });
}

export type PointsChange = { points: number; reason: string };

export function useAdjustPoints(id: number) {
  return useCustomerChange(
    (body: PointsChange) => request(backofficeApi.adjustPoints, { params: { id }, body }),
    id,
  );
}

export type CustomerChange = { discount_percent?: number; role?: UserRole; disabled?: boolean };

export function useUpdateCustomer(id: number) {
  return useCustomerChange(
    (body: CustomerChange) => request(backofficeApi.updateCustomer, { params: { id }, body }),
    id,
  );
}
