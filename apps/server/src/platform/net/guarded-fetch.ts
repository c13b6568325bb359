import dns from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Config } from '../../config/env';
import { refusalReason } from './ip-address';
import {
  OutboundBlockedError,
  OutboundError,
  OutboundNetworkError,
  OutboundRedirectError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from './outbound-errors';

/** One resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (default: the system resolver). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardedFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array;
  /** Budget for the whole exchange: every redirect hop and the body. */
  timeoutMs: number;
  /** Largest response body accepted. */
  maxBytes: number;
  /** Host names that may be contacted (exact, or `*.example.com` for subdomains); any when absent. */
  allowHosts?: string[];
  /** Permit 127.0.0.0/8 and ::1 (tests pointing base URLs at local servers); never other private ranges. */
  allowLoopback?: boolean;
  /** Redirects followed before giving up (default and maximum 5). */
  maxRedirects?: number;
  /** How host names are resolved; tests map names to chosen addresses with it. */
  lookup?: HostResolver;
  /** Ends the exchange at once when aborted (a job that lost its lease, a worker stopping). */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  ok: boolean;
  headers: IncomingHttpHeaders;
  /** The URL that answered, after redirects. */
  url: string;
  body: Buffer;
  text(): string;
  /** The body parsed as JSON: parse it further (zod) before trusting its shape. */
  json(): unknown;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];
const bodyHeaders = ['content-type', 'content-length', 'transfer-encoding'];

const systemResolver: HostResolver = async (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The one way Sous calls other servers (oEmbed, model servers, Stripe...). Before each hop it
 * checks the scheme, credentials in the URL and the allow-list, resolves the host itself and
 * refuses loopback, private, link-local and other non-public addresses, then connects to
 * exactly the address it checked (no second lookup, so no DNS rebinding). Redirects are
 * followed by hand, each re-checked; the body is capped and the whole exchange timed.
 */
export async function guardedFetch(url: string | URL, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const maxRedirects = Math.min(options.maxRedirects ?? 5, 5);
  const controller = new AbortController();
  const stop = () => {
    controller.abort();
  };
  const timer = setTimeout(stop, options.timeoutMs);
  if (options.signal?.aborted) stop();
  else options.signal?.addEventListener('abort', stop, { once: true });
  let method = (options.method ?? 'GET').toUpperCase();
  let headers = { ...options.headers };
  let body = options.body;
  let target = parseTarget(String(url));
  try {
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(target, { ...options, method, headers, body }, controller.signal);
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (!redirectStatuses.has(status) || !location) {
        const bytes = await readCapped(response, options.maxBytes);
        return toResponse(response, target.href, bytes);
      }
      response.destroy();
      if (hop >= maxRedirects) throw new OutboundRedirectError(`More than ${maxRedirects} redirects`);
      const next = parseTarget(location, target);
      if (next.origin !== target.origin) headers = omit(headers, credentialHeaders);
      // As browsers do: 303 always, and 301/302 after a POST, continue as a GET without a body.
      if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
        method = 'GET';
        body = undefined;
        headers = omit(headers, bodyHeaders);
      }
      target = next;
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (controller.signal.aborted) throw new OutboundTimeoutError(options.timeoutMs);
    if (error instanceof OutboundError) throw error;
    throw new OutboundNetworkError(`Request to ${target.host} failed: ${(error as Error).message}`, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/**
 * A guarded fetch with the configured defaults (OUTBOUND_TIMEOUT_MS, OUTBOUND_MAX_BYTES,
 * OUTBOUND_ALLOW_LOOPBACK). A call may set its own timeout and cap (a model server is slower than
 * oEmbed) and name its allowed hosts, but loopback stays as configured.
 */
export function createGuardedFetch(
  config: Pick<Config, 'OUTBOUND_TIMEOUT_MS' | 'OUTBOUND_MAX_BYTES' | 'OUTBOUND_ALLOW_LOOPBACK'>,
) {
  return (url: string | URL, options: Partial<GuardedFetchOptions> = {}) =>
    guardedFetch(url, {
      ...options,
      timeoutMs: options.timeoutMs ?? config.OUTBOUND_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? config.OUTBOUND_MAX_BYTES,
      allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK,
    });
}

export type GuardedFetch = ReturnType<typeof createGuardedFetch>;

/** Parses and checks a URL (relative ones against `base`): http(s) only, no user:password@. */
function parseTarget(raw: string, base?: URL): URL {
  let target: URL;
  try {
    target = new URL(raw, base);
  } catch {
    throw base ? new OutboundRedirectError('A redirect has an invalid Location') : new OutboundBlockedError('Not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new OutboundBlockedError(`The ${target.protocol} scheme is not allowed`);
  }
  if (target.username || target.password) throw new OutboundBlockedError('Credentials in URLs are not allowed');
  return target;
}

/** The URL's host without IPv6 brackets or a trailing dot, lower-cased. */
const hostOf = (target: URL) => target.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

function isAllowedHost(host: string, allowHosts: string[]): boolean {
  return allowHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

/** Resolves the target's host and returns the one address to connect to, after checking all. */
async function pickAddress(target: URL, options: GuardedFetchOptions): Promise<ResolvedAddress> {
  const host = hostOf(target);
  if (options.allowHosts && !isAllowedHost(host, options.allowHosts)) {
    throw new OutboundBlockedError(`${host} is not an allowed host`);
  }
  const family = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await (options.lookup ?? systemResolver)(host);
    } catch (error) {
      throw new OutboundNetworkError(`Could not resolve ${host}`, error);
    }
  }
  const [first] = addresses;
  if (!first) throw new OutboundNetworkError(`Could not resolve ${host}`);
  // Fail closed: one refused address among several refuses the host.
  for (const { address } of addresses) {
    const reason = refusalReason(address, options.allowLoopback ?? false);
    if (reason) throw new OutboundBlockedError(`${host} leads to a ${reason} address`);
  }
  return first;
}

/** A lookup that answers with the address already checked, whatever it is asked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

interface HopOptions extends GuardedFetchOptions {
  method: string;
  headers: Record<string, string>;
}

async function requestOnce(target: URL, options: HopOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned = await pickAddress(target, options);
  if (signal.aborted) throw new OutboundTimeoutError(options.timeoutMs);
  const client = target.protocol === 'https:' ? https : http;
  const headers: OutgoingHttpHeaders = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        hostname: hostOf(target),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: options.method,
        headers,
        lookup: pinnedLookup(pinned),
        // A fresh connection per hop: a pooled socket could lead to an address checked for another URL.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Reads the body, refusing it as soon as it passes `maxBytes` (declared or counted). */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length'] ?? Number.NaN);
    if (declared > maxBytes) {
      response.destroy();
      reject(new OutboundTooLargeError(maxBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new OutboundTooLargeError(maxBytes));
      } else chunks.push(chunk);
    });
    response.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new OutboundNetworkError('The response was cut off'));
    });
  });
}

function toResponse(response: IncomingMessage, url: string, body: Buffer): GuardedResponse {
  const status = response.statusCode ?? 0;
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: response.headers,
    url,
    body,
    text: () => body.toString('utf8'),
    json: (): unknown => JSON.parse(body.toString('utf8')),
  };
}

function omit(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}
