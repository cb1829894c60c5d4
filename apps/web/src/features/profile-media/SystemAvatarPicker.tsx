import { useInfiniteQuery } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { systemAvatarsQuery } from '../../entities/user/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './SystemAvatarPicker.module.css';

interface SystemAvatarPickerProps {
  open: boolean;
  current: string;
  onChoose: (url: string) => void;
  onClose: () => void;
}

/** The system avatars, ten a page (SPEC §9), with "load more" until all of them are shown. */
export function SystemAvatarPicker({ open, current, onChoose, onClose }: SystemAvatarPickerProps) {
  const { t } = useTranslation();
  const avatars = useInfiniteQuery({ ...systemAvatarsQuery(), enabled: open });
  const list = avatars.data?.pages.flatMap((page) => page.list) ?? [];
  const total = avatars.data?.pages[0]?.total ?? 0;

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.body}>
      <section className={styles.sheet} aria-label={t(K.avatar.pickTitle)}>
        <h2 className={styles.title}>{t(K.avatar.pickTitle)}</h2>
        {avatars.isPending ? <Spinner /> : null}
        <ul className={styles.grid}>
          {list.map((avatar, index) => (
            <li key={avatar.id}>
              <button
                type="button"
                className={cx(styles.choice, avatar.url === current && styles.chosen)}
                aria-label={t(K.avatar.choose, { n: index + 1 })}
                aria-pressed={avatar.url === current}
                onClick={() => onChoose(avatar.url)}
              >
                <CachedImage src={avatar.url} alt={t(K.avatar.choose, { n: index + 1 })} />
              </button>
            </li>
          ))}
        </ul>
        {avatars.isError ? <p className={styles.note}>{t(K.avatar.loadFailed)}</p> : null}
        {avatars.hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            disabled={avatars.isFetchingNextPage}
            onClick={() => void avatars.fetchNextPage()}
          >
            {avatars.isFetchingNextPage ? t(K.app.loading) : t(K.avatar.more)}
          </button>
        ) : null}
        {!avatars.hasNextPage && total > 0 ? (
          <p className={styles.note}>{t(K.avatar.allShown, { count: total })}</p>
        ) : null}
      </section>
    </Popup>
  );
}
