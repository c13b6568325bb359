/** The running version, from the server's package.json (inlined by the bundler). */
import pkg from '../package.json' with { type: 'json' };

export const appVersion: string = pkg.version;
