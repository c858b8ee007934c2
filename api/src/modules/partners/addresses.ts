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
  ['::', 96], // the unspecified address, loopback and IPv4-compatible addresses ([::127.0.0.1])
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // site-local (deprecated, still routed by some networks)
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
  if (family === 4) return internal.check(address, 'ipv4');
  const hextets = ipv6Hextets(address);
  if (!hextets) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d): refused whatever the IPv4.
  const zeros = (count: number) => hextets.slice(0, count).every((h) => h === 0);
  if ((zeros(5) && hextets[5] === 0xffff) || (zeros(4) && hextets[4] === 0xffff && hextets[5] === 0)) return true;
  // Addresses that carry an IPv4 address a gateway will connect to (issue 21, finding 7):
  // NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002::/16) are as internal as that address.
  const embedded = embeddedIPv4(hextets);
  if (embedded && internal.check(embedded, 'ipv4')) return true;
  return internal.check(address, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail included), or null. */
function ipv6Hextets(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array(rest === undefined ? 0 : missing).fill('0'), ...right].map((h) => Number.parseInt(h, 16));
  return groups.length === 8 && groups.every((h) => Number.isInteger(h) && h >= 0 && h <= 0xffff) ? groups : null;
}

function embeddedIPv4(h: number[]): string | null {
  const ipv4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (h[0] === 0x64 && h[1] === 0xff9b && (h[2] === 0 || h[2] === 1)) return ipv4(h[6] as number, h[7] as number);
  if (h[0] === 0x2002) return ipv4(h[1] as number, h[2] as number);
  return null;
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
  // A name's trailing dot ("localhost.") is the same name.
  const host = bare(url.hostname.toLowerCase()).replace(/\.+$/, '');
  const isLoopback = host === 'localhost' || isLoopbackAddress(host);
  if (rules.allowLoopbackHttp && isLoopback) return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'not https';
  if (url.protocol !== 'https:') return 'not https';
  if (isIP(host) ? isInternalAddress(host) : localNames(host)) return 'not a public host';
  // 443, or an unprivileged port: not a system service's (ssh, smtp, …) on someone's host.
  if (url.port !== '' && Number(url.port) < 1024) return 'not the https port';
  return null;
}

/** What a name resolves to (DNS): every address, as `dns.lookup` finds them. */
export type Resolver = (host: string) => Promise<string[]>;
export const resolveWithDns: Resolver = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Resolves the URL's host once and checks every address it has: the address to connect to
 * (the first; the delivery connects to it and nowhere else, so a name that resolves elsewhere
 * a moment later cannot redirect the request), or why none may be used.
 */
export async function resolveAllowedAddress(
  raw: string,
  rules: WebhookUrlRules,
  resolve: Resolver = resolveWithDns,
): Promise<{ address: string } | { error: 'address_not_allowed' | 'dns_failed' }> {
  const host = bare(new URL(raw).hostname.toLowerCase()).replace(/\.+$/, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { error: 'dns_failed' };
  }
  if (addresses.length === 0) return { error: 'dns_failed' };
  for (const address of addresses) {
    if (rules.allowLoopbackHttp && isLoopbackAddress(address)) continue;
    if (isInternalAddress(address)) return { error: 'address_not_allowed' };
  }
  return { address: addresses[0] as string };
}

/** Resolves the endpoint's host and refuses internal addresses (unless loopback is allowed). */
export async function checkResolvedAddresses(
  raw: string,
  rules: WebhookUrlRules,
  resolve: Resolver = resolveWithDns,
): Promise<string | null> {
  const found = await resolveAllowedAddress(raw, rules, resolve);
  if ('error' in found && found.error === 'dns_failed') throw new Error('dns_failed');
  return 'error' in found ? found.error : null;
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
