// The avatar and the background of the me tab: a system avatar (updateUserAvatar {url}), or an upload made the
// avatar (addUserAvatar {fileId}) or the background (changeUserBgImg {fileId}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundMutation, systemAvatarMutation, uploadedAvatarMutation } from '../../entities/user/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useUploader } from '../../shared/upload/useUploader.ts';

export const MEDIA_SHEET = { none: 'none', avatar: 'avatar', background: 'background', system: 'system' } as const;
export type MediaSheet = (typeof MEDIA_SHEET)[keyof typeof MEDIA_SHEET];

export function useProfileMedia() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<MediaSheet>(MEDIA_SHEET.none);
  // A failure is told by the query client (shared/api/report-failure.ts); the sheet stays open to try again.
  const uploadedAvatar = useMutation(uploadedAvatarMutation(queryClient));
  const systemAvatar = useMutation(systemAvatarMutation(queryClient));
  const background = useMutation(backgroundMutation(queryClient));
  const saving = uploadedAvatar.isPending || systemAvatar.isPending || background.isPending;

  const saved = (done: string) => {
    showToast(done);
    setSheet(MEDIA_SHEET.none);
  };

  const avatarUploader = useUploader({
    max: 1,
    onIdle: ([item]) => {
      if (!item) return;
      uploadedAvatar.mutate(item.fileId, {
        onSuccess: () => {
          avatarUploader.clearSettled();
          saved(t(K.avatar.updated));
        },
      });
    },
  });

  const backgroundUploader = useUploader({
    max: 1,
    onIdle: ([item]) => {
      if (!item) return;
      background.mutate(item.fileId, {
        onSuccess: () => {
          backgroundUploader.clearSettled();
          saved(t(K.background.updated));
        },
      });
    },
  });

  const chooseSystemAvatar = (url: string) => systemAvatar.mutate(url, { onSuccess: () => saved(t(K.avatar.updated)) });

  const close = () => {
    avatarUploader.clearSettled();
    backgroundUploader.clearSettled();
    setSheet(MEDIA_SHEET.none);
  };

  return { sheet, open: setSheet, close, saving, avatarUploader, backgroundUploader, chooseSystemAvatar };
}
