import { useEffect } from 'react';
import { registerPush } from './web-push.ts';

/** After each login: the subscription is bound to the login session on the server, so it is sent again. */
export function usePushRegistration(me: number): void {
  useEffect(() => {
    if (me > 0) void registerPush();
  }, [me]);
}
