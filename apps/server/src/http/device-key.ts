import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieName = 'sous_device';
const validKey = /^[A-Za-z0-9_-]{32}$/;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The anonymous device key: a random id in an HttpOnly cookie that counts an anonymous visitor's
 * generations and owns their unsaved recipes until they sign up. Made on first use.
 * (A visitor can clear it, so quotas also count the client address.)
 */
export function deviceKeyOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readCookie(request, cookieName);
  if (existing && validKey.test(existing)) return existing;
  const key = randomBytes(24).toString('base64url');
  reply.header(
    'Set-Cookie',
    `${cookieName}=${key}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return key;
}

/** The device key if the request carries one, without making one. */
export function existingDeviceKey(request: FastifyRequest): string | null {
  const existing = readCookie(request, cookieName);
  return existing && validKey.test(existing) ? existing : null;
}
