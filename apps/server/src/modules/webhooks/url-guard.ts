/**
 * Server-side request forgery (decision 060): a webhook URL must be a public HTTPS address. Its
 * host is refused when it is, or resolves to, a loopback, private, link-local or otherwise
 * non-public address (ipaddr.js's `range()` other than `unicast`), when the endpoint is registered
 * and again at each delivery, by the connection's own DNS lookup (no rebinding between the check
 * and the connect). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=on, or the dev stand-ins on loopback)
 * lifts both rules: plain HTTP and private addresses are then allowed.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalidField } from '../../lib/domain-errors.js';

/** Whether an address (v4 or v6, a v4-mapped v6 one as its v4) is a public unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The host of a URL as a lookup sees it (IPv6 literals without their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export class RefusedAddressError extends Error {}

/**
 * The URL, parsed, when a webhook may be sent to it; else a 400 on `url` saying why. Looks the
 * host up (a name that resolves to nothing is refused too).
 */
export async function checkWebhookUrl(text: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidField('url', 'Enter a full address, starting with https://.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw invalidField('url', 'The address must start with https://.');
  }
  if (url.username || url.password) {
    throw invalidField('url', 'The address may not carry a user name or password.');
  }
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw invalidField('url', refusedText(host));
    return url;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw invalidField('url', refusedText(host));
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise((resolve, reject) =>
      dnsLookup(host, { all: true }, (err, found) => (err ? reject(err) : resolve(found))),
    );
  } catch {
    throw invalidField('url', `${host} could not be found: check the address.`);
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw invalidField('url', refusedText(refused.address));
  return url;
}

const refusedText = (address: string) =>
  `The address must be a public one on the internet; ${address} is a private, loopback or link-local address.`;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that refuses non-public addresses: the address checked is the
 * address connected to. An IP literal host is not looked up by Node, so `checkHostLiteral` comes first.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new RefusedAddressError(refusedText(refused.address)), '');
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new RefusedAddressError(`${hostname} has no address`), '');
    callback(null, first.address, first.family);
  });
}

/** Refuses an IP literal host that is not public (Node connects to it without a lookup). */
export function checkHostLiteral(url: URL): void {
  const host = hostOf(url);
  if (isIP(host) && !isPublicAddress(host)) throw new RefusedAddressError(refusedText(host));
  if (host === 'localhost' || host.endsWith('.localhost')) throw new RefusedAddressError(refusedText(host));
}
