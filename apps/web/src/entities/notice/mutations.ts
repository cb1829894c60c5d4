// The notification centre's writes. Failures are told by the query client (shared/api/report-failure.ts).
import type { NoticeSetting } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { noneUnread } from './cache.ts';
import { noticeKeys } from './keys.ts';

/**
 * readNotice without `id`: every notice is read; the badge goes to zero at once. The rows on screen keep their
 * unread dots for this visit (the person sees what was new); the next visit asks the list again.
 */
export function readAllNoticesMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'readNotice' },
    mutationFn: () => api.call('readNotice', {}, { silent: true }),
    onSuccess: () => queryClient.setQueryData(noticeKeys.unread(viewerId), noneUnread()),
  });
}

/** saveNoticeSetting: a field left out stays; the answer is the settings. */
export function saveNoticeSettingMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'saveNoticeSetting' },
    mutationFn: (change: Partial<NoticeSetting>) => api.call('saveNoticeSetting', change),
    onSuccess: (setting) => queryClient.setQueryData(noticeKeys.setting(viewerId), setting),
  });
}
