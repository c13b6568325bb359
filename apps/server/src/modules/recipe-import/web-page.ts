import { IMPORT } from '@sous/contract/recipe-import';
import { TextDecoder } from 'node:util';
import type { GuardedFetch, HostResolver } from '../../platform/net/guarded-fetch';
import { OutboundError } from '../../platform/net/outbound-errors';

/** A recipe page as fetched: its HTML and the address that answered (after redirects). */
export interface FetchedPage {
  html: string;
  url: string;
}

/** Why a page was not read: refused address, no answer in time, too large, an error status, not HTML. */
export interface PageFailure {
  failure: string;
}

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

/** The charset a Content-Type names, when TextDecoder knows it; UTF-8 otherwise. */
function decoderFor(contentType: string): TextDecoder {
  const label = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Fetches a recipe page through the guarded client: any public host (private, loopback and
 * link-local addresses refused after DNS and again on every redirect), at most
 * IMPORT.webPageMaxBytes within `timeoutMs`, and only an HTML answer. Answers why not otherwise;
 * throws only when `signal` aborts (the job lost its lease or the worker stops). `lookup` is for
 * tests that map host names to chosen addresses.
 */
export async function fetchRecipePage(
  fetch: GuardedFetch,
  url: string,
  options: { signal: AbortSignal; timeoutMs: number; lookup?: HostResolver },
): Promise<FetchedPage | PageFailure> {
  let response;
  try {
    response = await fetch(url, {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      maxBytes: IMPORT.webPageMaxBytes,
      lookup: options.lookup,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9', 'user-agent': 'Sous recipe import (+https://github.com/sous)' },
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    if (error instanceof OutboundError) return { failure: error.code };
    throw error;
  }
  if (!response.ok) return { failure: `HTTP ${response.status}` };
  const header = response.headers['content-type'] ?? '';
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!htmlTypes.has(type)) return { failure: `not HTML (${type || 'no type'})` };
  return { html: decoderFor(header).decode(response.body), url: response.url };
}
