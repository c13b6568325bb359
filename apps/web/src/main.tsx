import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { publicConfigQueryOptions } from './config/env';
import { SessionProvider } from './lib/session/SessionProvider';
import { loadAnalytics } from './lib/analytics';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the code of the page it opened on. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

if (root.hasChildNodes()) {
  // A prerendered page (scripts/prerender.ts): once the page's code is here, React takes over the
  // markup on screen instead of drawing it again (no flash, no second paint of the same page).
  // Not a top-level await: that would keep the bundler from sharing the entry's code with pages.
  void routerReady().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

// The run-time configuration is asked for once, now, so sign-in and billing find it ready. (After
// the first render: a prerendered page was drawn without it.)
void queryClient.query(publicConfigQueryOptions()).then(loadAnalytics, () => {
  // Without it the app still works; screens that need it ask again through the same query.
});
