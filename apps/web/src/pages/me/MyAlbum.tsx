import { IMAGE_PICK_MAX, PHOTO_LIMIT, type UserPhoto } from '@kk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import gridStyles from '../../entities/photo/AlbumGrid.module.css';
import { AlbumGrid } from '../../entities/photo/AlbumGrid.tsx';
import { addPhotosMutation, deletePhotoMutation } from '../../entities/photo/mutations.ts';
import { photoListQuery } from '../../entities/photo/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { PlusIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { UploadSheet } from '../../shared/upload/UploadSheet.tsx';
import { useUploader } from '../../shared/upload/useUploader.ts';
import styles from './MePage.module.css';

/** Your album: add photos through the uploader (addUserPhoto {fileIds}), preview, delete after a confirmation. */
export function MyAlbum({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const photos = useQuery(photoListQuery(userId));
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // Failures are told by the query client (shared/api/report-failure.ts); the sheet stays open to try again.
  const addPhotos = useMutation(addPhotosMutation(queryClient, userId));
  const deletePhoto = useMutation(deletePhotoMutation(queryClient, userId));
  const saving = addPhotos.isPending;

  const room = Math.max(0, PHOTO_LIMIT - (photos.data?.total ?? 0));
  const uploader = useUploader({
    max: Math.min(IMAGE_PICK_MAX, room),
    onIdle: (done) => {
      if (done.length === 0) return;
      addPhotos.mutate(
        done.map((item) => item.fileId),
        { onSuccess: () => showToast(t(K.album.added, { count: done.length })) },
      );
    },
  });

  const remove = async (photo: UserPhoto) => {
    const confirmed = await confirmDestructive({
      title: t(K.album.deleteTitle),
      content: t(K.album.deleteBody),
      confirmText: t(K.album.delete),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    deletePhoto.mutate(photo.id, { onSuccess: () => showToast(t(K.album.deleted)) });
  };

  const list = photos.data?.list ?? [];
  const full = room === 0;

  return (
    <section className={styles.albumCard} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t(K.album.title)}
        </h2>
        <span className={styles.cardMeta}>
          {t(K.album.count, { count: photos.data?.total ?? 0, max: PHOTO_LIMIT })}
        </span>
      </header>
      <AlbumGrid
        photos={list}
        loading={photos.isPending}
        failed={photos.isError}
        onRetry={() => void photos.refetch()}
        emptyText={t(K.album.empty)}
        onDelete={(photo) => void remove(photo)}
        addTile={
          full ? undefined : (
            <button type="button" className={gridStyles.add} onClick={() => setOpen(true)}>
              <PlusIcon size={26} />
              {t(K.album.add)}
            </button>
          )
        }
      />
      <UploadSheet
        open={open}
        title={t(K.upload.title)}
        hint={t(K.upload.hint, { max: Math.min(IMAGE_PICK_MAX, room) })}
        uploader={uploader}
        multiple={true}
        saving={saving}
        onClose={() => {
          setOpen(false);
          if (!uploader.pending) uploader.clearSettled();
        }}
      />
    </section>
  );
}
