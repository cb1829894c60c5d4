import { api } from '../../shared/api/api.ts';

export const albumKeys = {
  all: ['album'] as const,
  photos: (userId: number) => [...albumKeys.all, 'photos', userId] as const,
};

/** A user's album, newest first (getUserPhotoList). */
export function photoListQuery(userId: number | undefined) {
  return {
    queryKey: albumKeys.photos(userId ?? 0),
    queryFn: () => api.call('getUserPhotoList', { userId: userId ?? 0 }, { silent: true }),
    enabled: (userId ?? 0) > 0,
  };
}
