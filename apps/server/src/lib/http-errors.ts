/**
 * An answer with a status and body of its own, for the few refusals that are HTTP's business
 * (upload limits in converter routes). Services throw DomainError (lib/domain-errors.ts) instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}
