/**
 * The shared model every input format maps to, and the field rules from the format definition.
 * Checks return a problem description (or undefined) so each adapter can add its own context.
 */

export interface Coding {
  readonly domain: string;
  readonly bytes: Uint8Array;
}

export interface Module {
  readonly name: string;
  readonly variant?: string;
  readonly partNumber?: string;
  readonly software?: string;
  /** Always 8 uppercase hex digits once read. */
  readonly fingerprint?: string;
  readonly codings: readonly Coding[];
}

export interface CodingSet {
  readonly vin?: string;
  readonly tool?: string;
  readonly created?: string;
  readonly modules: readonly Module[];
}

export type CodingFormat = 'vrx' | 'vcx' | 'sgde';

const MODULE_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const FINGERPRINT = /^[0-9A-Fa-f]{8}$/;
// C0, DEL and C1 controls: they would break the line-oriented .aed output.
const CONTROL = /\p{Cc}/u;
const DOMAIN_FORBIDDEN = /[/\\:]/;

export function checkModuleName(name: string): string | undefined {
  if (MODULE_NAME.test(name)) return undefined;
  if (name.length === 0) return 'module name is empty';
  if (name.length > 64) return `module name "${preview(name)}" is longer than 64 characters`;
  return `module name "${preview(name)}" may only contain A-Z a-z 0-9 _ . -`;
}

export function checkFingerprint(value: string): string | undefined {
  return FINGERPRINT.test(value) ? undefined : `fingerprint "${preview(value)}" must be exactly 8 hex digits`;
}

export function checkDomain(domain: string): string | undefined {
  // Counted in code points; at most 64 UTF-16 units are at most 64 code points, so the common
  // case needs no count.
  const length = domain.length <= 64 ? domain.length : [...domain].length;
  if (length === 0) return 'domain name is empty';
  if (length > 64) return `domain name "${preview(domain)}" is longer than 64 characters`;
  if (CONTROL.test(domain)) return `domain name "${preview(domain)}" contains a control character`;
  if (DOMAIN_FORBIDDEN.test(domain)) return `domain name "${preview(domain)}" may not contain / \\ or :`;
  return undefined;
}

/** Free-text fields (variant, VIN, …) are copied into single .aed lines, so no control characters. */
export function checkText(label: string, value: string): string | undefined {
  return CONTROL.test(value) ? `${label} contains a control character` : undefined;
}

/** Values are used trimmed; an empty value counts as absent. */
export function cleanText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Keeps user-supplied text in messages short and on one line. */
export function preview(value: string, max = 40): string {
  const visible = value.replace(/\p{Cc}/gu, '?');
  const chars = [...visible];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : visible;
}
