import { CODE } from '@kk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClosedPolicy, POLICY_TEXT, type Refusal } from '../../entities/chat/first-contact.ts';
import { untilText } from '../../entities/notice/moderation.ts';
import { CK, K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { cx } from '../../shared/ui/attrs.ts';
import styles from './ChatPage.module.css';

interface ChatFooterProps {
  /** The peer's account was deleted. */
  gone: boolean;
  /** You blocked them. */
  blocked: boolean;
  /** Their policy keeps you from starting a conversation (first-contact.ts). */
  closedPolicy: ClosedPolicy | null;
  /** Why your last first contact was refused, while it still holds. */
  refusal: Refusal | null;
  /** The composer. */
  children: ReactNode;
}

/**
 * The bottom of the conversation: the composer, or why nothing can be sent (gone, blocked, who may write), with the
 * reason of a refused first contact above the composer.
 */
export function ChatFooter({ gone, blocked, closedPolicy, refusal, children }: ChatFooterProps) {
  const { t } = useTranslation();
  if (gone) return <p className={styles.blocked}>{t(K.chat.goneNotice)}</p>;
  if (blocked) return <p className={styles.blocked}>{t(K.chat.blockedNotice)}</p>;
  if (closedPolicy) return <WhoMayWrite policy={closedPolicy} />;
  return (
    <>
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      {children}
    </>
  );
}

/** In place of the composer when their policy keeps the viewer out: said before anyone types. */
function WhoMayWrite({ policy }: { policy: ClosedPolicy }) {
  const { t } = useTranslation();
  return (
    <p className={cx(styles.blocked, styles.whoMayWrite)} role="status" data-who-may-write={policy}>
      <strong>{t(POLICY_TEXT[policy])}</strong>
      <span>{t(K.chatSafety.policyHint)}</span>
    </p>
  );
}

/**
 * Above the composer after a refused first contact: the catalogue's words (等TA回复后再聊吧, or when the day's
 * budget of new conversations resets, in the reader's language and time zone).
 */
function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const { t, i18n } = useTranslation();
  const text =
    refusal.code === CODE.newConversationLimit
      ? messageText(t, CK.code.newConversationLimit, { until: untilText(refusal.until, i18n.language, Date.now()) })
      : messageText(t, refusal.code === CODE.awaitReply ? CK.code.awaitReply : CK.code.messagePolicyRefused);
  return (
    <p className={styles.refusal} role="status" data-refusal={refusal.code}>
      {text}
    </p>
  );
}
