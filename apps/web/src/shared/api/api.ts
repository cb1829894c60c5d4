// The app's one client: the request wrapper of client.ts with the browser's storage, language, toast and
// loading indicator. Screens call `api.call('loginByPhone', body)`; nothing else talks to the server.

import { endpointTable } from 'virtual:kk-endpoint-table';
import i18next from 'i18next';
import { appLog } from '../log/app-log.ts';
import { promoteCodeStorage, tokenStorage } from '../session/storage.ts';
import { globalLoading } from '../ui/global-loading.ts';
import { showToast } from '../ui/toast.ts';
import { type ApiClientDeps, createApiClient } from './client.ts';
import { failures } from './report-failure.ts';
import type { EndpointTable } from './types.ts';

let unauthorizedHandler: () => void = () => {};

/** Who opens login on a 401: set once by the app shell, which owns the router. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** What every call needs from the browser; the uploader (upload-client.ts) shares it. */
export const apiDeps: ApiClientDeps = {
  endpoints: endpointTable as EndpointTable,
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: tokenStorage.get,
  clearToken: tokenStorage.clear,
  getPromoteCode: promoteCodeStorage.get,
  getLanguage: () => i18next.resolvedLanguage ?? i18next.language ?? 'zh-Hans',
  onUnauthorized: () => unauthorizedHandler(),
  toast: showToast,
  serverErrorText: () => i18next.t('app.serverError'),
  networkErrorText: (error) =>
    error instanceof Error && error.name === 'TimeoutError'
      ? i18next.t('app.requestTimeout')
      : i18next.t('app.networkError', { detail: error instanceof Error ? error.message : String(error) }),
  beginLoading: globalLoading.begin,
  logRequest: ({ path, code, ms, error }) => {
    appLog.request(path, code, ms);
    // No envelope came back: keep why (network, time-out, not JSON) for the log page.
    if (error !== undefined) failures.record(error, path);
  },
};

export const api = createApiClient(apiDeps);

export { ApiError } from './client.ts';
