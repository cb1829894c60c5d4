import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter } from 'react-router';
import { recordQueryFailure, reportMutationFailure } from '../shared/api/report-failure.ts';
import { antdLocale } from '../shared/i18n/antd-locale.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// Calls already tell the user what went wrong (the wrapper's toasts), so a failure is not retried into a
// stack of identical toasts; screens offer their own retry.
// Every mutation's failure is told once and unexpected ones logged, in one place (shared/api/failure.ts).
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({ onError: reportMutationFailure }),
  queryCache: new QueryCache({ onError: recordQueryFailure }),
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/** antd-mobile's own texts follow the interface language (shared/i18n/antd-locale.ts). */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={antdLocale(i18n.language)}>{children}</ConfigProvider>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>
        <HashRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </HashRouter>
      </AntdLocale>
    </QueryClientProvider>
  );
}
