// Changes to your album (the screens name no endpoint strings; see docs/decisions.md "Web").
import type { UserPhoto } from '@kk/contract';
import { api } from '../../api/api.ts';

export function addPhotos(fileIds: string[]): Promise<{ list: UserPhoto[] }> {
  return api.call('addUserPhoto', { fileIds });
}

export function deletePhoto(id: number): Promise<unknown> {
  return api.call('deleteUserPhoto', { id }, { loading: true });
}
