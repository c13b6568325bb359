import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

type ConnectionOptions = Pick<FastifyServerOptions, 'trustProxy' | 'requestTimeout' | 'connectionTimeout'> & { http: ServerOptions };

/**
 * Fastify's server options that guard the connection itself (docs/configuration.md): whose
 * X-Forwarded-For to believe, and how long a client may take to send a request or stay silent.
 */
export function serverOptions(config: Config): ConnectionOptions {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const trusted = config.TRUSTED_PROXIES;
  return {
    // A hop count trusts that many proxies nearest to us, as Fastify does for a number (its types
    // only list the function form); a list trusts those addresses.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    // The whole request (headers and body) must arrive within this time: a body trickled one
    // byte at a time is cut off with 408.
    requestTimeout,
    // A socket with no traffic at all for this long is closed.
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      // Node checks the timeouts on this interval (30 s by default, too coarse for short limits).
      connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(requestTimeout / 4))),
    },
  };
}
