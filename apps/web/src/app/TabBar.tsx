import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../shared/i18n/keys.ts';
import { badgeText, cx } from '../shared/ui/attrs.ts';
import { ChatIcon, HeartIcon, SquareIcon, UserIcon } from '../shared/ui/icons.tsx';
import { useTabBadges } from '../shared/ui/tab-badges.ts';
import styles from './TabBar.module.css';
import { createTabSwitchFlag } from './tab-switch.ts';
import { TABS, type TabKey } from './tabs.ts';

const ICONS = { home: HeartIcon, square: SquareIcon, message: ChatIcon, me: UserIcon } as const;
const switchFlag = createTabSwitchFlag();

/** The tab bar of SPEC §2; messages carries the unread chat count, Me the unread notices, hidden at zero. */
export function TabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const badges = useTabBadges();

  return (
    <>
      <div className={styles.spacer} />
      <nav className={styles.bar} aria-label={t(K.tabs.label)}>
        <ul className={styles.list}>
          {TABS.map((tab) => {
            const Icon = ICONS[tab.key];
            const selected = tab.key === active;
            const badge = badges[tab.key] ?? 0;
            return (
              <li key={tab.key} className={styles.item}>
                <button
                  type="button"
                  aria-current={selected ? 'page' : undefined}
                  className={cx(styles.tab, selected && styles.active)}
                  onClick={() => {
                    if (selected || !switchFlag.tryStart()) return;
                    navigate(tab.path);
                  }}
                >
                  <span className={styles.icon}>
                    <Icon size={24} />
                    {badge > 0 ? (
                      <output
                        className={styles.badge}
                        aria-label={t(tab.key === 'me' ? K.tabs.notices : K.tabs.unread, { count: badge })}
                      >
                        {badgeText(badge)}
                      </output>
                    ) : null}
                  </span>
                  <span>{t(K.tabs[tab.key])}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
