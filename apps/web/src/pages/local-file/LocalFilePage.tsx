import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { K } from '../../shared/i18n/keys.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { FolderIcon, TrashIcon } from '../../shared/ui/icons.tsx';
import { clearCachedImages, deleteCachedImage, listCachedImages } from '../../shared/ui/image-cache.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { cachedAt, fileName, formatBytes } from './format.ts';
import styles from './LocalFilePage.module.css';

/**
 * The images this device keeps in its cache (SPEC §9 local image cache): each with its name, size and when it
 * was kept, deleted one by one or all at once, after a confirmation.
 */
export function LocalFilePage() {
  const { t } = useTranslation();
  const back = useGoBack();
  const queryClient = useQueryClient();
  const files = useQuery({ queryKey: localFileKeys.images(), queryFn: listCachedImages, staleTime: 0 });
  const language = currentLanguage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: localFileKeys.images() });

  const clear = async () => {
    const confirmed = await confirmDestructive({
      title: t(K.localFile.clearTitle),
      content: t(K.localFile.clearBody),
      confirmText: t(K.localFile.clear),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    await clearCachedImages();
    await refresh();
    showToast(t(K.localFile.cleared));
  };

  const remove = async (url: string) => {
    const confirmed = await confirmDestructive({
      title: t(K.localFile.deleteTitle),
      content: t(K.localFile.clearBody),
      confirmText: t(K.localFile.delete),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    await deleteCachedImage(url);
    await refresh();
    showToast(t(K.localFile.deleted));
  };

  if (files.isPending) return <Splash label={t(K.localFile.loading)} />;
  const list = files.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<FolderIcon size={40} />}
        title={t(K.localFile.emptyTitle)}
        body={t(K.localFile.emptyBody)}
        actionLabel={t(K.localFile.emptyAction)}
        onAction={back}
      />
    );
  }
  const total = list.reduce((sum, file) => sum + file.size, 0);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{t(K.localFile.summary, { count: list.length, size: formatBytes(total) })}</p>
        <button type="button" className={styles.clear} onClick={() => void clear()}>
          <TrashIcon size={16} />
          {t(K.localFile.clear)}
        </button>
      </div>
      <ul className={styles.list}>
        {list.map((file) => {
          const name = fileName(file.url);
          return (
            <li key={file.url} className={styles.item}>
              <CachedImage src={file.url} alt={t(K.localFile.image)} className={styles.thumb} />
              <div className={styles.meta}>
                <span className={styles.name}>{name}</span>
                <span className={styles.size}>
                  {t(K.localFile.detail, { size: formatBytes(file.size), time: cachedAt(file.time, language) })}
                </span>
              </div>
              <button
                type="button"
                className={styles.delete}
                aria-label={t(K.localFile.deleteLabel, { name })}
                onClick={() => void remove(file.url)}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const localFileKeys = {
  all: ['localFile'] as const,
  images: () => [...localFileKeys.all, 'images'] as const,
};
