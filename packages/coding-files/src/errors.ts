/** Every way a conversion can fail; stable identifiers for callers (HTTP layer, CLI, tests). */
export type ErrorCode =
  | 'bad_extension'
  | 'too_large'
  | 'bad_encoding'
  | 'unknown_format'
  | 'doctype'
  | 'bad_xml'
  | 'bad_line'
  | 'bad_field'
  | 'bad_hex'
  | 'limit'
  | 'no_codings'
  | 'no_modules'
  | 'read_error'
  | 'internal';

export const ERROR_CODES: readonly ErrorCode[] = [
  'bad_extension',
  'too_large',
  'bad_encoding',
  'unknown_format',
  'doctype',
  'bad_xml',
  'bad_line',
  'bad_field',
  'bad_hex',
  'limit',
  'no_codings',
  'no_modules',
  'read_error',
  'internal',
];

export interface ConversionError {
  readonly code: ErrorCode;
  /** A sentence a workshop user can act on, e.g. "line 12: expected KEY = value". */
  readonly message: string;
  /** 1-based line of the input where the problem was found, when known. */
  readonly line?: number;
}

/**
 * Thrown inside the library only, to unwind a parse at the first problem; the public entry
 * points catch it and hand back a ConversionError. Never escapes the package.
 */
export class ParseFailure extends Error {
  readonly error: ConversionError;

  constructor(code: ErrorCode, message: string, line?: number) {
    super(message);
    this.name = 'ParseFailure';
    this.error = line === undefined ? { code, message } : { code, message, line };
  }
}

export function fail(code: ErrorCode, message: string, line?: number): never {
  throw new ParseFailure(code, message, line);
}

/** Turns anything thrown inside the library into a typed error. */
export function toConversionError(thrown: unknown): ConversionError {
  if (thrown instanceof ParseFailure) return thrown.error;
  const detail = thrown instanceof Error ? thrown.message : String(thrown);
  return { code: 'internal', message: `internal error while converting: ${detail}` };
}
