import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Extra origins a page may load scripts from (the analytics script, when configured). */
  scriptOrigins: string[];
  /** Extra origins the page may call (an external OIDC issuer, an S3 bucket for uploads). */
  connectOrigins: string[];
  /** Extra origins images may come from (an S3 bucket's public URL). */
  imageOrigins: string[];
  /** Send HSTS only when the site is served over HTTPS. */
  https: boolean;
}

/** The Content-Security-Policy: no inline script anywhere; styles may be inline (toasts inject them). */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const list = (base: string[], extra: string[]) => [...base, ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list([`'self'`], options.scriptOrigins)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list([`'self'`, 'data:', 'blob:'], options.imageOrigins)}`,
    `font-src 'self'`,
    `connect-src ${list([`'self'`], options.connectOrigins)}`,
    `frame-src https://www.tiktok.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Security headers on every response, API and pages alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
