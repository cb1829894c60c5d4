// The avatar and the background of the me tab: a system avatar (updateUserAvatar {url}), or an upload made the
// avatar (addUserAvatar {fileId}) or the background (changeUserBgImg {fileId}).
import type { UserInfo } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { K } from '../../i18n/keys.ts';
import { showToast } from '../../ui/toast.ts';
import { useUploader } from '../upload/useUploader.ts';
import { userKeys } from './queries.ts';

export const MEDIA_SHEET = { none: 'none', avatar: 'avatar', background: 'background', system: 'system' } as const;
export type MediaSheet = (typeof MEDIA_SHEET)[keyof typeof MEDIA_SHEET];

export function useProfileMedia() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<MediaSheet>(MEDIA_SHEET.none);
  const [saving, setSaving] = useState(false);

  const setAvatar = (url: string) =>
    queryClient.setQueryData<UserInfo>(userKeys.info(), (user) => (user ? { ...user, avatar: url } : user));

  const save = async (run: () => Promise<void>, done: string) => {
    setSaving(true);
    try {
      await run();
      showToast(done);
      setSheet(MEDIA_SHEET.none);
    } catch {
      // The wrapper showed the server's message; the sheet stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  const avatarUploader = useUploader({
    max: 1,
    onIdle: ([item]) => {
      if (!item) return;
      void save(async () => {
        const { url } = await api.call('addUserAvatar', { fileId: item.fileId });
        setAvatar(url);
        avatarUploader.clearSettled();
      }, t(K.avatar.updated));
    },
  });

  const backgroundUploader = useUploader({
    max: 1,
    onIdle: ([item]) => {
      if (!item) return;
      void save(async () => {
        const answer = await api.call('changeUserBgImg', { fileId: item.fileId });
        queryClient.setQueryData(userKeys.background(), answer);
        backgroundUploader.clearSettled();
      }, t(K.background.updated));
    },
  });

  const chooseSystemAvatar = (url: string) =>
    save(async () => {
      const answer = await api.call('updateUserAvatar', { url });
      setAvatar(answer.url);
    }, t(K.avatar.updated));

  const close = () => {
    avatarUploader.clearSettled();
    backgroundUploader.clearSettled();
    setSheet(MEDIA_SHEET.none);
  };

  return { sheet, open: setSheet, close, saving, avatarUploader, backgroundUploader, chooseSystemAvatar };
}
