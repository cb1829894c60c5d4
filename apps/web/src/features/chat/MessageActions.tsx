import { CHAT } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyRevoke,
  type LocalMessage,
  type MessagePages,
  type SessionPages,
  sessionRevoke,
} from '../../entities/chat/cache.ts';
import { chatKeys } from '../../entities/chat/keys.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { type MenuItem, MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import { showToast } from '../../shared/ui/toast.ts';

type MessageAction = 'copy' | 'revoke' | 'addEmote' | 'report';

/**
 * What a long press offers for a message (SPEC §9): copy text, revoke one's own within 2 minutes, add a picture
 * (not a stranger's picture still blurred: it would show in the emote panel unseen), and report it (DESIGN §3
 * "Reports"; either side's, once the server has it: a report names its message_id).
 */
export function messageActions(message: LocalMessage, me: number, now: number, blurred = false): MessageAction[] {
  if (message.revoked === 1) return [];
  const stored = message.state === undefined;
  const actions: MessageAction[] = [];
  if (message.type === 'text' && message.content) actions.push('copy');
  if ((message.type === 'image' || message.type === 'emote') && stored && !blurred) actions.push('addEmote');
  if (message.from_user_id === me && stored && now - message.create_time < CHAT.revokeWindowMs) actions.push('revoke');
  if (stored) actions.push('report');
  return actions;
}

interface MessageActionsProps {
  message: LocalMessage | null;
  me: number;
  peer: number;
  /** 举报: the page opens the report sheet (features/report) for the message. */
  onReport: (message: LocalMessage) => void;
  onClose: () => void;
  /** The message is a stranger's picture still blurred (pages/chat/useChatSafety.ts). */
  blurred?: boolean;
}

export function MessageActions({ message, me, peer, onReport, onClose, blurred }: MessageActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The sheet acts once it has closed (MenuSheet), when `message` is already null again.
  const last = useRef(message);
  if (message) last.current = message;
  const keys = message ? messageActions(message, me, Date.now(), blurred) : [];
  const labels = {
    copy: t(K.chat.copy),
    revoke: t(K.chat.revoke),
    addEmote: t(K.chat.addEmote),
    report: t(K.chat.report),
  };
  const items: MenuItem[] = keys.map((key) => ({ key, text: labels[key], danger: key === 'revoke' }));

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t(K.chat.copied));
    } catch {
      showToast(t(K.chat.copyFailed));
    }
  };

  const revoke = async (target: LocalMessage) => {
    const confirmed = await confirmDestructive({
      title: t(K.chat.revokeTitle),
      content: t(K.chat.revokeBody),
      confirmText: t(K.chat.revokeConfirm),
      cancelText: t(K.chat.cancel),
    });
    if (!confirmed) return;
    try {
      await api.call('revokeMessage', { messageId: target.message_id }, { loading: true });
    } catch {
      return; // told by the wrapper (-2602 past the 2 minutes)
    }
    queryClient.setQueryData<MessagePages>(chatKeys.messages(peer), (data) => applyRevoke(data, target.message_id));
    queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (data) => sessionRevoke(data, peer, target.message_id));
  };

  const addEmote = async (target: LocalMessage) => {
    try {
      await api.call('addUserEmote', { messageId: target.message_id, index: 0 });
    } catch {
      return;
    }
    showToast(t(K.chat.emoteAdded));
    void queryClient.invalidateQueries({ queryKey: chatKeys.myEmotes() });
  };

  const pick = (key: string) => {
    const target = last.current;
    if (!target) return;
    if (key === 'copy') void copy(target.content);
    else if (key === 'revoke') void revoke(target);
    else if (key === 'addEmote') void addEmote(target);
    else if (key === 'report') onReport(target);
  };

  return (
    <MenuSheet
      open={message !== null && items.length > 0}
      label={t(K.chat.actions)}
      items={items}
      cancelText={t(K.chat.cancel)}
      onPick={pick}
      onClose={onClose}
    />
  );
}
