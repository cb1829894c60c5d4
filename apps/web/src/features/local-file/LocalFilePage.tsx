import { useQuery, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { CachedImage } from '../../ui/CachedImage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FolderIcon, TrashIcon } from '../../ui/icons.tsx';
import { clearCachedImages, listCachedImages } from '../../ui/image-cache.ts';
import { Splash } from '../../ui/Splash.tsx';
import { showToast } from '../../ui/toast.ts';
import { useGoBack } from '../../ui/useGoBack.ts';
import { fileName, formatBytes } from './format.ts';
import styles from './LocalFilePage.module.css';
import { localFileKeys } from './queries.ts';

/** The images this device keeps in its cache (SPEC §9 local image cache), their sizes and total, and clearing. */
export function LocalFilePage() {
  const { t } = useTranslation();
  const back = useGoBack();
  const queryClient = useQueryClient();
  const files = useQuery({ queryKey: localFileKeys.images(), queryFn: listCachedImages, staleTime: 0 });

  const clear = async () => {
    const confirmed = await Dialog.confirm({
      title: t(K.localFile.clearTitle),
      content: t(K.localFile.clearBody),
      confirmText: t(K.localFile.clear),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    await clearCachedImages();
    await queryClient.invalidateQueries({ queryKey: localFileKeys.images() });
    showToast(t(K.localFile.cleared));
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
        {list.map((file) => (
          <li key={file.url} className={styles.item}>
            <CachedImage src={file.url} alt={t(K.localFile.image)} className={styles.thumb} />
            <div className={styles.meta}>
              <span className={styles.name}>{fileName(file.url)}</span>
              <span className={styles.size}>{formatBytes(file.size)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
