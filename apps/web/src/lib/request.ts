/**
 * The one way the web app calls its API: `request(codesApi.generate, { body })`. The endpoint's
 * descriptor (from the contract) gives the method, the address and whether the call carries the
 * signed-in user's token; its shapes give the types of the input and of the answer. The answer is
 * not parsed again here: the server serialised it through the same schema, and the test doubles
 * are held to it (testing/fake-server.ts), so the first load carries no zod.
 */
import {
  pathOf,
  SIGNED_IN_AUTH,
  type Endpoint,
  type RequestInput,
  type ResponseOf,
} from '@navihub/contract/api/endpoint';
import { authRequest, plainRequest } from './api-client';
import type { RequestOptions } from './http';
import { getTokens } from './session';

type Options = Pick<RequestOptions, 'headers' | 'signal'>;
/** The input argument may be left out when the endpoint needs none. */
type InputArg<E> =
  object extends RequestInput<E>
    ? [input?: RequestInput<E>, options?: Options]
    : [input: RequestInput<E>, options?: Options];

/** The endpoint's address with its path parameters and query filled in. */
export function urlOf<E extends Endpoint>(endpoint: E, input?: RequestInput<E>): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: Record<string, unknown> };
  const path = pathOf(endpoint, params);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function sendOptions<E extends Endpoint>(
  endpoint: E,
  input: RequestInput<E> | undefined,
  options?: Options,
): RequestOptions {
  const body = (input as { body?: unknown } | undefined)?.body;
  return { method: endpoint.method, ...(body === undefined ? {} : { body }), ...options };
}

/** Whether this call goes out with the signed-in user's token. */
const signed = (endpoint: Endpoint) =>
  SIGNED_IN_AUTH.includes(endpoint.auth) || (endpoint.auth === 'optional' && getTokens() !== null);

/** Calls the endpoint; resolves with its success answer, rejects with ApiError on any other. */
export async function request<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputArg<E>
): Promise<ResponseOf<E>> {
  const url = urlOf(endpoint, input);
  const send = signed(endpoint) ? authRequest : plainRequest;
  return (await send(url, sendOptions(endpoint, input, options))) as ResponseOf<E>;
}
