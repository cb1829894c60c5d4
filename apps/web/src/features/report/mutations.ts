// Reports (DESIGN §3): stored for the operator; nothing cached changes, so there is nothing to update here.
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import type { reportBody } from './report-form.ts';

/** addReport {target_type, target_id, reason, content?, images?}. */
export function addReportMutation() {
  return mutationOptions({
    meta: { endpoint: 'addReport' },
    mutationFn: (body: ReturnType<typeof reportBody>) => api.call('addReport', body, { loading: true }),
  });
}
