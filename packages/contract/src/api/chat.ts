// Chat: messages, sessions, mark names, greetings. SPEC §1 "Messages and chat", §3 "Chat message",
// §7 "Chat"; DESIGN §3 "Chat". Messages are sent over the socket (../realtime.ts); these are the HTTP calls.
import { z } from 'zod';
import { CHAT, MESSAGE_TYPES, SAFETY_TIPS } from '../constants.ts';
import { CODE } from '../errors.ts';
import { TEXT_RULES } from '../text-rules.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { pageRequest, userIdField, userTextField } from './fields.ts';
import { publicUser } from './profile.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A message id as createMessageId answers it: 32 lowercase hex digits. */
export const messageIdField = z
  .string({ error: 'code.messageIdInvalid' })
  .max(CHAT.messageIdLength, { error: 'code.messageIdInvalid' })
  .regex(CHAT.messageIdPattern, { error: 'code.messageIdInvalid' });

/** One image of a message, as shown: the source, its thumbnail and its size (so the bubble never jumps). */
export const chatImage = z.object({
  url: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatImage = z.infer<typeof chatImage>;

/**
 * A chat message (SPEC §3) as the server shows it. `images` are sources (URLs) when shown, as SPEC says; an
 * emote's picture is its one image. `state` (loading while sending) is the client's own and never sent.
 */
export const chatMessage = z.object({
  message_id: z.string(),
  from_user_id: z.number().int(),
  to_user_id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  /** The text; empty for images and emotes, and once revoked. */
  content: z.string(),
  images: z.array(z.string()),
  /** The same images with thumbnails and sizes. */
  image_list: z.array(chatImage),
  /** For an emote: its id (emote.ts), so a receiver can add it to their emotes. Empty otherwise. */
  emote_id: z.string(),
  create_time: z.number().int(),
  /** 1 once the recipient read it (readMessage). */
  read: flag,
  /** 1 once the sender revoked it: content and images are then empty. */
  revoked: flag,
  /**
   * Only to the recipient, on a message from someone they had not answered yet or had known for less than
   * SAFETY.knownForMs when it was sent: `contact` when it carries contact details (a phone number in any form, a
   * WeChat or QQ id, a link), `money` when it talks money (SAFETY.moneyWordsDefault, edited in the console). The
   * chat shows a short warning with a link to the safety page. Absent otherwise, and on the sender's side.
   */
  safety_tip: z.enum(SAFETY_TIPS).optional(),
  /**
   * Only to the recipient: 1 when the sender was someone the recipient had not answered when it was sent. Their
   * images arrive blurred, with a tap to show, unless the recipient's `blur_stranger_images` is 0.
   */
  from_stranger: flag.optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A conversation in the session list (the messages tab), from the caller's side. */
export const chatSession = z.object({
  /** The peer. */
  user_id: z.number().int(),
  user: publicUser,
  /** What the caller calls the peer (updateMarkName); empty when unset. */
  mark_name: z.string(),
  last_message: chatMessage.nullable(),
  /** Messages from the peer the caller has not read. */
  unread: z.number().int(),
  /** 1 when the caller pinned the peer (RELATION.top, /api/chat/top): pinned sessions come first. */
  top: flag,
  /** When the last message was sent; the list is ordered by top, then this, newest first. */
  update_time: z.number().int(),
});
export type ChatSession = z.infer<typeof chatSession>;

const userIdRequest = z.object({ userId: userIdField });

export const createMessageId = defineEndpoint({
  path: '/api/chat/createMessageId',
  method: 'GET',
  auth: 'user',
  payload: 'result',
  summary: 'A fresh message id (in `result`) for the next message sent on the socket; resending with it never doubles.',
  request: emptyRequest,
  response: z.string(),
  errors: [],
});

export const getSessionList = defineEndpoint({
  path: '/api/chat/getSessionList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Your conversations: pinned first, then by the last message, newest first.',
  request: pageRequest,
  response: z.object({ list: z.array(chatSession), total: z.number().int() }),
  errors: [],
});

export const getMessageList = defineEndpoint({
  path: '/api/chat/getMessageList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'One page of a conversation, oldest first: the newest messages, or those before `before` (a message_id) when paging upward.',
  request: z.object({
    userId: userIdField,
    before: messageIdField.optional(),
    pageSize: z
      .number({ error: 'validation.field' })
      .int()
      .min(1)
      .max(CHAT.historyPageMax)
      .default(CHAT.historyPageSize),
  }),
  response: z.object({ list: z.array(chatMessage), hasMore: z.boolean() }),
  errors: [],
});

export const readMessage = defineEndpoint({
  path: '/api/chat/readMessage',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: "Marks the conversation read up to now; the peer's sockets hear `read`. Answers your unread total.",
  request: userIdRequest,
  response: z.object({ count: z.number().int() }),
  errors: [],
});

export const revokeMessage = defineEndpoint({
  path: '/api/chat/revokeMessage',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Revokes your message within 2 minutes of sending it; both sides hear `revoke`. Answers the message.',
  request: z.object({ messageId: messageIdField }),
  response: chatMessage,
  errors: [CODE.messageNotFound, CODE.revokeExpired, CODE.kkLockNotRevocable],
});

export const updateMarkName = defineEndpoint({
  path: '/api/chat/updateMarkName',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Sets what you call a person (empty clears it). Only you see it.',
  request: z.object({ userId: userIdField, mark_name: userTextField(TEXT_RULES.markName) }),
  response: z.object({ mark_name: z.string() }),
  errors: [CODE.noSuchUser, CODE.accountGone, CODE.notYourself],
});

export const deleteSession = defineEndpoint({
  path: '/api/chat/deleteSession',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Removes a conversation from your list and clears its history for you (the peer keeps theirs); a new message brings it back.',
  request: userIdRequest,
  response: noPayload,
  errors: [],
});

export const getUnreadNum = defineEndpoint({
  path: '/api/chat/getUnreadNum',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Unread messages over all your conversations (the badge of the messages tab).',
  request: emptyRequest,
  response: z.object({ count: z.number().int() }),
  errors: [],
});

export const sayHi = defineEndpoint({
  path: '/api/chat/sayHi',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    "Sends one of the eight greetings (SPEC §9), picked at random, in the caller's language, as a message; answers it. The peer's sockets hear it as any message.",
  request: userIdRequest,
  response: chatMessage,
  errors: [
    CODE.noSuchUser,
    CODE.accountGone,
    CODE.notYourself,
    CODE.blocked,
    CODE.recipientLocked,
    CODE.tooManyRequests,
    CODE.muted,
    // First contact (docs/api.md "First contact and who may write").
    CODE.newConversationLimit,
    CODE.awaitReply,
    CODE.messagePolicyRefused,
  ],
});
