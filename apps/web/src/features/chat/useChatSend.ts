// Sending (SPEC §4 "Chat send"; DESIGN §3 "Chat"): the message shows at once with state loading, takes an id
// from createMessageId, goes over the socket, and becomes the stored message when its ack arrives. While the
// socket is down it is refused at once (SPEC §8 WebSocket未连接) and stays failed with a resend, which sends the
// same message_id again: the server stores it once however often it comes.
import { CHAT, type ChatImage, CODE, type MessageType, type UserDetail } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type LocalMessage,
  MESSAGE_STATE,
  type MessagePages,
  type Outgoing,
  type SessionPages,
  sessionWithMessage,
  setMessageId,
  setMessageState,
  upsertMessage,
} from '../../entities/chat/cache.ts';
import { type Refusal, refusalOf } from '../../entities/chat/first-contact.ts';
import { chatKeys } from '../../entities/chat/keys.ts';
import { userDetailKeys } from '../../entities/person/queries.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { chatSocket } from '../../shared/realtime/chat-socket.ts';
import { NotConnectedError, RefusedError, SOCKET_STATUS } from '../../shared/realtime/socket-client.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** What the bubble shows before the server has the message. */
export interface LocalShape {
  type: MessageType;
  content?: string;
  images?: string[];
  image_list?: ChatImage[];
  emote_id?: string;
}

let localCounter = 0;
const LOCAL_PREFIX = 'local:';

function hasServerId(message: LocalMessage): boolean {
  return CHAT.messageIdPattern.test(message.message_id);
}

export function useChatSend(peer: number, me: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = chatKeys.messages(peer);
  const setPages = (change: (data: MessagePages | undefined) => MessagePages | undefined) =>
    queryClient.setQueryData<MessagePages>(key, change);

  const fail = (localKey: string, notConnected: boolean) => {
    setPages((data) => setMessageState(data, localKey, MESSAGE_STATE.failed));
    if (notConnected) showToast(t(K.socket.notConnected));
  };

  // A first contact the server refused stays failed with why (the composer says it; resend tries again later).
  // -2913 means the profile's may_write is out of date: read it again, and the composer gives way to who may write.
  const refused = (localKey: string, refusal: Refusal) => {
    setPages((data) => setMessageState(data, localKey, MESSAGE_STATE.failed, refusal));
    if (refusal.code === CODE.messagePolicyRefused) {
      void queryClient.invalidateQueries({ queryKey: userDetailKeys.of(peer) });
    }
  };

  async function deliver(message: LocalMessage): Promise<void> {
    const localKey = message.local_key ?? message.message_id;
    const outgoing = message.outgoing;
    if (!outgoing) return;
    // Down: refused at once (SPEC §8), before asking for an id; the resend asks for it.
    if (chatSocket.status !== SOCKET_STATUS.open) {
      fail(localKey, true);
      return;
    }
    let id = message.message_id;
    if (!hasServerId(message)) {
      try {
        id = await api.call('createMessageId', {}, { silent: true });
      } catch {
        fail(localKey, chatSocket.status !== SOCKET_STATUS.open);
        return;
      }
      setPages((data) => setMessageId(data, localKey, id));
    }
    try {
      const ack = await chatSocket.sendForAck({ type: 'message', data: { message_id: id, ...outgoing } });
      const stored = ack.data.message;
      setPages((data) => upsertMessage(data, stored, localKey));
      if (stored.type === 'emote') void queryClient.invalidateQueries({ queryKey: chatKeys.emoteHistory() });
    } catch (error) {
      const policy = queryClient.getQueryData<UserDetail>(userDetailKeys.of(peer))?.message_policy;
      const refusal = error instanceof RefusedError ? refusalOf(error.code, error.data, policy) : null;
      if (refusal) {
        refused(localKey, refusal);
        return;
      }
      // A refusal's text was shown by the socket hook (its error frame); the message stays failed.
      fail(localKey, error instanceof NotConnectedError);
    }
  }

  /** Shows the message now and sends it. */
  function send(outgoing: Omit<Outgoing, 'to_user_id'>, shape: LocalShape): void {
    localCounter += 1;
    const localKey = `${LOCAL_PREFIX}${localCounter}`;
    const message: LocalMessage = {
      message_id: localKey,
      local_key: localKey,
      from_user_id: me,
      to_user_id: peer,
      type: shape.type,
      content: shape.content ?? '',
      images: shape.images ?? [],
      image_list: shape.image_list ?? [],
      emote_id: shape.emote_id ?? '',
      create_time: Date.now(),
      read: 0,
      revoked: 0,
      state: MESSAGE_STATE.loading,
      outgoing: { to_user_id: peer, ...outgoing },
    };
    setPages((data) => upsertMessage(data, message));
    const sessions = queryClient.getQueryData<SessionPages>(chatKeys.sessions());
    const next = sessionWithMessage(sessions, peer, message);
    if (next === null) void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    else if (next) queryClient.setQueryData(chatKeys.sessions(), next);
    void deliver(message);
  }

  /** The resend of a failed message: loading again, same message_id. */
  function resend(message: LocalMessage): void {
    setPages((data) => setMessageState(data, message.local_key ?? message.message_id, MESSAGE_STATE.loading));
    void deliver(message);
  }

  return { send, resend };
}
