import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';

/**
 * The files the issuer's pages load: the app's two fonts (the same Latin files the web app ships,
 * from the same npm packages), one stylesheet and one small script. They are served by the issuer
 * itself under /oidc/assets with their content hash in the name, so they can be cached for a year
 * and work whether or not the web app is built. The pages' CSP allows 'self' for all of them and
 * no inline script.
 */

/**
 * Where the assets are served: under the issuer's mount path (provider.ts ISSUER_MOUNT_PATH, not
 * imported because provider.ts renders the pages that import this file).
 */
export const ISSUER_ASSETS_PATH = '/oidc/assets';

/** The characters the Latin subset covers (as the web app's styles.css declares them). */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const fontFiles = {
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  fraunces: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
} as const;

const stylesheet = (fonts: { inter: string; fraunces: string }) => `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url("${fonts.inter}") format("woff2-variations");unicode-range:${LATIN_RANGE}}
@font-face{font-family:"Fraunces Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url("${fonts.fraunces}") format("woff2-variations");unicode-range:${LATIN_RANGE}}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{background:#FFFBF5;color:#1C1917;font-family:"Inter Variable",system-ui,sans-serif;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
a{color:#C2410C;text-decoration:underline;text-underline-offset:2px}
a:hover{color:#9A3412}
:focus-visible{outline:2px solid #C2410C;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.site-header{border-bottom:1px solid #E7E5E4;background:#FFFBF5}
.site-header .bar{max-width:1200px;margin:0 auto;padding:0 16px;height:64px;display:flex;align-items:center}
.brand{display:inline-flex;align-items:center;gap:8px;min-height:44px;margin-left:-4px;padding:0 4px;border-radius:8px;color:#1C1917;text-decoration:none}
.brand:hover{color:#1C1917}
.brand svg{flex:none}
.brand span{font-family:"Fraunces Variable",serif;font-size:24px;line-height:1;font-weight:600;letter-spacing:-0.025em}
main{flex:1;width:100%;max-width:488px;margin:0 auto;padding:32px 16px 48px}
.card{background:#FFFFFF;border:1px solid #E7E5E4;border-radius:12px;padding:24px}
h1{font-family:"Fraunces Variable",serif;font-size:30px;line-height:1.2;font-weight:600;letter-spacing:-0.01em;margin:0 0 8px;color:#1C1917}
.lead{margin:0 0 24px;color:#57534E}
p{margin:0 0 16px}
form{margin:0}
.fields{display:flex;flex-direction:column;gap:20px}
.row{display:grid;gap:20px}
.field{display:flex;flex-direction:column;gap:6px;min-width:0}
label{font-size:14px;font-weight:500;color:#1C1917}
.req{color:#B91C1C}
input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #A8A29E;border-radius:8px;background:#FFFFFF;color:#1C1917;font:inherit;font-size:16px;transition:border-color 150ms ease-out}
input:hover{border-color:#78716C}
input[aria-invalid=true]{border-color:#B91C1C}
.password{position:relative}
.password input{padding-right:52px}
.reveal{position:absolute;top:0;right:0;bottom:0;width:48px;min-height:44px;display:flex;align-items:center;justify-content:center;padding:0;border:0;border-radius:0 8px 8px 0;background:transparent;color:#57534E;cursor:pointer}
.reveal:hover{color:#C2410C}
.reveal .eye-off,.reveal[aria-pressed=true] .eye{display:none}
.reveal[aria-pressed=true] .eye-off{display:block}
.hint{font-size:14px;color:#57534E;margin:0}
.error{font-size:14px;color:#B91C1C}
.alert{background:#FEE2E2;color:#B91C1C;border-radius:8px;padding:12px 16px;margin:0 0 20px}
.primary{display:flex;width:100%;min-height:44px;align-items:center;justify-content:center;margin-top:4px;padding:10px 16px;border:0;border-radius:8px;background:#C2410C;color:#FFFFFF;font:inherit;font-size:16px;font-weight:500;line-height:1.25;cursor:pointer;transition:background-color 150ms ease-out}
.primary:hover{background:#9A3412}
.consent{margin:16px 0 0;font-size:14px;color:#57534E;text-align:center}
.consent a{white-space:nowrap}
.switch{margin:24px 0 0;padding-top:20px;border-top:1px solid #E7E5E4;color:#57534E;text-align:center}
.switch a{font-weight:500}
@media (min-width:480px){.row{grid-template-columns:1fr 1fr}}
@media (min-width:768px){.site-header .bar{padding:0 24px}main{padding:64px 24px 80px}.card{padding:32px}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition-duration:0.01ms!important}}
`;

/**
 * What the pages need script for, and nothing they need to work: the show-password buttons
 * (hidden until this runs) and the one-step sign-out (it presses the page's Sign Out button,
 * which stays there for a browser without script). Plain ES5, no dependencies.
 */
const script = `(function () {
  'use strict';
  var toggles = document.querySelectorAll('[data-password-toggle]');
  Array.prototype.forEach.call(toggles, function (button) {
    var input = document.getElementById(button.getAttribute('aria-controls'));
    if (!input) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      var show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.setAttribute('aria-pressed', show ? 'true' : 'false');
    });
    // Sent as a password field again, so the browser offers to save it.
    if (input.form) {
      input.form.addEventListener('submit', function () {
        input.type = 'password';
        button.setAttribute('aria-pressed', 'false');
      });
    }
  });
  var signOut = document.querySelector('[data-auto-submit]');
  if (signOut) signOut.click();
})();
`;

interface Asset {
  body: Buffer;
  type: string;
}

/** The served URLs of the assets, for the pages' head. */
export interface IssuerAssetUrls {
  stylesheet: string;
  script: string;
  fonts: string[];
}

export interface IssuerAssets {
  urls: IssuerAssetUrls;
  /** By file name (with its hash). */
  files: Map<string, Asset>;
}

/** `name.ext` -> `name.<hash>.ext`, the hash of the content. */
function hashedName(name: string, body: Buffer | string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/** Reads the fonts from their npm packages and builds the stylesheet and script (once per process). */
function loadIssuerAssets(): IssuerAssets {
  const resolve = createRequire(import.meta.url).resolve;
  const files = new Map<string, Asset>();
  const add = (name: string, body: Buffer, type: string) => {
    const file = hashedName(name, body);
    files.set(file, { body, type });
    return `${ISSUER_ASSETS_PATH}/${file}`;
  };
  const font = (specifier: string) => {
    const file = resolve(specifier);
    return add(path.basename(file), readFileSync(file), 'font/woff2');
  };
  const fonts = { inter: font(fontFiles.inter), fraunces: font(fontFiles.fraunces) };
  return {
    urls: {
      stylesheet: add('issuer.css', Buffer.from(stylesheet(fonts)), 'text/css; charset=utf-8'),
      script: add('issuer.js', Buffer.from(script), 'text/javascript; charset=utf-8'),
      fonts: [fonts.inter, fonts.fraunces],
    },
    files,
  };
}

let loaded: IssuerAssets | undefined;

/** The issuer's assets, loaded on first use. */
export function issuerAssets(): IssuerAssets {
  loaded ??= loadIssuerAssets();
  return loaded;
}

/** Serves the assets: immutable (the name changes with the content), 404 for any other name. */
export const issuerAssetRoutes: FastifyPluginCallback = (app: FastifyInstance, _options, done) => {
  const { files } = issuerAssets();
  app.get(`${ISSUER_ASSETS_PATH}/:file`, { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const asset = files.get(request.params.file);
    if (!asset) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(asset.type).send(asset.body);
  });
  done();
};
