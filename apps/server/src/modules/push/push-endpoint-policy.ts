import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The addresses a host name resolves to (`dns.lookup` with `all`, as the HTTP client would). */
export type ResolveHost = (host: string) => Promise<string[]>;

export type EndpointVerdict =
  | { ok: true }
  | { ok: false; reason: 'NOT_PUBLIC' | 'UNRESOLVED' | 'NOT_HTTP'; message: string };

/**
 * How long a subscription waits for its endpoint's host to resolve: a resolver that does not answer
 * must not hold the request (and its admission slot) for the system's own timeout, often 5 s or more.
 */
export const PUSH_RESOLVE_TIMEOUT_MS = 2_000;

/** The resolver's answer, or a rejection once `timeoutMs` have passed without one. */
function withinTime<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('resolution timed out')), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Ranges no push service lives in: this host, private networks, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unique-local, documentation, multicast and reserved, and the
 * IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo). IPv4-mapped IPv6 (::ffff:a.b.c.d)
 * is checked against the IPv4 ranges by BlockList itself.
 */
function nonPublicRanges(): BlockList {
  const list = new BlockList();
  const ipv4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  const ipv6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 32],
    ['2001:db8::', 32],
    ['2002::', 16],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const NON_PUBLIC = nonPublicRanges();

/** Whether an IP address is one a push service could have: not private, loopback, link-local… */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/**
 * Where the back office may send a push. Anyone can register a subscription, so its endpoint is a
 * URL chosen by a stranger that the server will POST to: without this check, `https://127.0.0.1:…`
 * or the cloud's metadata address reach services that trust the server's own network. An endpoint is
 * accepted when its host is on the operator's allow-list (PUSH_ALLOWED_HOSTS: a private push relay),
 * or when every address its host resolves to is public. Checked at subscription and again before
 * each send, as DNS may have changed in between.
 */
export class PushEndpointPolicy {
  private readonly allowedHosts: string[];

  constructor(
    allowedHosts: readonly string[],
    private readonly resolve: ResolveHost = resolveWithDns,
    private readonly resolveTimeoutMs = PUSH_RESOLVE_TIMEOUT_MS,
  ) {
    this.allowedHosts = allowedHosts.map((host) => host.toLowerCase());
  }

  async check(endpoint: string): Promise<EndpointVerdict> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return { ok: false, reason: 'NOT_HTTP', message: 'must be an https URL' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return { ok: false, reason: 'NOT_HTTP', message: 'must be an https URL' };
    }
    // URL gives IPv6 literals in brackets, and has already normalised 0x7f000001 or 127.1 to 127.0.0.1.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    if (this.allowedHosts.some((pattern) => hostMatches(host, pattern))) return { ok: true };
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await withinTime(this.resolve(host), this.resolveTimeoutMs);
    } catch {
      return { ok: false, reason: 'UNRESOLVED', message: `the host ${host} does not resolve` };
    }
    if (addresses.length === 0) {
      return { ok: false, reason: 'UNRESOLVED', message: `the host ${host} does not resolve` };
    }
    // Every address, not the first: the HTTP client may connect to any of them.
    if (!addresses.every(isPublicAddress)) {
      return {
        ok: false,
        reason: 'NOT_PUBLIC',
        message: 'must be a push service on a public address, not a private, loopback or link-local one',
      };
    }
    return { ok: true };
  }
}
