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
  onRequestHookHandler,
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
  Shape,
} from '@navihub/contract/api/endpoint';
import { shapes, type EndpointId } from '@navihub/contract/api/shapes';
import { forbidden } from './domain-errors.js';

type Part<T> = [T] extends [never] ? unknown : T;

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

export function shapeOf(endpoint: Endpoint): Shape {
  return shapes[endpoint.id as EndpointId] as Shape;
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
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(shape.params ? { params: shape.params } : {}),
    ...(shape.query ? { querystring: shape.query } : {}),
    ...(shape.body ? { body: shape.body } : {}),
    ...(Object.keys(shape.response).length > 0 ? { response: shape.response } : {}),
    ...options.schema,
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(guard ? { preValidation: guard } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
