import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { ConsoleError } from '../shared/api/api.ts';
import { Boot } from './Boot.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal is an answer (shown with its msg), not a reason to ask again; a network failure is tried once more.
      retry: (count, error) => !(error instanceof ConsoleError && error.code !== 500) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

/** The providers: the data cache, antd in the console's language, and antd's message and modal hosts. */
export function App() {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      {/* No space put between two Chinese characters of a button: its text stays the catalogue's. */}
      <ConfigProvider
        locale={i18n.language === 'en' ? enUS : zhCN}
        button={{ autoInsertSpace: false }}
        theme={{ token: { colorPrimary: '#4c6ef5' } }}
      >
        <AntApp>
          <Boot />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
