import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where partners' webhooks may go, and which browser origins a publishable key may name.
 * Webhooks are requests our servers make to addresses partners choose, so they must never
 * reach our own network (loopback, private, link-local, metadata services): the URL is checked
 * when registered, and the addresses its host resolves to before every delivery.
 */

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
// (IPv4-mapped IPv6 addresses are refused by their spelling below: a ::ffff:0:0/96 subnet here
// would make the list match every IPv4 address.)
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const bare = (host: string) => host.replace(/^\[|\]$/g, '');

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Loopback, private, link-local, shared, multicast or reserved: never a partner's server. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) return true;
  return internal.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const localNames = (host: string) =>
  host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.');

export interface WebhookUrlRules {
  /** Tests and development: `http://` to a loopback address (127.0.0.1, ::1, localhost). */
  allowLoopbackHttp: boolean;
}

/** Why a URL cannot be a webhook endpoint, or null when it can. */
export function webhookUrlProblem(raw: string, rules: WebhookUrlRules): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.hash) return 'a fragment (#…) in the URL';
  const host = bare(url.hostname.toLowerCase());
  const isLoopback = host === 'localhost' || isLoopbackAddress(host);
  if (rules.allowLoopbackHttp && isLoopback) return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'not https';
  if (url.protocol !== 'https:') return 'not https';
  if (isIP(host) ? isInternalAddress(host) : localNames(host)) return 'not a public host';
  return null;
}

/** Resolves the endpoint's host and refuses internal addresses (unless loopback is allowed), just before sending. */
export async function checkResolvedAddresses(raw: string, rules: WebhookUrlRules): Promise<string | null> {
  const host = bare(new URL(raw).hostname.toLowerCase());
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    if (rules.allowLoopbackHttp && isLoopbackAddress(address)) continue;
    if (isInternalAddress(address)) return 'address_not_allowed';
  }
  return null;
}

/** A browser origin as a publishable key names it (`https://host[:port]`, `http://` for localhost only), or null. */
export function normaliseOrigin(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin === 'null' || url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash) return null;
  if (raw.replace(/\/$/, '').toLowerCase() !== url.origin) return null;
  const host = bare(url.hostname);
  // A hostname or an address, nothing else (no wildcards: each origin is named).
  if (!/^[a-z0-9.-]+$/.test(host) && isIP(host) === 0) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && (host === 'localhost' || isLoopbackAddress(host))) return url.origin;
  return null;
}
