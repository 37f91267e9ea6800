/** What the log may say about a failed query. */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * A failed query's message and fields carry its parameter values (password hashes, e-mail
 * addresses, whatever the client sent): the log gets the statement and the database's own error.
 */
export function withoutValues(error: Error): Error | Record<string, unknown> {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    cause: { message: cause?.message, code: cause?.code },
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
