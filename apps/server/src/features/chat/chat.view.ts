// How a stored message is shown (SPEC §3 "Chat message"): images as sources, read and revoked as flags.
import type { ChatImage, ChatMessage, MessageType, SafetyTip } from '@kk/contract';
import type { FileRow } from '../../platform/db/schema.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { MessageRow } from './chat.repository.ts';

/** A stored image: as shown, plus the file id it came from (to add it to one's emotes). */
export type StoredImage = ChatImage & { id: string };

/** How a message (or a kept emote) stores an uploaded file: its id, URLs and size. */
export function storedImageOf(file: FileRow): StoredImage {
  return {
    id: file.id,
    url: urlOf(file.storage_key),
    thumb: urlOf(file.thumb_key),
    width: Number(file.width),
    height: Number(file.height),
  };
}

export function parseImages(json: string): StoredImage[] {
  try {
    const images = JSON.parse(json) as unknown;
    return Array.isArray(images) ? (images as StoredImage[]) : [];
  } catch {
    return [];
  }
}

/** What chat_messages.images holds for a message without pictures (its default). */
const NO_IMAGES = '[]';

/**
 * `readId` is the recipient's read cursor in this conversation (chat_sessions.read_id of the recipient toward
 * the sender): the message is read once it reaches the message. `viewerId`: who it is shown to; its recipient
 * alone sees its `safety_tip` and `from_stranger` (docs/decisions/0093-warnings-and-stranger-images.md), and
 * without a viewer it is shown as its sender sees it.
 */
export function messageView(row: MessageRow, readId: number, viewerId?: number): ChatMessage {
  const images: string[] = [];
  const imageList: ChatImage[] = [];
  // Most messages are text, stored with '[]': a page of history parsed that JSON for every one of them.
  if (row.images !== NO_IMAGES) {
    for (const { url, thumb, width, height } of parseImages(row.images)) {
      images.push(url);
      imageList.push({ url, thumb, width, height });
    }
  }
  const message: ChatMessage = {
    message_id: row.message_id,
    from_user_id: row.from_user_id,
    to_user_id: row.to_user_id,
    type: row.type as MessageType,
    content: row.content,
    images,
    image_list: imageList,
    emote_id: row.emote_id,
    create_time: row.create_time,
    read: readId >= row.id ? 1 : 0,
    revoked: row.revoke_time > 0 ? 1 : 0,
  };
  if (viewerId !== undefined && viewerId === row.to_user_id && viewerId !== row.from_user_id) {
    // A revoked message has nothing left to warn of.
    if (row.safety_tip && row.revoke_time === 0) message.safety_tip = row.safety_tip as SafetyTip;
    if (Number(row.from_stranger) === 1) message.from_stranger = 1;
  }
  return message;
}

/** The conversation key: the smaller and the larger of the two user ids. */
export function pairOf(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}
