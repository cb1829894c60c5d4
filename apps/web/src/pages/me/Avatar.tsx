import { VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import styles from './MePage.module.css';

/** The user's avatar, or a placeholder with the first letter of the name until one is chosen. */
export function Avatar({ url, name, label }: { url?: string; name: string; label: string }) {
  return (
    <div className={styles.avatar}>
      {url ? (
        <img src={url} alt={label} />
      ) : (
        <>
          <span aria-hidden={true}>{Array.from(name.trim())[0]}</span>
          <span className={VISUALLY_HIDDEN}>{label}</span>
        </>
      )}
    </div>
  );
}
