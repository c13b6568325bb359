import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/ui/ConfirmDialog';
import { Toaster } from '../components/ui/Toast';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** Made with createQueryClient() (the spec's cache defaults); tests pass their own. */
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide providers: server-state cache, the confirm dialog and the toast region. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        {children}
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
