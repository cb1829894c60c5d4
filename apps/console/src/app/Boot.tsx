import { useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { api, setSignedOutHandler } from '../shared/api/api.ts';
import { go, PATHS, parseHash, useHash } from '../shared/router/hash-route.ts';
import { session, useSession } from '../shared/session/session.ts';
import { Shell } from './Shell.tsx';

/**
 * Asks getSession once (the cookie survives a reload; the CSRF token does not), then shows the console, or the
 * login screen whenever there is no session: at first, after logout, and when a call finds the session gone. The
 * address stays as it was, so signing in again returns to the same screen.
 */
export function Boot() {
  const { t } = useTranslation();
  const current = useSession();
  const hash = useHash();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    setSignedOutHandler(() => {
      session.set(null);
      queryClient.clear();
    });
    api
      .call('consoleGetSession', {})
      .then((answer) => session.set({ operator: answer.operator, csrf: answer.csrf }))
      .catch(() => session.set(null))
      .finally(() => setChecked(true));
  }, [queryClient]);

  if (!checked) {
    return (
      <div className="kk-state" role="status">
        <Spin description={t('common.loading')} />
      </div>
    );
  }
  if (!current) {
    return (
      <LoginPage
        onSignedIn={() => {
          const { name } = parseHash(window.location.hash);
          if (name === '' || name === 'login') go(PATHS.queue);
        }}
      />
    );
  }
  return <Shell hash={hash} />;
}
