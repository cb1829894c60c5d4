// What the session list shows of a conversation's last message: its text, or the kind of what was sent
// ([图片], [表情], [kk锁] from the contract's catalogue), or that it was revoked, by whom.
import type { ChatMessage } from '@kk/contract';

export type PreviewText =
  | { kind: 'text'; text: string }
  | { kind: 'key'; key: 'chat.imageMessage' | 'chat.emoteMessage' | 'chat.kkLockMessage'; contract: true }
  | {
      kind: 'key';
      key: 'message.lastRevokedMine' | 'message.lastRevokedPeer' | 'message.noMessageYet';
      contract: false;
    };

export function previewOf(message: ChatMessage | null, me: number): PreviewText {
  if (!message) return { kind: 'key', key: 'message.noMessageYet', contract: false };
  if (message.revoked === 1) {
    return {
      kind: 'key',
      key: message.from_user_id === me ? 'message.lastRevokedMine' : 'message.lastRevokedPeer',
      contract: false,
    };
  }
  switch (message.type) {
    case 'image':
      return { kind: 'key', key: 'chat.imageMessage', contract: true };
    case 'emote':
      return { kind: 'key', key: 'chat.emoteMessage', contract: true };
    case 'kk_lock':
      return { kind: 'key', key: 'chat.kkLockMessage', contract: true };
    default:
      // One line in the list: line breaks become spaces.
      return { kind: 'text', text: message.content.replace(/\s+/g, ' ').trim() };
  }
}
