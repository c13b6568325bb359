import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors, type InteractionResults } from 'oidc-provider';
import type { Config } from '../../config/env';
import { clientAddressKey } from '../net/client-address';
import type { RateLimiter } from '../rate-limit/rate-limits.repository';
import { uuidV7 } from '../ids';
import type { AccountsRepository } from './accounts.repository';
import { errorPage, signInPage, signUpPage } from './pages';
import { isCommonPassword } from './common-passwords';
import { createDecoyVerifier, hashPassword, PASSWORD_RULES, verifyPassword } from './passwords';
import { ISSUER_MOUNT_PATH } from './provider';
import { TOO_MANY_ATTEMPTS_MESSAGE, type SignInThrottle } from './sign-in-failures.repository';

/** Texts of the sign-in and sign-up forms. */
export const INTERACTION_MESSAGES = {
  wrongCredentials: 'Incorrect email or password.',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  tooManySignUps: 'Too many accounts were created from your network. Please try again later.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  passwordRequired: 'Enter your password.',
  passwordTooShort: `Use at least ${PASSWORD_RULES.minLength} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_RULES.maxLength} characters.`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  firstNameRequired: 'Enter your first name.',
  nameTooLong: 'Use at most 100 characters.',
  expired: 'This sign-in page has expired. Please go back to Sous and sign in again.',
} as const;

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared trimmed and lowercased: one account per address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface InteractionRouteOptions {
  provider: Provider;
  config: Config;
  accounts: AccountsRepository;
  throttle: SignInThrottle;
  /** Counts sign-ups per address: an exact business quota, so kept in the database. */
  signUps: RateLimiter;
  /** New accounts allowed per client address per hour. */
  signUpsPerHour: number;
}

type Form = Record<string, string | undefined>;

/** The string fields of a posted body; anything else (a JSON body with numbers, say) is ignored. */
function formOf(body: unknown): Form {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries<string | undefined>(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Our own interaction pages for the embedded issuer: sign-in and sign-up forms posted back to
 * the interaction URL, and automatic consent for Sous's own client. oidc-provider's interaction
 * cookie (SameSite=Lax, bound to this interaction) is what makes a forged cross-site post fail.
 */
export const interactionRoutes =
  ({ provider, config, accounts, throttle, signUps, signUpsPerHour }: InteractionRouteOptions): FastifyPluginCallback =>
  (app: FastifyInstance, _options, done) => {
    const site = new URL(config.PUBLIC_URL).origin;
    const decoy = createDecoyVerifier(config.PASSWORD_HASH_COST);
    const base = (uid: string) => `${ISSUER_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      const form: Form = {};
      for (const [key, value] of new URLSearchParams(body as string)) form[key] = value;
      done(null, form);
    });

    const page = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

    /** The interaction this browser is in, if it matches the URL and has not expired. */
    async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        if (interaction.uid === request.params.uid) return interaction;
      } catch (error) {
        if (!(error instanceof oidcErrors.SessionNotFound)) throw error;
      }
      page(reply, 400, errorPage('Sign-in expired', INTERACTION_MESSAGES.expired, site));
      return undefined;
    }

    async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge = false) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
      return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
    }

    /** Sous's own client needs no consent screen: grant what it asked for. */
    async function consent(interaction: Interaction) {
      const { prompt, params, session, grantId } = interaction;
      const accountId = session?.accountId;
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : accountId && new provider.Grant({ accountId, clientId: String(params.client_id) });
      if (!grant) throw new Error('grant not found, or no signed-in session to grant for');
      const details = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const savedId = await grant.save();
      return { consent: grantId ? {} : { grantId: savedId } };
    }

    const signIn = (uid: string, email?: string, errors?: Parameters<typeof signInPage>[0]['errors']) =>
      signInPage({ action: `${base(uid)}/login`, signUpUrl: `${base(uid)}/signup`, siteUrl: site, email, errors });
    const signUp = (uid: string, values?: Form, errors?: Parameters<typeof signUpPage>[0]['errors']) =>
      signUpPage({
        action: `${base(uid)}/signup`,
        signInUrl: `${base(uid)}/login`,
        siteUrl: site,
        values: { firstName: values?.firstName, lastName: values?.lastName, email: values?.email },
        errors,
        passwordHint: `At least ${PASSWORD_RULES.minLength} characters, and not a common password.`,
      });

    // HTML pages of the issuer, not API calls: kept out of the OpenAPI document.
    const hidden = { schema: { hide: true } };
    type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
    type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: unknown }>;

    app.get(`${ISSUER_MOUNT_PATH}/interaction/:uid`, hidden, async (request: UidRequest, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      if (interaction.prompt.name === 'consent') return finish(request, reply, await consent(interaction), true);
      const uid = interaction.uid;
      if (interaction.params.screen_hint === 'signup') return page(reply, 200, signUp(uid));
      return page(reply, 200, signIn(uid, typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined));
    });

    app.get(`${ISSUER_MOUNT_PATH}/interaction/:uid/login`, hidden, async (request: UidRequest, reply) => {
      const interaction = await interactionOf(request, reply);
      return interaction ? page(reply, 200, signIn(interaction.uid)) : reply;
    });

    app.get(`${ISSUER_MOUNT_PATH}/interaction/:uid/signup`, hidden, async (request: UidRequest, reply) => {
      const interaction = await interactionOf(request, reply);
      return interaction ? page(reply, 200, signUp(interaction.uid)) : reply;
    });

    app.post(`${ISSUER_MOUNT_PATH}/interaction/:uid/login`, hidden, async (request: FormRequest, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      const uid = interaction.uid;
      const form = formOf(request.body);
      const typedEmail = (form.email ?? '').slice(0, EMAIL_MAX_LENGTH);
      const email = normalizeEmail(typedEmail);
      const password = form.password ?? '';
      if (!email || !password) {
        return page(reply, 400, signIn(uid, typedEmail, {
          email: email ? undefined : INTERACTION_MESSAGES.emailRequired,
          password: password ? undefined : INTERACTION_MESSAGES.passwordRequired,
        }));
      }
      // The attempt is counted before the slow hash, so parallel guesses cannot outrun the limit.
      const attempt = await throttle.reserve(email, clientAddressKey(request));
      if (!attempt) {
        return page(reply, 429, signIn(uid, typedEmail, { form: INTERACTION_MESSAGES.tooManyAttempts }));
      }
      const credential = password.length <= PASSWORD_RULES.maxLength ? await accounts.findCredential(email) : undefined;
      const valid = credential ? await verifyPassword(password, credential.password_hash) : await decoy(password);
      if (!valid || !credential) {
        return page(reply, 401, signIn(uid, typedEmail, { form: INTERACTION_MESSAGES.wrongCredentials }));
      }
      await attempt.release();
      return finish(request, reply, { login: { accountId: credential.user_id } });
    });

    app.post(`${ISSUER_MOUNT_PATH}/interaction/:uid/signup`, hidden, async (request: FormRequest, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      const uid = interaction.uid;
      const form = formOf(request.body);
      const firstName = (form.firstName ?? '').trim();
      const lastName = (form.lastName ?? '').trim();
      const email = normalizeEmail(form.email ?? '');
      const password = form.password ?? '';
      const errors = {
        firstName: !firstName
          ? INTERACTION_MESSAGES.firstNameRequired
          : firstName.length > NAME_MAX_LENGTH
            ? INTERACTION_MESSAGES.nameTooLong
            : undefined,
        lastName: lastName.length > NAME_MAX_LENGTH ? INTERACTION_MESSAGES.nameTooLong : undefined,
        email: !email
          ? INTERACTION_MESSAGES.emailRequired
          : email.length > EMAIL_MAX_LENGTH || !emailPattern.test(email)
            ? INTERACTION_MESSAGES.emailInvalid
            : undefined,
        password: !password
          ? INTERACTION_MESSAGES.passwordRequired
          : password.length < PASSWORD_RULES.minLength
            ? INTERACTION_MESSAGES.passwordTooShort
            : password.length > PASSWORD_RULES.maxLength
              ? INTERACTION_MESSAGES.passwordTooLong
              : isCommonPassword(password)
                ? INTERACTION_MESSAGES.passwordTooCommon
                : undefined,
      };
      if (Object.values(errors).some(Boolean)) return page(reply, 400, signUp(uid, form, errors));

      const allowance = await signUps.consume(`signup:${clientAddressKey(request)}`, signUpsPerHour, 3600);
      if (!allowance.allowed) return page(reply, 429, signUp(uid, form, { form: INTERACTION_MESSAGES.tooManySignUps }));

      const id = uuidV7();
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      if (!(await accounts.create({ id, email, passwordHash, firstName, lastName }))) {
        return page(reply, 409, signUp(uid, form, { email: INTERACTION_MESSAGES.emailTaken }));
      }
      return finish(request, reply, { login: { accountId: id } });
    });
    done();
  };
