// What a user reads of chat: the catch-up of their event stream, the session list, a conversation's
// history, unread counts and images of messages; and their own settings of a session (hide, mark name).
// The writes that fan out (send, read, revoke) are chat.service.ts.
import { CHAT_SOCKET, type ChatMessage, type ChatSession, CODE } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { frameText } from '../../platform/realtime/frames.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import { ChatHistoryRepository } from './chat.history.repository.ts';
import type { ChatRepository } from './chat.repository.ts';
import { messageView, pairOf, parseImages, type StoredImage } from './chat.view.ts';

/** The frames other features append to a user's stream (ChatService.appendToStreams): a match, a notice. */
export const STREAM_PAYLOAD_TYPES = ['match', 'notice'] as const;
export type StreamPayloadType = (typeof STREAM_PAYLOAD_TYPES)[number];

/** Whether a frame another feature appended still stands for the user (`data` is the frame's). */
export type ReplayFilter = (userId: number, data: never) => Promise<boolean>;

export class ChatReader {
  readonly #repository: ChatRepository;
  readonly #history: ChatHistoryRepository;
  readonly #deps: { users: UserService; relations: RelationService; clock: Clock };
  readonly #replayFilters = new Map<string, ReplayFilter>();

  constructor(
    repository: ChatRepository,
    deps: { users: UserService; relations: RelationService; transactions: Transactions; clock: Clock },
  ) {
    this.#repository = repository;
    this.#history = new ChatHistoryRepository(deps.transactions);
    this.#deps = deps;
  }

  /**
   * Catch-up: every event of the user's stream after `after`, in order, as the frames live delivery sends, then
   * `synced`. Events older than the stream keeps (pruned) make `reset` true: the client reloads its lists.
   */
  async sync(userId: number, after: number, send: (frame: string) => void): Promise<void> {
    const latest = await this.#repository.latestSeq(userId);
    let cursor = Math.min(after, latest);
    let reset = false;
    while (cursor < latest) {
      const events = await this.#repository.eventsAfter(userId, cursor, CHAT_SOCKET.syncBatch);
      // Nothing left, or a hole before the first event kept: what the cursor needs was pruned.
      if (events.length === 0 || (events[0] as { seq: number }).seq > cursor + 1) {
        reset = true;
        break;
      }
      const readIds = new Map<string, number>();
      for (const event of events) {
        cursor = event.seq;
        // A read, a revoke, a gone account, a match or a notice keeps its frame's data as JSON (chat.service.ts);
        // a message event names its row.
        if (event.type !== 'message') {
          const frame = await this.#payloadFrame(userId, event);
          if (frame) send(frame);
          continue;
        }
        if (event.type !== 'message' || !event.message) continue;
        const message = event.message;
        const key = `${message.to_user_id}:${message.from_user_id}`;
        let readId = readIds.get(key);
        if (readId === undefined) {
          readId = await this.#repository.readIdOf(message.to_user_id, message.from_user_id);
          readIds.set(key, readId);
        }
        send(frameText('message', messageView(message, readId, userId), event.seq));
      }
    }
    send(frameText('synced', { seq: reset ? latest : Math.max(cursor, after), reset }));
  }

  /**
   * Frames other features append (appendToStreams) come again on a catch-up only while `keep` says they still
   * stand (a notice not deleted since, a match not ended): the feature that wrote them knows.
   */
  keepOnReplay(type: StreamPayloadType, keep: ReplayFilter): void {
    this.#replayFilters.set(type, keep);
  }

  /** The frame of an event that keeps its data (all but `message`), unless its feature no longer keeps it. */
  async #payloadFrame(userId: number, event: { type: string; payload: string; seq: number }): Promise<string | null> {
    const type = event.type as 'read' | 'revoke' | 'account_gone' | StreamPayloadType;
    if (!['read', 'revoke', 'account_gone', ...STREAM_PAYLOAD_TYPES].includes(type)) return null;
    const data = JSON.parse(event.payload) as never;
    const keep = this.#replayFilters.get(type);
    if (keep && !(await keep(userId, data))) return null;
    return frameText(type, data, event.seq);
  }

  latestSeq(userId: number): Promise<number> {
    return this.#repository.latestSeq(userId);
  }

  async sessions(userId: number, page: number, pageSize: number): Promise<{ list: ChatSession[]; total: number }> {
    const { rows, total } = await this.#repository.sessionList(
      userId,
      (page - 1) * pageSize,
      pageSize,
      this.#deps.clock.now(),
    );
    const list = rows.map(({ peer, session, last, peerReadId, top }) => {
      const readId = last && last.from_user_id === userId ? peerReadId : session.read_id;
      return {
        user_id: Number(peer.id),
        user: this.#deps.users.publicView(peer),
        mark_name: session.mark_name,
        last_message: last ? messageView(last, readId, userId) : null,
        unread: session.unread,
        top: top ? (1 as const) : (0 as const),
        update_time: session.update_time,
      };
    });
    return { list, total };
  }

  /** One page of a conversation, oldest first. A block either way shows nothing, as the peer disappears. */
  async history(
    userId: number,
    peerId: number,
    before: string | undefined,
    pageSize: number,
  ): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
    if (userId === peerId || (await this.#deps.relations.blockedEitherWay(userId, peerId))) {
      return { list: [], hasMore: false };
    }
    // A suspended or banned peer shows as a block does: nothing (the list leaves them out too).
    const peer = await this.#deps.users.memberState(peerId);
    if (peer && this.#deps.users.isOutOfSight(peer)) return { list: [], hasMore: false };
    const { low, high } = pairOf(userId, peerId);
    let beforeId: number | null = null;
    if (before) {
      const anchor = await this.#history.anchor(before);
      if (!anchor || anchor.low_id !== low || anchor.high_id !== high) return { list: [], hasMore: false };
      beforeId = anchor.id;
    }
    const mine = await this.#history.session(userId, peerId);
    const theirs = await this.#history.session(peerId, userId);
    const rows = await this.#history.page(userId, low, high, mine?.clear_id ?? 0, beforeId, pageSize + 1);
    // A message is read once its recipient's cursor reaches it: the peer's for mine, mine for theirs.
    const readByPeer = theirs?.read_id ?? 0;
    const readByMe = mine?.read_id ?? 0;
    const list = rows
      .slice(0, pageSize)
      .reverse()
      .map((row) => messageView(row, row.from_user_id === userId ? readByPeer : readByMe, userId));
    return { list, hasMore: rows.length > pageSize };
  }

  async unread(userId: number): Promise<{ count: number }> {
    return { count: await this.#repository.unreadTotal(userId, this.#deps.clock.now()) };
  }

  async deleteSession(userId: number, peerId: number): Promise<null> {
    await this.#repository.hideSession(userId, peerId);
    return null;
  }

  async setMarkName(userId: number, peerId: number, markName: string): Promise<{ mark_name: string }> {
    if (userId === peerId) throw new AppError(CODE.notYourself);
    await this.#deps.users.publicProfile(peerId);
    await this.#repository.setMarkName(userId, peerId, markName);
    return { mark_name: markName };
  }

  /** What a user calls a person (for the kk lock's kk_lock_target_mark_name); empty when unset. */
  async markName(userId: number, peerId: number): Promise<string> {
    return (await this.#repository.session(userId, peerId))?.mark_name ?? '';
  }

  /** An image of a message the user sent or received (addUserEmote from a message). */
  async imageOf(userId: number, messageId: string, index: number): Promise<StoredImage> {
    const row = await this.#repository.messageByPublicId(messageId);
    if (!row || (row.from_user_id !== userId && row.to_user_id !== userId) || row.revoke_time > 0) {
      throw new AppError(CODE.messageNotFound);
    }
    const image = parseImages(row.images)[index];
    if (!image) throw new AppError(CODE.messageNotFound);
    return image;
  }
}
