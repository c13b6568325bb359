import { describe, expect, it } from 'vitest';
import { signUp, startAuthorization } from '../../test/sign-in';
import { captured } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { PAGE_TEXT } from './pages';

/** The issuer's pages look like Sous: its fonts, logo, colours, a show-password control and the consent line. */

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

/** Every `<script>` tag of a page. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
/** A page's text without its tags, spaces collapsed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("the issuer's page assets", () => {
  it('serves the stylesheet, script and both brand fonts from the pages, each with its type and a year of caching', async () => {
    const { page } = await startAuthorization(t.app);
    const stylesheet = captured(/<link rel="stylesheet" href="(\/oidc\/assets\/[^"]+\.css)">/, page.body);
    const script = captured(/<script src="(\/oidc\/assets\/[^"]+\.js)" defer><\/script>/, page.body);

    const css = await get(stylesheet);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['x-content-type-options']).toBe('nosniff');
    // The app's faces and colours (BRAND.md).
    expect(css.body).toContain('font-family:"Inter Variable"');
    expect(css.body).toContain('font-family:"Fraunces Variable"');
    for (const colour of ['#FFFBF5', '#C2410C', '#1C1917', '#57534E', '#B91C1C']) expect(css.body).toContain(colour);

    const fonts = [...css.body.matchAll(/src:url\("([^"]+)"\)/g)].map((m) => m[1] ?? '');
    expect(fonts).toHaveLength(2);
    expect(fonts[0]).toMatch(/^\/oidc\/assets\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
    expect(fonts[1]).toMatch(/^\/oidc\/assets\/fraunces-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
    for (const font of fonts) {
      // Preloaded by the page, so the text does not change face after it shows.
      expect(page.body).toContain(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
      const answer = await get(font);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('font/woff2');
      expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(answer.rawPayload.length).toBeGreaterThan(10_000);
    }

    const js = await get(script);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain('data-password-toggle');
    expect(js.body).toContain('data-auto-submit');
  });

  it('answers 404 for an asset name it does not serve, and for a known file without its hash', async () => {
    for (const name of ['nope.css', 'issuer.css', 'inter-latin-wght-normal.woff2', '..%2F..%2Fpackage.json']) {
      const answer = await get(`/oidc/assets/${name}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('"name"');
    }
  });

  it('lets the pages load them under their CSP, with no inline script', async () => {
    const { page } = await startAuthorization(t.app);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toMatch(/style-src 'self'/);
    const scripts = scriptTags(page.body);
    expect(scripts).toHaveLength(1);
    for (const tag of scripts) expect(tag).toMatch(/ src="\/oidc\/assets\//);
  });
});

describe('the sign-in and sign-up pages', () => {
  it('show the Sous logo (the mark and the word) linking to the site, as the app header does', async () => {
    const { page } = await startAuthorization(t.app);
    const header = captured(/<header class="site-header">([\s\S]*?)<\/header>/, page.body);
    expect(header).toContain(`href="http://localhost:3000" aria-label="${PAGE_TEXT.homeLink}"`);
    expect(header).toMatch(/<svg [^>]*viewBox="0 0 32 32" aria-hidden="true"/);
    expect(header).toContain('fill="#15803D"');
    expect(header).toContain('<span>Sous</span>');
  });

  it('give the password field a show-password button that needs the script (hidden without it) and never submits the form', async () => {
    for (const screenHint of [undefined, 'signup'] as const) {
      const { page } = await startAuthorization(t.app, { screenHint });
      const button = captured(/(<button [^>]*data-password-toggle[^>]*>)/, page.body);
      expect(button).toContain('type="button"');
      expect(button).toContain('aria-controls="field-password"');
      expect(button).toContain('aria-pressed="false"');
      expect(button).toContain(`aria-label="${PAGE_TEXT.showPassword}"`);
      expect(button).toMatch(/ hidden>$/);
      expect(page.body).toMatch(/<input id="field-password" name="password" type="password"/);
    }
  });

  it('show the consent line on sign-up, linking the Terms and the Privacy Policy', async () => {
    const { page } = await startAuthorization(t.app, { screenHint: 'signup' });
    const consent = captured(/<p class="consent">([\s\S]*?)<\/p>/, page.body);
    expect(textOf(consent)).toBe(
      `By creating an account you agree to our Terms of Service ${PAGE_TEXT.newTab} and Privacy Policy ${PAGE_TEXT.newTab} .`,
    );
    expect(consent).toMatch(/<a href="http:\/\/localhost:3000\/legal" target="_blank" rel="noopener">Terms of Service</);
    expect(consent).toMatch(/<a href="http:\/\/localhost:3000\/legal\?tab=privacy" target="_blank" rel="noopener">Privacy Policy</);
  });

  it('show a short consent line on sign-in with the same links', async () => {
    const { page } = await startAuthorization(t.app);
    const consent = captured(/<p class="consent">([\s\S]*?)<\/p>/, page.body);
    expect(textOf(consent)).toMatch(/^By signing in you agree to our Terms of Service .* and Privacy Policy .*\.$/);
    expect(consent).toContain('href="http://localhost:3000/legal"');
    expect(consent).toContain('href="http://localhost:3000/legal?tab=privacy"');
  });

  it('keep the consent line, the logo and the show-password button on a refused form', async () => {
    const flow = await startAuthorization(t.app, { screenHint: 'signup' });
    const refused = await flow.authorize({ firstName: '', lastName: '', email: 'x', password: '' }).then(
      () => undefined,
      (error: unknown) => error as { answer: { status: number; body: string } },
    );
    expect(refused?.answer.status).toBe(400);
    const body = refused?.answer.body ?? '';
    expect(body).toContain('<p class="consent">');
    expect(body).toContain('data-password-toggle');
    expect(body).toContain('<header class="site-header">');
  });
});

describe('the sign-out page', () => {
  /** A signed-in browser at the issuer (its cookies in `flow.jar`) and its ID token. */
  async function signedInBrowser() {
    const account = await signUp(t.app);
    const flow = await startAuthorization(t.app);
    const tokens = await flow.submit({ email: account.email, password: account.password });
    return { flow, tokens };
  }

  it('asks nothing: its script presses the one Sign Out button, which stays there for a browser without script', async () => {
    const { flow, tokens } = await signedInBrowser();
    const query = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: 'http://localhost:3000' });
    const page = await get(`/oidc/session/end?${query.toString()}`, { cookie: flow.jar.headerFor('/oidc/session/end') });
    expect(page.statusCode).toBe(200);

    const buttons = [...page.body.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);
    // One choice only: no "Stay signed in" that would leave the issuer session behind.
    expect(buttons).toHaveLength(1);
    const [button = ''] = buttons;
    expect(button).toContain('type="submit"');
    expect(button).toContain('form="op.logoutForm"');
    expect(button).toContain('name="logout" value="yes"');
    expect(button).toContain('data-auto-submit');
    expect(button).not.toMatch(/\bhidden\b/);
    expect(page.body).toContain(`<noscript><p>${PAGE_TEXT.signingOutNoScript}</p></noscript>`);

    // The script that presses it is the page's own file, allowed by the issuer's CSP with the fonts and stylesheet.
    const script = captured(/<script src="(\/oidc\/assets\/[^"]+\.js)" defer><\/script>/, page.body);
    expect((await get(script)).body).toMatch(/querySelector\('\[data-auto-submit\]'\)[\s\S]*\.click\(\)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(scriptTags(page.body)).toHaveLength(1);
    expect(page.body).toContain('<header class="site-header">');
  });
});
