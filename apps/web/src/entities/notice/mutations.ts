// The notification centre's writes. Failures are told by the query client (shared/api/report-failure.ts).
import { CODE, type NoticeSetting } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api/api.ts';
import { markAppealed, type NoticePages, noneUnread } from './cache.ts';
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

/**
 * appealNotice {id, content}: once sent, the notice shows 已申诉. A refusal's text is the server's (shown by the
 * query client): -2905 means it was sent already (from another device), so the notice shows that too; -2904
 * (no longer appealable) asks the lists again for where it stands.
 */
export function appealNoticeMutation(queryClient: QueryClient, viewerId: number) {
  const appealed = (id: number) =>
    queryClient.setQueriesData<NoticePages>({ queryKey: noticeKeys.lists(viewerId) }, (data) => markAppealed(data, id));
  return mutationOptions({
    meta: { endpoint: 'appealNotice' },
    mutationFn: (body: { id: number; content: string }) => api.call('appealNotice', body, { loading: true }),
    onSuccess: (_answer, { id }) => appealed(id),
    onError: (error, { id }) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === CODE.appealAlreadySent) appealed(id);
      else if (error.code === CODE.appealNotAllowed)
        void queryClient.invalidateQueries({ queryKey: noticeKeys.lists(viewerId) });
    },
  });
}
