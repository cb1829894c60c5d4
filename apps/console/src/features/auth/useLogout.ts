import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { session } from '../../shared/session/session.ts';

/** Ends the session on the server, forgets everything cached, and shows the login screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api.call('consoleLogout', {});
    } finally {
      session.set(null);
      queryClient.clear();
      go(PATHS.login);
    }
  };
}
