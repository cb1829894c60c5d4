import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { UserIcon } from '../../shared/ui/icons.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import styles from './GoneProfile.module.css';

/**
 * The profile of a deleted account (getUserDetail -2012): 已注销用户, a neutral avatar and the catalogue's message,
 * nothing of who the person was and nothing to do but go back (docs/decisions/0084-gone-accounts.md).
 */
export function GoneProfile({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <NavigationBar title={t(K.titles.userDetail)} backLabel={t(K.app.back)} onBack={onBack} />
      <section className={styles.card}>
        <div className={styles.avatar} aria-hidden={true}>
          <UserIcon size={40} />
        </div>
        <h1 className={styles.name}>{t(K.chat.goneName)}</h1>
        {/* The contract's text of -2012 (CODE_MESSAGE_KEY, which the first screen does not carry). */}
        <p className={styles.body}>{messageText(t, 'code.accountGone')}</p>
      </section>
    </div>
  );
}
