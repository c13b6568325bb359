import { ErrorCode } from '@sous/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../platform/net/client-address';
import { AppError } from './app-error';
import { AUTH_MESSAGES, type Auth } from './auth';
import { deviceKeyOf, existingDeviceKey } from './device-key';

export type Tier = 'free' | 'premium';

/** A signed-in caller. */
export interface UserActor {
  kind: 'user';
  userId: string;
  email: string | null;
  tier: Tier;
  /** The anonymous device key the browser still carries, if any (claims recipes made before sign-in). */
  deviceKey: string | null;
  /** The client address as a quota key (IPv6 by /64). */
  addressKey: string;
}

/** An anonymous caller: known by a device key (cookie, made on first use) and an address. */
export interface VisitorActor {
  kind: 'visitor';
  deviceKey: string;
  addressKey: string;
}

/** Who is calling: resolved once per request, passed first to every service method. */
export type Actor = UserActor | VisitorActor;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, user or visitor; a token that fails verification answers 401. */
    actor(): Promise<Actor>;
    /** The signed-in caller; 401 for visitors. */
    user(): Promise<UserActor>;
  }
}

export interface ActorOptions {
  auth: Auth;
  /** The user's tier, decided by the premium policy on the server. */
  tierOf: (userId: string) => Promise<Tier>;
  secureCookies: boolean;
}

/** Decorates every request with `actor()` and `user()`, resolved lazily and at most once. */
export function registerActor(app: FastifyInstance, { auth, tierOf, secureCookies }: ActorOptions): void {
  const resolve = async (request: FastifyRequest, reply: FastifyReply): Promise<Actor> => {
    const addressKey = clientAddressKey(request);
    const user = await auth.optional(request);
    if (!user) return { kind: 'visitor', deviceKey: deviceKeyOf(request, reply, secureCookies), addressKey };
    return { kind: 'user', userId: user.userId, email: user.email, tier: await tierOf(user.userId), deviceKey: existingDeviceKey(request), addressKey };
  };
  // Declared without a value so every request starts with the property; the hook below sets it.
  app.decorateRequest('actor');
  app.decorateRequest('user', async function user(this: FastifyRequest): Promise<UserActor> {
    const actor = await this.actor();
    if (actor.kind !== 'user') throw new AppError(401, ErrorCode.Unauthorized, AUTH_MESSAGES.required);
    return actor;
  });
  app.addHook('onRequest', async (request, reply) => {
    let actor: Promise<Actor> | undefined;
    request.actor = () => (actor ??= resolve(request, reply));
  });
}
