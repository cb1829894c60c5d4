import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { K } from '../../shared/i18n/keys.ts';
import { appLog } from '../../shared/log/app-log.ts';
import { logAsText } from '../../shared/log/ring-log.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { CopyIcon, DocumentIcon, TrashIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import styles from './LogPage.module.css';

/** The app's own recent log: requests (path, code, duration), errors, later socket events. Nothing secret. */
export function LogPage() {
  const { t } = useTranslation();
  const back = useGoBack();
  const entries = useSyncExternalStore(appLog.subscribe, appLog.entries);
  const language = currentLanguage();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(logAsText(entries));
      showToast(t(K.log.copied));
    } catch {
      showToast(t(K.log.copyFailed));
    }
  };

  const clear = async () => {
    const confirmed = await confirmDestructive({
      title: t(K.log.clearTitle),
      content: t(K.log.clearBody),
      confirmText: t(K.log.clear),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    appLog.clear();
    showToast(t(K.log.cleared));
  };

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<DocumentIcon size={40} />}
        title={t(K.log.emptyTitle)}
        body={t(K.log.emptyBody)}
        actionLabel={t(K.log.emptyAction)}
        onAction={back}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{t(K.log.summary, { count: entries.length })}</p>
        <button type="button" className={styles.tool} onClick={() => void copy()}>
          <CopyIcon size={16} />
          {t(K.log.copy)}
        </button>
        <button type="button" className={cx(styles.tool, styles.danger)} onClick={() => void clear()}>
          <TrashIcon size={16} />
          {t(K.log.clear)}
        </button>
      </div>
      <ol className={styles.list}>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <span className={styles.time}>{clockTime(entry.time, language)}</span>
            <span className={cx(styles.kind, styles[entry.kind])}>{t(K.log[entry.kind])}</span>
            <code className={styles.text}>{entry.text}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** 24-hour clock time of a log entry, in the interface language's style. */
export function clockTime(time: number, language: string): string {
  return new Date(time).toLocaleTimeString(language, { hour12: false });
}
