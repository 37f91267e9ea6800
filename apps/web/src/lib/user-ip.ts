import { queryOptions, useQuery } from '@tanstack/react-query';
import { afterFirstPaint } from './first-paint';
import { isRecord } from './http';

/**
 * The visitor's public IP from a public lookup service (spec §7 third-party calls), sent as
 * `user_ip` with code and payment requests. A failure is only logged; the IP is then null.
 */
export const USER_IP_LOOKUP_URL = 'https://api.ipify.org?format=json';

export async function getUserIp(): Promise<string | null> {
  await afterFirstPaint();
  try {
    const response = await fetch(USER_IP_LOOKUP_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`IP lookup failed with status ${response.status}`);
    const body: unknown = await response.json();
    if (!isRecord(body) || typeof body.ip !== 'string') throw new Error('IP lookup answered no ip');
    return body.ip;
  } catch (error) {
    console.error('Public IP lookup failed', error);
    return null;
  }
}

export const userIpQuery = queryOptions({
  queryKey: ['user-ip'],
  queryFn: getUserIp,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/** The public IP once known; null while looking it up or when the lookup failed. */
export function useUserIp(): string | null {
  return useQuery(userIpQuery).data ?? null;
}
