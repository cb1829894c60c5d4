import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { AppRoutes } from './shell/AppRoutes.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';

// Calls already tell the user what went wrong (the wrapper's toasts), so a failure is not retried into a
// stack of identical toasts; screens offer their own retry.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </HashRouter>
    </QueryClientProvider>
  );
}
