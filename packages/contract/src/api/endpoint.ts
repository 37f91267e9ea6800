/**
 * An endpoint descriptor: the one place that names an endpoint's method, address and
 * authentication. Its shapes (zod schemas of params, query, body and answers) live beside it in
 * `<area>.shapes.ts` under the same id, so that a client which only calls the API never loads zod:
 * the web app imports the light `<area>.ts` descriptors, the server and the test doubles import the
 * shapes too (gathered in `all-shapes.ts`).
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `none`: no credentials (a token, if sent, is ignored);
 * - `bearer`: `Authorization: Bearer <access token>` required (401 without);
 * - `optional`: a guest may call it; a signed-in caller's token is used when sent;
 * - `staff`: like `bearer`, and the user's role is staff or admin (403 for a customer);
 * - `admin`: like `bearer`, and the user's role is admin (403 for anyone else).
 */
export type Auth = 'none' | 'bearer' | 'optional' | 'staff' | 'admin';

/** The auth levels that need a signed-in user (the token is sent, 401 without it). */
export const SIGNED_IN_AUTH: readonly Auth[] = ['bearer', 'staff', 'admin'];

/**
 * The zod schemas of one endpoint. `response` maps each status whose body is the endpoint's own
 * to that body; `errors` names the further error statuses the endpoint answers, each with the
 * shared error body (api/errors.ts) and what it means here. The statuses every endpoint of its
 * kind answers (400 for a wrong request, 401 for a bearer endpoint, 413 and 415 for a body, 500)
 * are added by the server, which publishes them all.
 */
export interface Shape {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
  errors?: Partial<Record<number, string>>;
}

export interface EndpointSpec<Id extends string, M extends Method = Method, P extends string = string> {
  /** Unique across the API; the OpenAPI operationId. */
  id: Id;
  method: M;
  /** The address, with `:name` for each path parameter (`/api/v1/vin/:vin/`). */
  path: P;
  auth: Auth;
  /** The OpenAPI tag (one per area). */
  tag: string;
  summary: string;
  description?: string;
  /** Left out of the published document (dev stand-ins, provider webhooks). */
  hidden?: boolean;
  /**
   * Its answers carry a secret (an access or refresh token, a PIN): the server sends every answer
   * of it, errors included, with `Cache-Control: no-store`, so no browser or proxy keeps a copy.
   */
  private?: boolean;
  /**
   * An API key (`Authorization: Bearer nh_…`) may call it (docs/decisions/053): the key is checked,
   * counted against its rate limit (`RateLimit-*` headers) and, read-only, may only GET. A signed-in
   * endpoint without it refuses a key (403 `api_key_not_allowed`).
   */
  apiKey?: boolean;
  /**
   * It creates an order or a payment and reads `Idempotency-Key` (docs/decisions/053): a retry with
   * the same key answers the first answer again and creates nothing.
   */
  idempotent?: boolean;
  /**
   * A test API key (`nh_test_`) may call it: it then works on the account's test orders, test
   * payments, bulk orders or endpoints only (docs/decisions/066, 073). A signed-in endpoint
   * without it answers a test key 403 `test_mode_unavailable`.
   */
  sandbox?: boolean;
}

/**
 * A descriptor; `S` is its shape's type (a phantom: nothing of it exists at run time). Its method
 * and address keep their literal types, so that a test's `call(app, 'GET', '/api/v1/…')` can be
 * typed with the endpoint it reaches.
 */
export interface Endpoint<
  Id extends string = string,
  S extends Shape = Shape,
  M extends Method = Method,
  P extends string = string,
> extends EndpointSpec<Id, M, P> {
  readonly __shape?: S;
}

/**
 * The descriptor factory of one shape table: `const endpoint = endpointsOf<Shapes>()` in an
 * area's file, then `endpoint({ id: 'generateCode', … })` is typed with `Shapes['generateCode']`
 * and an id without a shape does not compile.
 */
export function endpointsOf<Shapes extends Record<string, Shape>>() {
  return <const Id extends keyof Shapes & string, const M extends Method, const P extends string>(
    spec: EndpointSpec<Id, M, P>,
  ): Endpoint<Id, Shapes[Id], M, P> => Object.freeze({ ...spec });
}

type ShapeOf<E> = E extends Endpoint<string, infer S> ? S : never;
type In<T> = T extends z.ZodType ? z.input<T> : never;
type Out<T> = T extends z.ZodType ? z.output<T> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a caller passes: path params, query and body, each only where the endpoint has one. */
export type RequestInput<E> = ([ShapeOf<E>['params']] extends [z.ZodType]
  ? { params: In<ShapeOf<E>['params']> }
  : { params?: undefined }) &
  ([ShapeOf<E>['query']] extends [z.ZodType] ? { query?: In<ShapeOf<E>['query']> } : { query?: undefined }) &
  ([ShapeOf<E>['body']] extends [z.ZodType] ? { body: In<ShapeOf<E>['body']> } : { body?: undefined });

/** The body of the endpoint's success answer as the client receives it. */
export type ResponseOf<E> = Out<ShapeOf<E>['response'][Extract<keyof ShapeOf<E>['response'], SuccessStatus>]>;

/** What a server handler returns for the success answer (before the serializer's defaults). */
export type HandlerResult<E> = In<
  ShapeOf<E>['response'][Extract<keyof ShapeOf<E>['response'], SuccessStatus>]
>;

/** Parsed request parts as a server handler sees them. */
export type ParamsOf<E> = Out<ShapeOf<E>['params']>;
export type QueryOf<E> = Out<ShapeOf<E>['query']>;
export type BodyOf<E> = Out<ShapeOf<E>['body']>;

/** The endpoint's address with its `:name` parts filled in (each URI-encoded). */
export function pathOf(endpoint: Pick<EndpointSpec<string>, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path parameters if `path` (no query) is an address of the endpoint, else undefined. A
 * missing or extra trailing slash still matches, as the server's router ignores it.
 */
export function matchPath(
  endpoint: Pick<EndpointSpec<string>, 'path'>,
  path: string,
): Record<string, string> | undefined {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const want = trim(endpoint.path).split('/');
  const got = trim(path).split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) {
      if (got[i] === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return undefined;
      }
    } else if (part !== got[i]) return undefined;
  }
  return params;
}
