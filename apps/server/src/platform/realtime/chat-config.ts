// Chat's part of the configuration (README "Configuration"): socket origins, how long the event streams keep
// their events, and Web Push with its VAPID keys (generated at first start into DATA_DIR when not given).
import type { ParsedEnv } from '../config.ts';

export interface ChatConfig {
  /** Browser origins allowed on /ws/chat besides the page's own. */
  allowedOrigins: string[];
  /** Stream events older than this are pruned; a client further behind gets `synced {reset: true}`. */
  eventRetentionMs: number;
  /** Frames one account may send per CHAT_SOCKET.rateLimitWindowMs (10 s), over all its sockets and instances. */
  socketRateLimit: number;
  /** Sockets one account may hold open across every instance; a newer one closes the oldest. */
  maxSocketsPerAccount: number;
  /** First contact (features/chat/chat.first-contact.ts): conversations a member may start per CST day (twice when verified). */
  newConversationsPerDay: number;
  /** Messages a member may send in a conversation they started before the other answers (a match lifts it). */
  unansweredMax: number;
  push: {
    enabled: boolean;
    /** Both set, or both undefined (then kept in DATA_DIR/vapid.json). */
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
  };
}

export function chatConfig(e: ParsedEnv): ChatConfig {
  return {
    allowedOrigins: (e.CHAT_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    eventRetentionMs: e.CHAT_EVENT_RETENTION_DAYS * 86_400_000,
    socketRateLimit: e.CHAT_SOCKET_RATE_LIMIT,
    maxSocketsPerAccount: e.CHAT_MAX_SOCKETS_PER_ACCOUNT,
    newConversationsPerDay: e.CHAT_NEW_CONVERSATIONS_PER_DAY,
    unansweredMax: e.CHAT_UNANSWERED_MAX,
    push: {
      enabled: e.WEB_PUSH,
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
    },
  };
}
