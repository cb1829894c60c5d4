// The chat socket's frames, both ways (SPEC §3 "Socket message", §7, §8; DESIGN §3 "Chat"; docs/api.md "Chat
// socket"). Connect to `/ws/chat?token=<token>`. Every frame is one JSON text.
//
// Client → server: `{type, data}`. Server → client: `{code, msg, type, data}`, and `seq` on the events of the
// user's stream (message, read, revoke, account_gone, match, notice, and the ack of one's own message): a per-user sequence with no gap, so a
// reconnecting client sends `sync {after}` and gets exactly what it missed.
import { z } from 'zod';
import { chatMessage, messageIdField } from './api/chat.ts';
import { emoteIdField } from './api/emote.ts';
import { fileIdField, userIdField } from './api/fields.ts';
import { kkLockEventData } from './api/kklock.ts';
import { noticeItem } from './api/notice.ts';
import { publicUser } from './api/profile.ts';
import { CHAT } from './constants.ts';

// ---- client → server ----------------------------------------------------------------------------------------

/**
 * A message to send. Exactly one kind: `content` (text), `images` (uploaded file ids, up to 9) or `emote_id`.
 * Text is checked by TEXT_RULES.messageContent on the server (the same rule the composer uses).
 */
export const sendMessageData = z.object({
  message_id: messageIdField,
  to_user_id: userIdField,
  content: z
    .string({ error: 'validation.messageLength' })
    .max(CHAT.contentMax * 4)
    .default(''),
  images: z.array(fileIdField).max(CHAT.imagesMax, { error: 'validation.messageImages' }).default([]),
  emote_id: emoteIdField.optional(),
});
export type SendMessageData = z.input<typeof sendMessageData>;

export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), data: sendMessageData }),
  /** Read the conversation with `user_id` up to now (as readMessage). */
  z.object({ type: z.literal('read'), data: z.object({ user_id: userIdField }) }),
  /** "I am typing to `to_user_id`": forwarded to their sockets, never stored. Send at most every 3 s. */
  z.object({ type: z.literal('typing'), data: z.object({ to_user_id: userIdField }) }),
  /** Revoke one of your messages (as revokeMessage). */
  z.object({ type: z.literal('revoke'), data: z.object({ message_id: messageIdField }) }),
  /** Catch-up: every event of your stream after `after` (0 for none yet), then `synced`. */
  z.object({ type: z.literal('sync'), data: z.object({ after: z.number().int().min(0) }) }),
  z.object({ type: z.literal('ping'), data: z.unknown().optional() }),
]);
export type ClientFrame = z.input<typeof clientFrame>;
export type ClientFrameType = ClientFrame['type'];

// ---- server → client ----------------------------------------------------------------------------------------

/** `read`: `reader_id` read the conversation with `peer_id` up to `last_message_id` (empty: nothing to read). */
export const readEventData = z.object({
  reader_id: z.number().int(),
  peer_id: z.number().int(),
  last_message_id: z.string(),
  read_time: z.number().int(),
});
export const revokeEventData = z.object({
  message_id: z.string(),
  from_user_id: z.number().int(),
  to_user_id: z.number().int(),
  revoke_time: z.number().int(),
});

const frame = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ code: z.number().int(), msg: z.string(), type: z.literal(type), data, seq: z.number().int().optional() });

/**
 * Every frame the server sends. `hello` comes first on every connection (your stream's latest seq); `error`
 * carries a catalogue code and, for a refused message, its `message_id`; a 401 `error` is followed by a close,
 * and so is a -2902 (suspended) or -2903 (banned) one, whose `msg` the app shows on its login page.
 */
export const serverFrame = z.discriminatedUnion('type', [
  frame('hello', z.object({ user_id: z.number().int(), seq: z.number().int() })),
  /** Your message is stored (sent only after the commit). `seq` is its place in your stream. */
  frame('ack', z.object({ message_id: z.string(), create_time: z.number().int(), message: chatMessage })),
  /** A message to you, or one you sent from another device. */
  frame('message', chatMessage),
  frame('read', readEventData),
  frame('revoke', revokeEventData),
  /**
   * The account `user_id`, with whom you had a conversation, was deleted: the conversation is gone (its messages
   * too); show the person as 已注销用户 with a neutral avatar, and no composer. In your stream.
   */
  frame('account_gone', z.object({ user_id: z.number().int() })),
  /**
   * You and `user` each liked the other: show the moment (both avatars, 你们互相喜欢了). Sent once per match, to both
   * people, at the like that made it. In your stream.
   */
  frame('match', z.object({ user: publicUser, match_time: z.number().int() })),
  /** A new notice for you (./api/notice.ts): add it to the list and the Me badge. In your stream. */
  frame('notice', noticeItem),
  frame('typing', z.object({ from_user_id: z.number().int(), to_user_id: z.number().int() })),
  /** Catch-up done: `seq` is your stream's latest. `reset` true: events that old are gone, reload the lists. */
  frame('synced', z.object({ seq: z.number().int(), reset: z.boolean() })),
  frame('pong', z.null()),
  /** Kk lock (./api/kklock.ts): a request or a lock changed; `data.type` says how. Not in the stream. */
  frame('kk_lock', kkLockEventData),
  frame(
    'error',
    z
      .object({
        message_id: z.string().optional(),
        type: z.string().optional(),
        field: z.string().optional(),
        /** A mute's or a suspension's end (ms since the epoch) on -2901 and -2902. */
        until: z.number().int().optional(),
      })
      .nullable(),
  ),
]);
export type ServerFrame = z.output<typeof serverFrame>;
export type ServerFrameType = ServerFrame['type'];
/** The `data` of the frame of type `T`: what the server must write and what the client may read. */
export type FrameData<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>['data'];
/** One whole frame of type `T`. */
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
/** The events of a user's stream: they carry `seq` and come again on `sync`. */
export const STREAM_EVENT_TYPES = ['message', 'read', 'revoke', 'ack', 'account_gone', 'match', 'notice'] as const;

// The client's cursor over its stream lives in a file without zod, so the web's socket code stays small.
export { StreamCursor } from './stream-cursor.ts';
