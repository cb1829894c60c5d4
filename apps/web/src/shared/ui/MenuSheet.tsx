import Popup from 'antd-mobile/es/components/popup';
import { useRef } from 'react';
import { cx } from './attrs.ts';
import styles from './MenuSheet.module.css';

export interface MenuItem {
  key: string;
  text: string;
  /** Red: the item does something that cannot simply be undone (it still asks first). */
  danger?: boolean;
  /** The choice in force, among choices (a setting's value): drawn bold and marked for assistive technology. */
  current?: boolean;
}

interface MenuSheetProps {
  open: boolean;
  label: string;
  items: readonly MenuItem[];
  cancelText: string;
  onPick: (key: string) => void;
  onClose: () => void;
}

/**
 * A bottom sheet of actions with real buttons (antd-mobile's ActionSheet draws anchors without href, which a
 * keyboard cannot reach). Picking an item closes the sheet and acts once it is gone, so a confirmation never
 * opens over a sheet still sliding away.
 */
export function MenuSheet({ open, label, items, cancelText, onPick, onClose }: MenuSheetProps) {
  const picked = useRef<string | null>(null);
  const afterClose = () => {
    const key = picked.current;
    picked.current = null;
    if (key !== null) onPick(key);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} afterClose={afterClose} bodyClassName={styles.body}>
      <section aria-label={label}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={cx(styles.item, item.danger && styles.danger, item.current && styles.current)}
                aria-current={item.current ? 'true' : undefined}
                onClick={() => {
                  picked.current = item.key;
                  onClose();
                }}
              >
                {item.text}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={cx(styles.item, styles.cancel)} onClick={onClose}>
          {cancelText}
        </button>
      </section>
    </Popup>
  );
}
