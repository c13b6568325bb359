import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { shellStrings } from './strings';

/** The frame of every screen: skip link, header with navigation, the screen, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 text-primary shadow-soft focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {shellStrings.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
