// Changes to your own profile, as TanStack Query mutations that write their answer into the cached user info
// and background. Their failures are told by the query client (shared/api/report-failure.ts); screens add only what
// they show on success.
import type { UserInfo } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import type { ApiRequest } from '../../shared/api/types.ts';
import { userKeys } from './queries.ts';

const withAvatar = (queryClient: QueryClient, url: string) =>
  queryClient.setQueryData<UserInfo>(userKeys.info(), (user) => (user ? { ...user, avatar: url } : user));

/** addUserAvatar {fileId}: an upload becomes the avatar. */
export function uploadedAvatarMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'addUserAvatar' },
    mutationFn: (fileId: string) => api.call('addUserAvatar', { fileId }),
    onSuccess: ({ url }) => withAvatar(queryClient, url),
  });
}

/** updateUserAvatar {url}: one of the system avatars. */
export function systemAvatarMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'updateUserAvatar' },
    mutationFn: (url: string) => api.call('updateUserAvatar', { url }),
    onSuccess: ({ url }) => withAvatar(queryClient, url),
  });
}

/** changeUserBgImg {fileId}: an upload becomes the background. */
export function backgroundMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'changeUserBgImg' },
    mutationFn: (fileId: string) => api.call('changeUserBgImg', { fileId }),
    onSuccess: (answer) => queryClient.setQueryData(userKeys.background(), answer),
  });
}

/** updateUserInfo with only the changed fields; the server answers the whole updated profile. */
export function updateProfileMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'updateUserInfo' },
    mutationFn: (changes: ApiRequest<'updateUserInfo'>) => api.call('updateUserInfo', changes, { loading: true }),
    onSuccess: (updated) => queryClient.setQueryData(userKeys.info(), updated),
  });
}
