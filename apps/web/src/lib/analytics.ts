import type { PublicConfig } from '@sous/contract/public-config';

/**
 * Page-view analytics (spec 1 §2), off unless the server configures a tracker. The tracker is a
 * Plausible- or Umami-style script: it counts the first page and every history navigation itself,
 * so the SPA only loads it. The CSP allows exactly its origin.
 */

const SCRIPT_ID = 'sous-analytics';

/** Loads the configured analytics script once; does nothing when analytics is off. */
export function loadAnalytics(config: Pick<PublicConfig, 'analytics'>, doc: Document = document): void {
  if (!config.analytics || doc.getElementById(SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.defer = true;
  script.src = config.analytics.scriptUrl;
  // Plausible reads data-domain, Umami data-website-id: the site id fills whichever the tracker uses.
  script.dataset.domain = config.analytics.siteId;
  script.dataset.websiteId = config.analytics.siteId;
  doc.head.append(script);
}

/** The trackers' event calls, present once their script has loaded. */
interface TrackerWindow {
  plausible?: (event: string, options: { props: Record<string, string> }) => void;
  umami?: { track: (event: string, data: Record<string, string>) => void };
}

/**
 * Sends a custom event (spec 2 §7: `share_recipe` with its network) to whichever tracker loaded;
 * does nothing when analytics is off or its script is blocked.
 */
export function trackEvent(event: string, props: Record<string, string>, win: Window = window): void {
  const tracker = win as Window & TrackerWindow;
  tracker.plausible?.(event, { props });
  tracker.umami?.track(event, props);
}
