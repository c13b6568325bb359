import { paths } from '../../config/paths';

/** Where the app goes after sign-in when the request named nowhere (spec 1 §4). */
export const DEFAULT_RETURN_TO = paths.dashboard;

function decodeBase64(text: string): string | undefined {
  try {
    const standard = text.replace(/-/g, '+').replace(/_/g, '/');
    return atob(standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '='));
  } catch {
    return undefined;
  }
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The return target carried through sign-in (spec 1 §4 step 2): the state may arrive as an
 * object, plain JSON, base64 or URL-safe base64 of `{appState:{returnTo}}` or `{returnTo}`. Only a
 * same-site path is accepted, so a crafted state cannot send the user elsewhere.
 */
export function returnToFromState(state: unknown): string {
  const value = typeof state === 'string' ? (parseJson(state) ?? parseJson(decodeBase64(state))) : state;
  const record = (value ?? {}) as { returnTo?: unknown; appState?: { returnTo?: unknown } };
  const target = record.appState?.returnTo ?? record.returnTo;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : DEFAULT_RETURN_TO;
}
