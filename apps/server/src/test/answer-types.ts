/**
 * The type of a test's answer, found from the method and address it calls: `call(app, 'GET',
 * `/api/v1/admin/orders/${id}/`)` reaches `staffOrder`, so its body is typed with that endpoint's
 * success shape, and a test that reads a field the contract does not have fails the types step.
 * An address that names no endpoint (a page, a hostile path, an address held in a variable) keeps
 * the loose `Json` body.
 */
import type { accountApi } from '@navihub/contract/api/account';
import type { apiKeysApi } from '@navihub/contract/api/api-keys';
import type { authApi } from '@navihub/contract/api/auth';
import type { backofficeApi } from '@navihub/contract/api/backoffice';
import type { bundlesApi } from '@navihub/contract/api/bundles';
import type { catalogApi } from '@navihub/contract/api/catalog';
import type { codesApi } from '@navihub/contract/api/codes';
import type { converterApi } from '@navihub/contract/api/converter';
import type { devApi } from '@navihub/contract/api/dev';
import type { Endpoint, Method, ResponseOf, Shape } from '@navihub/contract/api/endpoint';
import type { healthApi } from '@navihub/contract/api/health';
import type { paymentsApi } from '@navihub/contract/api/payments';
import type { siteApi } from '@navihub/contract/api/site';
import type { vinApi } from '@navihub/contract/api/vin';
import type { webhooksApi } from '@navihub/contract/api/webhooks';
import type { withdrawalsApi } from '@navihub/contract/api/withdrawals';

/** Loose JSON, for answers of addresses the contract does not describe. */
export type Json = Record<string, unknown> & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type ValuesOf<T> = T[keyof T];

/** Every descriptor of the API, each with its literal method and address. */
export type AnyEndpoint =
  | ValuesOf<typeof authApi>
  | ValuesOf<typeof accountApi>
  | ValuesOf<typeof apiKeysApi>
  | ValuesOf<typeof webhooksApi>
  | ValuesOf<typeof catalogApi>
  | ValuesOf<typeof codesApi>
  | ValuesOf<typeof bundlesApi>
  | ValuesOf<typeof paymentsApi>
  | ValuesOf<typeof converterApi>
  | ValuesOf<typeof vinApi>
  | ValuesOf<typeof siteApi>
  | ValuesOf<typeof healthApi>
  | ValuesOf<typeof devApi>
  | ValuesOf<typeof backofficeApi>
  | ValuesOf<typeof withdrawalsApi>;

type WithoutQuery<U extends string> = U extends `${infer P}?${string}` ? P : U;
type WithoutSlash<U extends string> = U extends `${infer P}/` ? (P extends '' ? U : P) : U;
type Segments<P extends string> = P extends `${infer A}/${infer B}` ? [A, ...Segments<B>] : [P];

/** Whether the address's segments fit the descriptor's (`:name` fits any non-empty segment). */
type Fits<Want extends string[], Got extends string[]> = Want extends [
  infer W extends string,
  ...infer WantRest extends string[],
]
  ? Got extends [infer G extends string, ...infer GotRest extends string[]]
    ? W extends `:${string}`
      ? G extends ''
        ? false
        : Fits<WantRest, GotRest>
      : [G] extends [W]
        ? Fits<WantRest, GotRest>
        : false
    : false
  : Got extends []
    ? true
    : false;

/** The descriptor(s) `method url` reaches, or never. */
export type EndpointAt<M extends string, U extends string> = AnyEndpoint extends infer E
  ? E extends Endpoint<string, Shape, infer EM extends Method, infer EP extends string>
    ? Uppercase<M> extends EM
      ? Fits<Segments<WithoutSlash<EP>>, Segments<WithoutSlash<WithoutQuery<U>>>> extends true
        ? E
        : never
      : never
    : never
  : never;

/** What every error answer may carry beside the endpoint's success fields. */
interface ErrorFields {
  detail?: string;
  code?: string;
}

type BodyOf<E> = [ResponseOf<E>] extends [never]
  ? ErrorFields
  : ResponseOf<E> extends object
    ? ResponseOf<E> & ErrorFields
    : ErrorFields;

/** The body type of a test's call of `method url`. */
export type AnswerBody<M extends string, U extends string> = string extends U
  ? Json
  : [EndpointAt<M, U>] extends [never]
    ? Json
    : BodyOf<EndpointAt<M, U>>;
