import { issuerAssets } from './issuer-assets';

/**
 * The embedded issuer's pages: sign-in, sign-up, sign-out and errors. Server-rendered HTML that
 * works without JavaScript, dressed like the app: its fonts, logo, colours and header (BRAND.md),
 * from the stylesheet and font files in issuer-assets.ts. The one script (also there, never inline:
 * the CSP allows none) only adds the show-password buttons and presses Sign Out for the user.
 * Every dynamic value goes through `escapeHtml`.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The pages' texts, in one place for the pages and their tests. */
export const PAGE_TEXT = {
  homeLink: 'Sous home',
  signInTitle: 'Welcome Back',
  signInLead: 'Sign in to your recipes, lists and pantry.',
  signIn: 'Sign In',
  noAccount: 'New to Sous?',
  createAccountLink: 'Create an account',
  signUpTitle: 'Create Your Account',
  signUpLead: 'Save recipes, build grocery lists and keep your pantry in one place.',
  createAccount: 'Create Account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  showPassword: 'Show password',
  signUpConsent: 'By creating an account you agree to our',
  signInConsent: 'By signing in you agree to our',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  newTab: '(opens in a new tab)',
  signingOutTitle: 'Signing you out',
  signingOutLead: 'Ending your session on this device so the next person starts fresh.',
  signingOutNoScript: 'Select Sign Out to finish.',
  signOut: 'Sign Out',
  signedOutTitle: 'You are signed out',
  signedOutLead: 'Thanks for cooking with Sous.',
  returnToSous: 'Return to Sous',
} as const;

/** The Sous mark (apps/web/src/components/Logo.tsx and favicon.svg): a steaming pot with a herb leaf. */
const logoMark = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#C2410C"/><path d="M12.5 10.5c-1.2-1.4 1.2-2.4 0-4M19.5 10.5c-1.2-1.4 1.2-2.4 0-4" fill="none" stroke="#FFFBF5" stroke-width="1.6" stroke-linecap="round"/><rect x="5.5" y="12.5" width="21" height="2.6" rx="1.3" fill="#FFFBF5"/><path d="M8 16.5h16v4a5.5 5.5 0 0 1-5.5 5.5h-5A5.5 5.5 0 0 1 8 20.5z" fill="#FFFBF5"/><path d="M20.5 19.2c-2.2.1-3.6 1.3-3.9 3.3 2.1-.1 3.6-1.2 3.9-3.3z" fill="#15803D"/></svg>`;

/** lucide's eye and eye-off at 20 px, stroke 1.75 (BRAND.md icons); the stylesheet shows one by aria-pressed. */
const icon = (className: string, paths: string) =>
  `<svg class="${className}" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
const eyeIcons =
  icon('eye', '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>') +
  icon(
    'eye-off',
    '<path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49"/><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242"/><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143"/><path d="m2 2 20 20"/>',
  );

function layout(title: string, body: string, siteUrl: string): string {
  const { urls } = issuerAssets();
  const site = escapeHtml(siteUrl);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#FFFBF5">
<title>${escapeHtml(title)} · Sous</title>
${urls.fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`).join('\n')}
<link rel="stylesheet" href="${urls.stylesheet}">
<link rel="icon" href="${site}/favicon.svg" type="image/svg+xml">
<script src="${urls.script}" defer></script>
</head>
<body>
<header class="site-header"><div class="bar"><a class="brand" href="${site}" aria-label="${PAGE_TEXT.homeLink}">${logoMark}<span>Sous</span></a></div></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Mark the field required with the app's red asterisk (forms with an optional field). */
  markRequired?: boolean;
}

function field({ name, label, type, autocomplete, value, error, hint, required = true, markRequired = false }: FieldOptions): string {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const password = type === 'password';
  const input = `<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}"${value ? ` value="${escapeHtml(value)}"` : ''}${required ? ' required' : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}${password || type === 'email' ? ' autocapitalize="none" spellcheck="false"' : ''}>`;
  // The show-password button works only with the script, which unhides it.
  const control = password
    ? `<div class="password">${input}<button type="button" class="reveal" data-password-toggle aria-controls="${id}" aria-pressed="false" aria-label="${PAGE_TEXT.showPassword}" hidden>${eyeIcons}</button></div>`
    : input;
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}${required && markRequired ? '<span class="req" aria-hidden="true"> *</span>' : ''}</label>
${control}
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}
</div>`;
}

const formAlert = (message: string | undefined) => (message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '');

/** The consent line: the Terms and the Privacy Policy of the site, opened beside the form so nothing typed is lost. */
function consentLine(lead: string, siteUrl: string): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${text}<span class="sr-only"> ${PAGE_TEXT.newTab}</span></a>`;
  return `<p class="consent">${lead} ${link(`${siteUrl}/legal`, PAGE_TEXT.terms)} and ${link(`${siteUrl}/legal?tab=privacy`, PAGE_TEXT.privacy)}.</p>`;
}

export interface SignInPageOptions {
  action: string;
  signUpUrl: string;
  siteUrl: string;
  email?: string;
  errors?: { form?: string; email?: string; password?: string };
}

/** The sign-in form: email and password. */
export function signInPage(options: SignInPageOptions): string {
  const errors = options.errors ?? {};
  return layout(
    'Sign in',
    `<h1>${PAGE_TEXT.signInTitle}</h1>
<p class="lead">${PAGE_TEXT.signInLead}</p>
${formAlert(errors.form)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="fields">
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: options.email, error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password })}
<button type="submit" class="primary">${PAGE_TEXT.signIn}</button>
</div>
</form>
${consentLine(PAGE_TEXT.signInConsent, options.siteUrl)}
<p class="switch">${PAGE_TEXT.noAccount} <a href="${escapeHtml(options.signUpUrl)}">${PAGE_TEXT.createAccountLink}</a></p>`,
    options.siteUrl,
  );
}

export interface SignUpPageOptions {
  action: string;
  signInUrl: string;
  siteUrl: string;
  values?: { firstName?: string; lastName?: string; email?: string };
  errors?: { form?: string; firstName?: string; lastName?: string; email?: string; password?: string };
  passwordHint: string;
}

/** The sign-up form: first and last name, email and password. */
export function signUpPage(options: SignUpPageOptions): string {
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  return layout(
    'Create your account',
    `<h1>${PAGE_TEXT.signUpTitle}</h1>
<p class="lead">${PAGE_TEXT.signUpLead}</p>
${formAlert(errors.form)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="fields">
<div class="row">
${field({ name: 'firstName', label: 'First Name', type: 'text', autocomplete: 'given-name', value: values.firstName, error: errors.firstName, markRequired: true })}
${field({ name: 'lastName', label: 'Last Name', type: 'text', autocomplete: 'family-name', value: values.lastName, error: errors.lastName, required: false })}
</div>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: errors.email, markRequired: true })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: options.passwordHint, markRequired: true })}
<button type="submit" class="primary">${PAGE_TEXT.createAccount}</button>
</div>
</form>
${consentLine(PAGE_TEXT.signUpConsent, options.siteUrl)}
<p class="switch">${PAGE_TEXT.haveAccount} <a href="${escapeHtml(options.signInUrl)}">${PAGE_TEXT.signInLink}</a></p>`,
    options.siteUrl,
  );
}

/**
 * Sign-out in one step. The app has already forgotten the user when it sends them here, so this
 * page asks nothing: `form` is oidc-provider's own hidden form (its action and CSRF token), and the
 * page's script presses the Sign Out button at once, which posts `logout=yes` and ends the issuer
 * session too. Without script the same button is there to press.
 */
export function signOutPage(form: string, siteUrl: string): string {
  return layout(
    'Signing out',
    `<h1>${PAGE_TEXT.signingOutTitle}</h1>
<p class="lead">${PAGE_TEXT.signingOutLead}</p>
<noscript><p>${PAGE_TEXT.signingOutNoScript}</p></noscript>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" data-auto-submit>${PAGE_TEXT.signOut}</button>`,
    siteUrl,
  );
}

/** Shown after a sign-out that named no place to return to. */
export function signedOutPage(siteUrl: string): string {
  return layout(
    'Signed out',
    `<h1>${PAGE_TEXT.signedOutTitle}</h1>
<p class="lead">${PAGE_TEXT.signedOutLead}</p>
<p><a href="${escapeHtml(siteUrl)}">${PAGE_TEXT.returnToSous}</a></p>`,
    siteUrl,
  );
}

/** A failure the user can only recover from by starting again (an expired sign-in link, say). */
export function errorPage(title: string, message: string, siteUrl: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(siteUrl)}">${PAGE_TEXT.returnToSous}</a></p>`,
    siteUrl,
  );
}
