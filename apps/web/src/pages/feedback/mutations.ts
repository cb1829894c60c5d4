// Sending feedback as a TanStack Query mutation that refreshes "我的反馈". Its failures (a refusal, the daily
// limit, an unexpected error) are told by the query client (api/report-failure.ts).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import type { ApiRequest } from '../../shared/api/types.ts';
import { feedbackKeys } from './queries.ts';

export function addFeedbackMutation(queryClient: QueryClient, userId: number) {
  return mutationOptions({
    meta: { endpoint: 'addFeedback' },
    mutationFn: (request: ApiRequest<'addFeedback'>) => api.call('addFeedback', request),
    // Not awaited: the form is told at once; the list refreshes on its own.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine(userId) }),
  });
}
