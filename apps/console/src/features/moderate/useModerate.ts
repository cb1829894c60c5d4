import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import type { Act } from './acts.ts';

/** What an act applies to: the member, the queue item it comes from, and the reported content when there is some. */
export interface ModerationSubject {
  userId: number;
  reportId?: number;
  content?: { target_type: number; target_id: number | string };
}

export interface ActInput {
  act: Act;
  reason: string;
  hours?: number;
}

/** Runs an act; afterwards every cached queue, report, member and audit answer is read again. */
export function useModerate(subject: ModerationSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ act, reason, hours }: ActInput) => {
      if (act === 'dismiss') {
        if (!subject.reportId) throw new Error('dismiss needs a queue item');
        await api.call('consoleDismissReport', { id: subject.reportId, reason });
      } else if (act === 'remove') {
        if (!subject.content) throw new Error('remove needs content');
        await api.call('consoleRemoveContent', {
          target_type: subject.content.target_type as never,
          target_id: subject.content.target_id,
          reason,
          ...(subject.reportId ? { reportId: subject.reportId } : {}),
        });
      } else {
        await api.call('consoleTakeAction', {
          userId: subject.userId,
          action: act,
          reason,
          ...(hours ? { hours } : {}),
          ...(subject.reportId ? { reportId: subject.reportId } : {}),
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
