import type { FastifyRequest } from 'fastify';

/** Query parameters that carry tokens or one-time secrets of the sign-in flow. */
const secretParams = new Set(['id_token_hint', 'id_token', 'access_token', 'refresh_token', 'code', 'code_verifier', 'token', 'state']);

/** A URL as it may be logged: the values of secret query parameters replaced, the rest kept. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent; it is not one of ours.
      }
      return secretParams.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Fastify's request log fields with the URL redacted, for the issuer's routes: sign-out carries
 * the ID token in `id_token_hint`, and request logs must never hold a token.
 */
export const issuerLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
