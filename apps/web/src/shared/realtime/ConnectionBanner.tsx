import { useTranslation } from 'react-i18next';
import { K } from '../i18n/keys.ts';
import styles from './ConnectionBanner.module.css';
import { useChatSocketStatus } from './chat-socket.ts';
import { SOCKET_STATUS } from './socket-client.ts';

/**
 * The socket's state where chat is shown: reconnecting, or failed after SPEC §4's retries (连接失败，请刷新重试,
 * with a refresh). Nothing while connected, or during the first connection, which takes a moment.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useChatSocketStatus();
  if (status === SOCKET_STATUS.reconnecting) {
    return (
      <p className={styles.banner} role="status">
        {t(K.socket.reconnecting)}
      </p>
    );
  }
  if (status !== SOCKET_STATUS.failed) return null;
  return (
    <p className={styles.banner} data-failed={true} role="alert">
      <span>{t(K.socket.failed)}</span>
      <button type="button" className={styles.refresh} onClick={() => window.location.reload()}>
        {t(K.socket.refresh)}
      </button>
    </p>
  );
}
