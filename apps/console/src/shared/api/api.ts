// The console's one client: client.ts with the browser's fetch, the session's CSRF token and the language.
// Screens call `api.call('consoleGetReport', {id})`; nothing else talks to the server.
import { endpointTable } from 'virtual:kk-console-endpoint-table';
import i18next from 'i18next';
import { session } from '../session/session.ts';
import { createConsoleClient } from './client.ts';
import type { EndpointTable } from './types.ts';

let signedOutHandler: () => void = () => {};

/** Who opens the login screen when the session is gone: set once by the app shell. */
export function setSignedOutHandler(handler: () => void): void {
  signedOutHandler = handler;
}

export const api = createConsoleClient({
  endpoints: endpointTable as EndpointTable,
  fetch: (input, init) => globalThis.fetch(input, init),
  getCsrf: session.csrf,
  getLanguage: () => i18next.language || 'zh-Hans',
  onSignedOut: () => signedOutHandler(),
  serverErrorText: () => i18next.t('common.serverError'),
  networkErrorText: (detail) => i18next.t('common.networkError', { detail }),
});

export { ConsoleError } from './client.ts';
export type { ConsoleRequest, ConsoleResponse } from './types.ts';
