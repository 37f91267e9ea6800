/** Low-level same-origin fetch: JSON in and out, errors as ApiError carrying the server's body. */

import { serverTextsKnown } from '@/i18n/translated';
import { afterFirstPaint } from './first-paint';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** simplejwt-style error code, e.g. `token_not_valid`. */
  get code(): string | undefined {
    const code = isRecord(this.body) ? this.body.code : undefined;
    return typeof code === 'string' ? code : undefined;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * What a request or a body read that got no answer throws: an abort stays an abort; anything else
 * (network down, page being left) is ApiError with status 0.
 */
function noAnswer(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
}

/**
 * A response body as JSON, as text when it is not JSON, or null when empty. A body cut off on its
 * way (the page is being left, the network dropped) is no answer: ApiError with status 0, like a
 * request that never reached the server.
 */
export async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw noAnswer(error);
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a request; resolves with the raw Response when it is 2xx, rejects with ApiError otherwise. */
export async function sendRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  await afterFirstPaint();
  let response: Response;
  try {
    // No timeout by default (spec §7).
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw noAnswer(error);
  }
  if (!response.ok) {
    const [answer] = await Promise.all([readBody(response), serverTextsKnown()]);
    throw new ApiError(response.status, answer);
  }
  return response;
}

export async function sendJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  return readBody(await sendRaw(path, options));
}
