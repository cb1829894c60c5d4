// The failure reporter of failure.ts with the browser's toast, the app log and the catalogue, and the hooks
// that let the query client report every mutation's failure through it (App.tsx): screens write no catch.

import { endpointTable } from 'virtual:kk-endpoint-table';
import type { Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { appLog } from '../log/app-log.ts';
import { LOG_KIND } from '../log/ring-log.ts';
import { showToast } from '../ui/toast.ts';
import { createFailureReporter, mutationFailureHandler } from './failure.ts';
import type { ApiName, EndpointTable } from './types.ts';

/** What a mutation says about itself for its failures: the endpoint it calls, and the codes it shows itself. */
export interface MutationFailureMeta extends Record<string, unknown> {
  endpoint: ApiName;
  handles?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationFailureMeta;
  }
}

export const failures = createFailureReporter({
  toast: showToast,
  log: (text) => appLog.add(LOG_KIND.error, text),
  unexpectedText: () => i18next.t('app.unexpectedError'),
});

const pathOf = (name: string | undefined): string =>
  name ? ((endpointTable as EndpointTable)[name as ApiName]?.path ?? name) : 'mutation';

/** MutationCache onError: every mutation, mounted or not, tells its failure once. */
export const reportMutationFailure = mutationFailureHandler(failures, pathOf);

/** QueryCache onError: a list shows its own "load failed"; the log gets what was not a refusal. */
export function recordQueryFailure(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  failures.record(error, `query ${JSON.stringify(query.queryKey)}`);
}
