/**
 * The embedded issuer's pages: sign-in, sign-up, sign-out and errors. Server-rendered HTML that
 * works without JavaScript (the CSP allows no inline script, and none is needed), styled like the
 * app (BRAND.md colours, system fonts). Every dynamic value goes through `escapeHtml`.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#FFFBF5;color:#1C1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
main{width:100%;max-width:420px}
.brand{display:block;text-align:center;font:600 30px/1.2 Georgia,"Times New Roman",serif;color:#C2410C;text-decoration:none;margin-bottom:24px}
.card{background:#FFFFFF;border:1px solid #E7E5E4;border-radius:12px;padding:32px 24px}
h1{font:600 24px/1.3 Georgia,"Times New Roman",serif;margin:0 0 8px}
p{margin:0 0 16px;color:#57534E}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #A8A29E;border-radius:8px;font:inherit;color:inherit;background:#FFFFFF}
input[aria-invalid=true]{border-color:#B91C1C}
.hint{font-size:14px;color:#57534E;margin-top:4px}
.error{font-size:14px;color:#B91C1C;margin-top:4px}
.alert{background:#FEE2E2;color:#B91C1C;border-radius:8px;padding:12px;margin-bottom:16px}
.row{display:flex;gap:12px}.row .field{flex:1}
button{width:100%;min-height:44px;border:0;border-radius:8px;background:#C2410C;color:#FFFFFF;font-family:inherit;font-size:16px;font-weight:600;line-height:1;cursor:pointer;padding:12px 16px}
button:hover{background:#9A3412}
button.secondary{background:#FFFFFF;color:#1C1917;border:1px solid #E7E5E4;margin-top:12px}
button.secondary:hover{background:#F5F5F4}
a{color:#C2410C}a:hover{color:#9A3412}
:focus-visible{outline:2px solid #C2410C;outline-offset:2px}
.switch{text-align:center;margin:24px 0 0;color:#57534E}
`;

function layout(title: string, body: string, siteUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Sous</title>
<style>${styles}</style>
</head>
<body>
<main>
<a class="brand" href="${escapeHtml(siteUrl)}">Sous</a>
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
}

function field({ name, label, type, autocomplete, value, error, hint, required = true }: FieldOptions): string {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}"${value ? ` value="${escapeHtml(value)}"` : ''}${required ? ' required' : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${hint ? `<div class="hint" id="${id}-hint">${escapeHtml(hint)}</div>` : ''}${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}
</div>`;
}

const formAlert = (message: string | undefined) => (message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '');

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
    `<h1>Welcome Back</h1>
<p>Sign in to your recipes, lists and pantry.</p>
${formAlert(errors.form)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: options.email, error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password })}
<button type="submit">Sign In</button>
</form>
<p class="switch">New to Sous? <a href="${escapeHtml(options.signUpUrl)}">Create an account</a></p>`,
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
    `<h1>Create Your Account</h1>
<p>Save recipes, build grocery lists and keep your pantry in one place.</p>
${formAlert(errors.form)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="row">
${field({ name: 'firstName', label: 'First Name', type: 'text', autocomplete: 'given-name', value: values.firstName, error: errors.firstName })}
${field({ name: 'lastName', label: 'Last Name', type: 'text', autocomplete: 'family-name', value: values.lastName, error: errors.lastName, required: false })}
</div>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: options.passwordHint })}
<button type="submit">Create Account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(options.signInUrl)}">Sign in</a></p>`,
    options.siteUrl,
  );
}

/**
 * The sign-out confirmation. `form` is oidc-provider's own hidden form (its action and CSRF
 * token); the buttons submit it, so no script is needed.
 */
export function signOutPage(form: string, siteUrl: string): string {
  return layout(
    'Sign out',
    `<h1>Sign out of Sous?</h1>
<p>You will need to sign in again to see your saved recipes.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign Out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay Signed In</button>`,
    siteUrl,
  );
}

/** Shown after a sign-out that named no place to return to. */
export function signedOutPage(siteUrl: string): string {
  return layout(
    'Signed out',
    `<h1>You are signed out</h1>
<p>Thanks for cooking with Sous.</p>
<p><a href="${escapeHtml(siteUrl)}">Return to Sous</a></p>`,
    siteUrl,
  );
}

/** A failure the user can only recover from by starting again (an expired sign-in link, say). */
export function errorPage(title: string, message: string, siteUrl: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(siteUrl)}">Return to Sous</a></p>`,
    siteUrl,
  );
}
