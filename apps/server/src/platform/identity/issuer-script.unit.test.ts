import { Window, type HTMLButtonElement, type HTMLInputElement } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { issuerAssets } from './issuer-assets';
import { signOutPage, signUpPage } from './pages';

/** The issuer pages' script, as served. */
function pageScript(): string {
  const { urls, files } = issuerAssets();
  const file = files.get(urls.script.slice(urls.script.lastIndexOf('/') + 1));
  if (!file) throw new Error('the script is not among the served files');
  return file.body.toString('utf8');
}

const window = new Window({ url: 'http://localhost:3000/oidc/interaction/abc' });
const document = window.document;

/** Puts a page's body into the document and runs the script on it, as the browser does after parsing (defer). */
function load(html: string): void {
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  // The served script, run as the browser would; `document` is its only global.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('document', pageScript()) as (page: typeof document) => void;
  run(document);
}

const signUp = () =>
  signUpPage({ action: '/oidc/interaction/abc/signup', signInUrl: '/oidc/interaction/abc/login', siteUrl: 'http://localhost:3000', passwordHint: 'At least 8 characters.' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the issuer pages' script", () => {
  it('shows the show-password button and switches the field between hidden and shown text', () => {
    load(signUp());
    const input = document.getElementById('field-password') as HTMLInputElement;
    const button = document.querySelector<HTMLButtonElement>('[data-password-toggle]');
    if (!button) throw new Error('no show-password button');
    expect(button.hidden).toBe(false);
    expect(input.type).toBe('password');

    button.click();
    expect(input.type).toBe('text');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(input.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('sends the password as a password field again, so the browser offers to save it', () => {
    load(signUp());
    const input = document.getElementById('field-password') as HTMLInputElement;
    const form = input.form;
    if (!form) throw new Error('the password field is outside the form');
    document.querySelector<HTMLButtonElement>('[data-password-toggle]')?.click();
    expect(input.type).toBe('text');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    form.dispatchEvent(new window.Event('submit', { cancelable: true }));
    expect(input.type).toBe('password');
  });

  it('presses Sign Out on the sign-out page at once, posting logout=yes with the CSRF field', () => {
    const submitted: Record<string, string>[] = [];
    document.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const form = event.target;
        if (!(event instanceof window.SubmitEvent) || !(form instanceof window.HTMLFormElement)) throw new Error('not a form submission');
        const fields: Record<string, string> = {};
        const submitter = event.submitter instanceof window.HTMLButtonElement ? event.submitter : undefined;
        for (const [name, value] of new window.FormData(form, submitter)) fields[name] = typeof value === 'string' ? value : value.name;
        submitted.push(fields);
      },
      true,
    );
    load(signOutPage('<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="secret"/></form>', 'http://localhost:3000'));
    expect(submitted).toEqual([{ xsrf: 'secret', logout: 'yes' }]);
  });

  it('submits nothing on a page without the sign-out button', () => {
    let submits = 0;
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      submits += 1;
    }, true);
    load(signUp());
    expect(submits).toBe(0);
  });
});
