import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ITEM_IMAGE_MAX_BYTES, LOGO_FETCH_TIMEOUT_MS } from '@showfloor/core';
import { isImageRefusal, type PreparedImage, prepareItemImage } from './item-image.js';

/** Logos fetched at once: a list of 600 exhibitors takes minutes at worst, and no host is flooded. */
export const LOGO_FETCH_CONCURRENCY = 4;

/** Redirections followed (a CDN often answers a logo's address with one), each checked again. */
const MAX_REDIRECTS = 3;

/**
 * Addresses a logo URL may not reach: the server's own machine, its private networks, link-local
 * (cloud metadata at 169.254.169.254), shared, multicast and reserved ranges. A list's URL is the
 * uploader's text: without this, "Apply" would fetch the back office's internal services for them.
 */
const PRIVATE_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const privateAddresses = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) privateAddresses.addSubnet(network, prefix, family);

/** Whether an IP address is on the public internet (not loopback, private, link-local or reserved). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return isPublicAddress(mapped);
  return !privateAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface LogoFetcherOptions {
  /** Schemes a logo URL may use: https only, so that no logo travels in clear. */
  schemes?: readonly string[];
  /** Whether an address may be reached; the tests let their loopback server in. */
  isAllowedAddress?: (address: string) => boolean;
  /** The addresses of a host name (the system's resolver; the tests name their server). */
  resolveHost?: (hostname: string) => Promise<LookupAddress[]>;
  timeoutMs?: number;
  concurrency?: number;
  maxBytes?: number;
}

/** A logo to fetch: the row of the list it is on, the exhibitor, the URL as written. */
export interface LogoRequest {
  row: number;
  originalId: string;
  url: string;
}

export type LogoOutcome =
  | { request: LogoRequest; image: PreparedImage }
  | { request: LogoRequest; reason: string };

class LogoRefusal extends Error {}

/**
 * Fetches the logos of an exhibitor list (docs/console.md "Exhibitor lists"): each https URL whose
 * host resolves only to public addresses (checked on the address the connection is made to, so a
 * name cannot resolve to a public address for the check and a private one for the fetch), within a
 * timeout and a size cap, then checked and resized as an uploaded logo. A URL that fails gives its
 * reason, never an exception: the import goes on without that logo.
 */
export class LogoFetcher {
  private readonly schemes: readonly string[];
  private readonly isAllowedAddress: (address: string) => boolean;
  private readonly resolveHost: (hostname: string) => Promise<LookupAddress[]>;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly maxBytes: number;

  constructor(options: LogoFetcherOptions = {}) {
    this.schemes = options.schemes ?? ['https:'];
    this.isAllowedAddress = options.isAllowedAddress ?? isPublicAddress;
    this.resolveHost = options.resolveHost ?? ((hostname) => dnsLookup(hostname, { all: true }));
    this.timeoutMs = options.timeoutMs ?? LOGO_FETCH_TIMEOUT_MS;
    this.concurrency = options.concurrency ?? LOGO_FETCH_CONCURRENCY;
    this.maxBytes = options.maxBytes ?? ITEM_IMAGE_MAX_BYTES;
  }

  /** Every request's outcome, in the requests' order, fetched a few at a time. */
  async fetchAll(requests: readonly LogoRequest[]): Promise<LogoOutcome[]> {
    const outcomes: LogoOutcome[] = new Array(requests.length);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next;
        next += 1;
        const request = requests[index];
        if (request !== undefined) outcomes[index] = await this.fetchOne(request);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, requests.length) }, worker));
    return outcomes;
  }

  async fetchOne(request: LogoRequest): Promise<LogoOutcome> {
    try {
      const bytes = await this.download(request.url);
      const image = await prepareItemImage(bytes, 'logo');
      if (isImageRefusal(image)) return { request, reason: image.reason };
      return { request, image };
    } catch (error) {
      return {
        request,
        reason: error instanceof LogoRefusal ? error.message : 'the address cannot be reached',
      };
    }
  }

  private async download(address: string): Promise<Uint8Array> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    let url = this.checkedUrl(address);
    for (let redirects = 0; ; redirects += 1) {
      const response = await this.get(url, deadline);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        response.resume();
        if (redirects >= MAX_REDIRECTS) throw new LogoRefusal(`more than ${MAX_REDIRECTS} redirections`);
        url = this.checkedUrl(new URL(location, url).href);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new LogoRefusal(`the server answered HTTP ${status}`);
      }
      return this.body(response, deadline);
    }
  }

  private checkedUrl(address: string): URL {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new LogoRefusal('not a web address');
    }
    if (!this.schemes.includes(url.protocol)) {
      throw new LogoRefusal(
        `not an ${this.schemes.map((scheme) => scheme.slice(0, -1)).join(' or ')} address`,
      );
    }
    // A literal address is never looked up, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !this.isAllowedAddress(literal)) {
      throw new LogoRefusal(`${literal} is a private or local address`);
    }
    return url;
  }

  /** Resolves the host and refuses it when any of its addresses is private. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolveHost(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !this.isAllowedAddress(entry.address));
        if (refused !== undefined) {
          const reason = `${hostname} is a private or local address (${refused.address})`;
          return callback(new LogoRefusal(reason), '', 4);
        }
        const family = options.family === 6 ? 6 : options.family === 4 ? 4 : undefined;
        const usable = addresses.filter((entry) => family === undefined || entry.family === family);
        const [first] = usable;
        if (first === undefined) return callback(new LogoRefusal(`${hostname} has no address`), '', 4);
        if (options.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  private get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(
        url,
        { lookup: this.lookup, signal, headers: { accept: 'image/*' } },
        resolve,
      );
      request.on('error', (error) => {
        if (error instanceof LogoRefusal) reject(error);
        else if (signal.aborted) reject(new LogoRefusal(`no answer within ${this.timeoutMs / 1000} s`));
        else reject(new LogoRefusal(`the address cannot be reached (${error.message})`));
      });
    });
  }

  private body(response: IncomingMessage, signal: AbortSignal): Promise<Uint8Array> {
    const limit = this.maxBytes;
    const tooLarge = `the logo is larger than ${limit / 1024 / 1024} MB`;
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      response.destroy();
      return Promise.reject(new LogoRefusal(tooLarge));
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limit) {
          response.destroy();
          reject(new LogoRefusal(tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      const brokenOff = () =>
        reject(
          new LogoRefusal(
            signal.aborted ? `no answer within ${this.timeoutMs / 1000} s` : 'the download broke off',
          ),
        );
      response.on('error', brokenOff);
      // An aborted response may close without an error: a settled promise ignores this.
      response.on('close', () => {
        if (!response.complete) brokenOff();
      });
    });
  }
}
