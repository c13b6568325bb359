import { randomInt } from 'node:crypto';

/** A client address of its own for one test's browser context (sent as X-Forwarded-For). */
export function ownAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}` };
}
