/**
 * Registers a route from its contract descriptor: the method, the address, the authentication,
 * the schemas and the document's words all come from `@navihub/contract/api`, so no route file
 * writes an address or a schema of its own.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type {
  Auth,
  BodyOf,
  Endpoint,
  HandlerResult,
  ParamsOf,
  QueryOf,
} from '@navihub/contract/api/endpoint';
import { apiError, ERROR_STATUSES } from '@navihub/contract/api/errors';
import { shapeOf } from '@navihub/contract/api/all-shapes';
import { idempotencyHeaders } from '@navihub/contract/api-keys';
import { forbidden } from './domain-errors.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Part<T> = [T] extends [never] ? unknown : T;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor's authentication: the API keys' hook refuses a key where it needs a user. */
    auth?: Auth;
    /** The descriptor's `apiKey`: an API key may call the route (docs/decisions/053). */
    apiKey?: boolean;
    /** The descriptor's `idempotent`: the route reads Idempotency-Key (docs/decisions/053). */
    idempotent?: boolean;
    /** The descriptor's `sandbox`: a test API key may call the route (docs/decisions/066). */
    sandbox?: boolean;
  }
}

/** The request a handler of endpoint `E` gets: its params, query and body as the schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Part<ParamsOf<E>>;
  Querystring: Part<QueryOf<E>>;
  Body: Part<BodyOf<E>>;
}>;

type Awaitable<T> = T | Promise<T>;

export interface EndpointRoute<E> {
  /** Answers with the success body, or sends another status through `reply`. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Awaitable<HandlerResult<E> | FastifyReply>;
  /**
   * Replaces the check the descriptor's `auth` implies, for a route that checks its session in its
   * own query (generate's `authenticateToken`).
   */
  authenticate?: preHandlerHookHandler;
  onRequest?: onRequestHookHandler;
  /** Runs after authentication. */
  preHandler?: preHandlerHookHandler;
  config?: FastifyContextConfig;
  /** Further document words (`consumes` of an upload). */
  schema?: Partial<FastifySchema> & Record<string, unknown>;
}

/** What the published document says each `auth` needs: the bearer token, either, or nothing. */
const SECURITY: Record<Auth, Array<Record<string, string[]>>> = {
  bearer: [{ bearer: [] }],
  optional: [{ bearer: [] }, {}],
  none: [],
  staff: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/** The document's security of an endpoint: an API key besides the token where keys may call it. */
function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (!endpoint.apiKey) return SECURITY[endpoint.auth];
  if (endpoint.auth === 'none') return [{}, { apiKey: [] }];
  return [...SECURITY[endpoint.auth], { apiKey: [] }];
}

/** The roles each role-restricted `auth` lets in (docs/decisions/023). */
const ROLES_ALLOWED: Partial<Record<Auth, readonly string[]>> = {
  staff: ['staff', 'admin'],
  admin: ['admin'],
};

/** Authenticates as `bearer` does (401 signed out), then refuses a lesser role with 403. */
function roleGuard(app: FastifyInstance, allowed: readonly string[]): preHandlerHookHandler {
  return async function requireRole(request, reply) {
    await app.authenticate(request, reply);
    if (!request.user || !allowed.includes(request.user.role)) throw forbidden();
  };
}

function guardOf(app: FastifyInstance, auth: Auth): preHandlerHookHandler | undefined {
  if (auth === 'bearer') return app.authenticate as preHandlerHookHandler;
  if (auth === 'optional') return app.authenticateOptional as preHandlerHookHandler;
  const roles = ROLES_ALLOWED[auth];
  if (roles) return roleGuard(app, roles);
  return undefined;
}

/**
 * Every error status the endpoint answers with the shared error body, and what it means there:
 * those of its kind (400 for a request with parts to check, 401 when a token is read, 413 and
 * 415 when a body is read, 500 and 503 anywhere) and those its shape names.
 */
export function errorStatusesOf(endpoint: Endpoint): Record<number, string> {
  const shape = shapeOf(endpoint);
  const readsBody = endpoint.method !== 'GET';
  const statuses: Record<number, string> = {};
  if (readsBody || shape.params || shape.query) statuses[400] = ERROR_STATUSES[400]!;
  if (endpoint.auth !== 'none' || endpoint.apiKey) statuses[401] = ERROR_STATUSES[401]!;
  // A role-restricted endpoint refuses a signed-in user of a lesser role; any signed-in one refuses
  // an API key where keys may not call it, or a key of the wrong scope (docs/decisions/053).
  if (endpoint.auth !== 'none' || endpoint.apiKey) statuses[403] = ERROR_STATUSES[403]!;
  if (endpoint.apiKey) statuses[429] = ERROR_STATUSES[429]!;
  if (endpoint.idempotent) {
    statuses[409] = ERROR_STATUSES[409]!;
    statuses[422] = ERROR_STATUSES[422]!;
  }
  if (readsBody) {
    statuses[413] = ERROR_STATUSES[413]!;
    statuses[415] = ERROR_STATUSES[415]!;
  }
  statuses[500] = ERROR_STATUSES[500]!;
  // Any request may be shed while the server is overloaded (plugins/load-shedding.ts); the
  // probes are not (modules/health/routes.ts).
  if (endpoint.tag !== 'health') statuses[503] = ERROR_STATUSES[503]!;
  for (const [status, meaning] of Object.entries(shape.errors ?? {})) {
    statuses[Number(status)] = meaning || ERROR_STATUSES[Number(status)] || 'An error.';
  }
  // A status with a body of the endpoint's own is described by that body.
  for (const status of Object.keys(shape.response)) {
    if (Number(status) >= 400 && !shape.errors?.[Number(status)]) delete statuses[Number(status)];
  }
  return statuses;
}

/** The schema of the JSON body the endpoint answers with `status`, if the document declares one. */
export function answerSchemaOf(endpoint: Endpoint, status: number): z.ZodType | undefined {
  const own = shapeOf(endpoint).response[status];
  if (own) return own;
  return errorStatusesOf(endpoint)[status] ? apiError : undefined;
}

/** The route's `response` schema: its own bodies, then each error status with the shared body. */
function responsesOf(endpoint: Endpoint): Record<number, unknown> {
  const shape = shapeOf(endpoint);
  const responses: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(shape.response)) {
    const meaning = shape.errors?.[Number(status)];
    responses[Number(status)] = meaning
      ? { description: meaning, content: { 'application/json': { schema } } }
      : schema;
  }
  for (const [status, meaning] of Object.entries(errorStatusesOf(endpoint))) {
    responses[Number(status)] ??= {
      description: meaning,
      content: { 'application/json': { schema: apiError } },
    };
  }
  return responses;
}

/**
 * Success bodies are serialised through their schemas (unknown keys dropped, defaults filled in);
 * an error body is built by the error handler in the shared shape and sent as it is, so a fault
 * in one never turns a 4xx into a 500. The test helper checks error bodies against the schema.
 */
const sendErrorsAsBuilt: typeof serializerCompiler = (route) =>
  Number(route.httpStatus) >= 400 ? (data: unknown) => JSON.stringify(data) : serializerCompiler(route);

/**
 * Fastify reads text/plain bodies too; the API reads JSON only (the converter its uploads), so
 * any other body is 415, as an unknown type already is.
 */
const jsonBodiesOnly: preHandlerHookHandler = (request, _reply, done) => {
  const type = request.headers['content-type'];
  if (request.body !== undefined && type && !/^application\/json\b/i.test(type)) {
    done(
      Object.assign(new Error('Unsupported Media Type'), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      }),
    );
    return;
  }
  done();
};

/**
 * An endpoint marked `private` answers secrets (tokens, PINs): every answer of it, errors included,
 * says `Cache-Control: no-store`, set here once so that no route can forget it.
 */
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

/** The sandbox's word in the document: what a test key does here (decisions 066, 073). */
const SANDBOX_NOTE =
  'Sandbox: with a test key (`nh_test_…`) this works on test orders and test payments only (`"livemode": false`), and a checkout opens on the sandbox checkout, where nothing is charged; see "Sandbox" in the guide for the test VINs.';

function descriptionOf(endpoint: Endpoint): string | undefined {
  if (!endpoint.sandbox || endpoint.auth === 'none') return endpoint.description;
  return endpoint.description ? `${endpoint.description}\n\n${SANDBOX_NOTE}` : SANDBOX_NOTE;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRoute<E>,
): void {
  const shape = shapeOf(endpoint);
  // Authentication runs before the body is validated: a caller without a token hears 401, not
  // what is wrong with a body it may not send anyway.
  const guard = options.authenticate ?? guardOf(app, endpoint.auth);
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(descriptionOf(endpoint) ? { description: descriptionOf(endpoint) } : {}),
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(shape.params ? { params: shape.params } : {}),
    ...(shape.query ? { querystring: shape.query } : {}),
    ...(shape.body ? { body: shape.body } : {}),
    ...(endpoint.idempotent ? { headers: idempotencyHeaders } : {}),
    response: responsesOf(endpoint),
    ...options.schema,
  };
  if (options.config?.rateLimit && !shape.errors?.[429]) {
    throw new Error(`${endpoint.id} is rate limited: its shape must name the 429 in \`errors\``);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    serializerCompiler: sendErrorsAsBuilt as FastifySerializerCompiler<FastifySchema>,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    preValidation: [
      ...(guard ? [guard] : []),
      // The hidden stand-ins read HTML forms and the webhook its provider's bytes.
      ...(endpoint.method !== 'GET' && !endpoint.hidden && !options.schema?.consumes ? [jsonBodiesOnly] : []),
    ],
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    config: {
      ...options.config,
      auth: endpoint.auth,
      ...(endpoint.apiKey ? { apiKey: true } : {}),
      ...(endpoint.idempotent ? { idempotent: true } : {}),
      ...(endpoint.sandbox ? { sandbox: true } : {}),
    },
    ...(endpoint.private ? { onSend: noStore } : {}),
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
