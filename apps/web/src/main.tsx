import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { publicConfigQueryOptions } from './config/env';
import { SessionProvider } from './lib/session/SessionProvider';
import { loadAnalytics } from './lib/analytics';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// The run-time configuration is asked for once, now, so sign-in and billing find it ready.
void queryClient.query(publicConfigQueryOptions()).then(loadAnalytics, () => {
  // Without it the app still works; screens that need it ask again through the same query.
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <SessionProvider>
        <RouterProvider router={createAppRouter()} />
      </SessionProvider>
    </AppProviders>
  </StrictMode>,
);
