import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { K } from '../i18n/keys.ts';
import { ImageIcon } from '../ui/icons.tsx';
import { ImagePickButton } from './ImagePickButton.tsx';
import { UploadList } from './UploadList.tsx';
import styles from './UploadSheet.module.css';
import type { Uploader } from './useUploader.ts';

interface UploadSheetProps {
  open: boolean;
  title: string;
  hint?: string;
  uploader: Uploader;
  multiple?: boolean;
  /** Saving the uploads to where they belong (album, avatar...) after the queue settles. */
  saving?: boolean;
  onClose: () => void;
}

/** The upload panel every picker uses: pick, watch each item's progress and status, retry, done. */
export function UploadSheet({ open, title, hint, uploader, multiple, saving, onClose }: UploadSheetProps) {
  const { t } = useTranslation();
  const { items } = uploader;
  const busy = uploader.pending || saving === true;
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.popupBody} destroyOnClose={false}>
      <section className={styles.sheet} aria-label={title}>
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
        </header>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <div className={styles.body}>
          {items.length === 0 ? (
            <ImagePickButton
              label={t(K.upload.pick)}
              multiple={multiple}
              onPick={uploader.pick}
              className={styles.pick}
            >
              <ImageIcon size={28} />
              {t(K.upload.pick)}
            </ImagePickButton>
          ) : (
            <UploadList items={items} onRetry={uploader.retry} onRemove={uploader.remove} />
          )}
        </div>
        <div className={styles.footer}>
          {multiple && items.length > 0 ? (
            <ImagePickButton
              label={t(K.upload.pickAgain)}
              multiple={multiple}
              onPick={uploader.pick}
              className={styles.secondary}
              disabled={busy}
            >
              {t(K.upload.pickAgain)}
            </ImagePickButton>
          ) : null}
          <button type="button" className={styles.primary} disabled={busy} onClick={onClose}>
            {busy ? (saving ? t(K.upload.saving) : t(K.app.loading)) : t(K.upload.done)}
          </button>
        </div>
      </section>
    </Popup>
  );
}
