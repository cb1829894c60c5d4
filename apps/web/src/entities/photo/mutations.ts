// Changes to your album, as TanStack Query mutations that keep the album's cached list right. Their failures
// are told by the query client (shared/api/report-failure.ts); screens add only what they show on success.
import type { UserPhoto } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { albumKeys } from './queries.ts';

type PhotoList = { list: UserPhoto[]; total: number };

/** addUserPhoto {fileIds}: the new photos come from a refetch, in the server's order. */
export function addPhotosMutation(queryClient: QueryClient, userId: number) {
  return mutationOptions({
    meta: { endpoint: 'addUserPhoto' },
    mutationFn: (fileIds: string[]) => api.call('addUserPhoto', { fileIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.photos(userId) }),
  });
}

/** deleteUserPhoto {id}: the photo leaves the cached list at once. */
export function deletePhotoMutation(queryClient: QueryClient, userId: number) {
  return mutationOptions({
    meta: { endpoint: 'deleteUserPhoto' },
    mutationFn: (id: number) => api.call('deleteUserPhoto', { id }, { loading: true }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<PhotoList>(albumKeys.photos(userId), (data) =>
        data ? { list: data.list.filter((photo) => photo.id !== id), total: data.total - 1 } : data,
      ),
  });
}
