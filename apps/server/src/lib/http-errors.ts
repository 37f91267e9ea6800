/** Errors a service throws for the client to read; the error handler turns them into JSON bodies. */
import type { FieldErrors } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';

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

/** 400 with `{"field": ["message"]}` — the shape dj-rest-auth clients read. */
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const badRequest = (detail: string) => new HttpError(400, { detail });
export const notAuthenticated = () => new HttpError(401, { detail: messages.notAuthenticated });
export const tokenNotValid = (detail: string = messages.tokenNotValid) =>
  new HttpError(401, { detail, code: messages.tokenNotValidCode });
/** The answer when a valid token names a user who no longer exists. */
export const userNotFound = () => tokenNotValid('User not found');
export const forbidden = () => new HttpError(403, { detail: messages.forbidden });
export const notFound = () => new HttpError(404, { detail: messages.notFound });
