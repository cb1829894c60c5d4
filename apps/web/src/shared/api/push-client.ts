// SPEC §7: /api/push/addPushId "ignores the interceptor". The registration runs by itself after every login; a
// refusal or a network failure must not toast, open login or show the loading indicator, so it is sent here with
// the wrapper's headers but none of its handling. removePushId goes the same way (it runs on the way out).

import { apiDeps } from './api.ts';
import { requestHeaders } from './client.ts';
import type { ApiRequest } from './types.ts';

type PushCall = 'addPushId' | 'removePushId';

/** Resolves true when the server answered code 0; never throws, never tells the user. */
export async function sendPushId<N extends PushCall>(name: N, body: ApiRequest<N>): Promise<boolean> {
  const endpoint = apiDeps.endpoints[name];
  try {
    const response = await apiDeps.fetch(endpoint.path, {
      method: 'POST',
      headers: { ...requestHeaders(apiDeps), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const envelope = (await response.json()) as { code?: number };
    return envelope.code === 0;
  } catch {
    return false;
  }
}
