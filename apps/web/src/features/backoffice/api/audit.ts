import { backofficeApi } from '@navihub/contract/api/backoffice';
import type { AuditAction } from '@navihub/contract/backoffice-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export type AuditFilters = { action: AuditAction | ''; actor: string; subject: string; page: number };

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['backoffice', 'audit', filters],
    queryFn: ({ signal }) =>
      request(
        backofficeApi.listAudit,
        {
          query: {
            page: filters.page,
            ...(filters.action ? { action: filters.action } : {}),
            ...(filters.actor ? { actor: filters.actor } : {}),
            ...(filters.subject ? { subject: filters.subject } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
