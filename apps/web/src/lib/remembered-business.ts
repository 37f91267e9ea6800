/**
 * The signed-in customer's remembered business details (decision 065), apart from the form's
 * module: the prices of the code form and the bundle lists ask their tax by them (decision 072).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@navihub/contract/api/account';
import { request } from './request';
import { useSession } from './session';

export const businessDetailsQuery = queryOptions({
  queryKey: ['business-details'],
  queryFn: () => request(accountApi.getBusinessDetails),
});

/** The signed-in customer's remembered details; none for a guest. */
export function useRememberedBusiness(enabled = true) {
  const { tokens } = useSession();
  return useQuery({ ...businessDetailsQuery, enabled: enabled && !!tokens });
}
