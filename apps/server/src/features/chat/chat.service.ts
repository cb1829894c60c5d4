// Chat (DESIGN §3 "Chat"): sending, reading and revoking messages, each in one transaction that also
// writes the event streams of both users, then fans the events out to every open socket (platform/realtime).
// A message is stored once per message_id (a unique column), and its ack is sent only after the commit.
import {
  CHAT,
  type ChatMessage,
  CODE,
  checkNormalizedText,
  type FrameData,
  type MessagePolicy,
  normalizeText,
  type SendMessageData,
  TEXT_RULES,
} from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import type { Broker, Delivery } from '../../platform/realtime/broker.ts';
import { frameText, frameTextOf, type JsonOf, jsonOf } from '../../platform/realtime/frames.ts';
import type { FileService } from '../file/file.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { ChatBatchRepository } from './chat.batch.repository.ts';
import { GroupCommit, type Outcome } from './chat.batcher.ts';
import { BatchContacts, type FirstContactDeps, type FirstContactLimits, policyAllows } from './chat.first-contact.ts';
import type { ChatReader, ReplayFilter, StreamPayloadType } from './chat.reader.ts';
import type { ChatRepository, MessageRow } from './chat.repository.ts';
import { type Outgoing, type SendBatchDeps, storeBatch } from './chat.send-batch.ts';
import { messageView, pairOf, type StoredImage, storedImageOf } from './chat.view.ts';

/** What chat needs of emotes: the picture of an emote a user may send, and noting that they used it. */
export interface EmotePicker {
  resolve(userId: number, emoteId: string): Promise<StoredImage>;
  used(userId: number, emoteId: string, url: string): Promise<void>;
}

/** What chat needs of push: tell a user with no open socket that a message came. */
export interface MessageNotifier {
  /** Undefined when there was nothing to do (the recipient is online here). */
  notify(message: ChatMessage): Promise<void> | undefined;
}

/** The kk lock's rule (DESIGN §3): no new conversation with a person locked with someone else. */
export interface NewConversationRule {
  refusesNewConversation(fromId: number, toId: number): Promise<boolean>;
}

export interface ChatServiceDeps {
  repository: ChatRepository;
  /** The read side: catch-up, sessions, history, unread counts (chat.reader.ts). */
  reader: ChatReader;
  /** The statements of a batch of sends (chat.send-batch.ts). */
  batchRepository: ChatBatchRepository;
  users: UserService;
  relations: RelationService;
  files: FileService;
  transactions: Transactions;
  broker: Broker;
  clock: Clock;
  emotes: EmotePicker;
  notifier: MessageNotifier;
  newConversations: NewConversationRule;
  /** First contact's limits (config; chat.first-contact.ts). */
  firstContact: FirstContactLimits;
  /** The money words as this instance holds them (features/safety/safety.words.ts). */
  moneyWords(): readonly string[];
  /** Hears `kklock.requested` (stores the request as a message) and `account.deleting` (erases the user's chat). */
  events: Events;
  log: { error(details: object, text: string): void };
}

/** The outcome of a send: the message, and its seq in the sender's stream (for the ack). */
export interface Sent {
  message: ChatMessage;
  seq: number;
  /** False when the message_id was stored before (a resend): nothing new happened. */
  stored: boolean;
  /** `message` as JSON text, encoded once for every frame that carries it (the ack too). */
  json: JsonOf<ChatMessage>;
}

/** Sends stored by one transaction at most (a turn of the event loop at 5,000/s brings far fewer). */
const SEND_BATCH_MAX = 256;
/** How long a send waits for others to share its transaction: a little of the 25 ms budget (DESIGN §4). */
const SEND_WINDOW_MS = 2;

type MessageListener = (message: ChatMessage) => void;

export class ChatService {
  readonly #deps: ChatServiceDeps;
  readonly #repository: ChatRepository;
  readonly #listeners: MessageListener[] = [];
  /** The read side: catch-up, sessions, history, unread counts (chat.reader.ts). */
  readonly reader: ChatReader;

  readonly #sendDeps: SendBatchDeps;
  readonly #sends: GroupCommit<Outgoing, Sent>;

  constructor(deps: ChatServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    this.reader = deps.reader;
    this.#sendDeps = {
      batch: deps.batchRepository,
      repository: deps.repository,
      refusesNewConversation: (fromId, toId) => deps.newConversations.refusesNewConversation(fromId, toId),
      emoteUsed: (userId, emoteId, url) => deps.emotes.used(userId, emoteId, url),
      sharedInChat: (rows) => deps.files.sharedInChat(rows),
      missing: (userId) => deps.users.missing(userId),
      firstContact: this.#firstContactDeps(),
      moneyTalk: (row) =>
        deps.events.emit('chat.moneyTalk', {
          fromId: row.from_user_id,
          toId: row.to_user_id,
          messageId: row.message_id,
          content: row.content,
          now: row.create_time,
        }),
    };
    this.#sends = new GroupCommit({
      commit: (items) => this.#commitSends(items),
      key: (item) => item.messageId,
      maxBatch: SEND_BATCH_MAX,
      windowMs: SEND_WINDOW_MS,
    });
    deps.events.on('kklock.requested', (request) => this.storeKkLockRequest(request));
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  #firstContactDeps(): Omit<FirstContactDeps, 'batch'> {
    const { firstContact, relations } = this.#deps;
    return {
      limits: firstContact,
      moneyWords: () => this.#deps.moneyWords(),
      follows: (userId, targetId) => relations.follows(userId, targetId),
      matched: (a, b) => relations.matched(a, b),
    };
  }

  /**
   * Who may write (getUserDetail): the person's policy, and whether the viewer may start a conversation with them
   * under it (always, once they have one). The daily budget is not counted here.
   */
  async whoMayWrite(viewerId: number, targetId: number): Promise<{ message_policy: MessagePolicy; may_write: 0 | 1 }> {
    const { users, relations } = this.#deps;
    const target = await users.row(targetId);
    const policy = (target?.message_policy ?? 'everyone') as MessagePolicy;
    if (viewerId === targetId || policy === 'everyone' || (await this.#repository.hasContact(viewerId, targetId))) {
      return { message_policy: policy, may_write: 1 };
    }
    const viewer = await users.row(viewerId);
    const allowed = await policyAllows(policy, { id: viewerId, verified: viewer?.verified === 1 }, targetId, relations);
    return { message_policy: policy, may_write: allowed ? 1 : 0 };
  }

  /** Hears every newly stored message after its commit (the demo's canned replies). */
  onMessage(listener: MessageListener): void {
    this.#listeners.push(listener);
  }

  /**
   * Stores and delivers a message. `originSocket` (the socket it came from) gets the ack instead of the event;
   * the sender's other sockets and all of the recipient's get `message`. `at` backdates demo conversations.
   * The store is a group commit (chat.batcher.ts): it shares one transaction with the messages that came in the
   * same turn of the event loop, never the caller's, and resolves once that transaction committed.
   */
  async send(fromId: number, input: SendMessageData, originSocket?: string, at?: number): Promise<Sent> {
    const toId = input.to_user_id;
    if (fromId === toId) throw new AppError(CODE.notYourself);
    const { content, protect } = await this.#content(fromId, input);
    const now = at ?? this.#deps.clock.now();
    return this.#sends.submit({ fromId, toId, messageId: input.message_id, content, protect, now, originSocket });
  }

  /** One batch of sends: stored in one transaction, then fanned out in one publish, then each answered. */
  async #commitSends(items: readonly Outgoing[]): Promise<Array<Outcome<Sent>>> {
    const stored = await this.#deps.transactions.run(() => storeBatch(this.#sendDeps, items));
    const deliveries: Delivery[] = [];
    const fresh: ChatMessage[] = [];
    const outcomes = stored.map((outcome, index): Outcome<Sent> => {
      if (!outcome.ok) return outcome;
      const done = outcome.value;
      if (done.kind === 'resend') {
        const message = messageView(done.row, done.readId);
        return { ok: true, value: { message, json: jsonOf(message), seq: done.seq, stored: false } };
      }
      const item = items[index] as Outgoing;
      const message = messageView(done.row, 0);
      const json = jsonOf(message);
      deliveries.push({
        userId: item.fromId,
        frame: frameTextOf('message', json, done.fromSeq),
        exceptSocket: item.originSocket,
      });
      // A shadow message (chat.send-batch.ts) is acked to its sender and goes nowhere else: no frame, no push.
      if (done.toSeq !== null) {
        // The recipient's own view: a warning or the stranger flag is theirs alone (most messages have neither).
        const flagged = done.row.safety_tip !== '' || done.row.from_stranger === 1;
        const theirs = flagged ? messageView(done.row, 0, item.toId) : message;
        deliveries.push({
          userId: item.toId,
          frame: frameTextOf('message', flagged ? jsonOf(theirs) : json, done.toSeq),
        });
        fresh.push(theirs);
      }
      return { ok: true, value: { message, json, seq: done.fromSeq, stored: true } };
    });
    await this.#publish(deliveries);
    for (const message of fresh) this.#afterSend(message);
    return outcomes;
  }

  /** The stored fields of a message from what was sent: exactly one of text, images or an emote. */
  async #content(fromId: number, input: SendMessageData): Promise<Pick<Outgoing, 'content' | 'protect'>> {
    const images = input.images ?? [];
    const hasText = (input.content ?? '').trim() !== '';
    // One kind per message, as the app sends them: text typed beside a picture would otherwise be lost unseen.
    if (input.emote_id && (images.length > 0 || hasText)) throw paramsError('validation.field', 'emote_id');
    if (images.length > 0 && hasText) throw paramsError('validation.field', 'images');
    if (input.emote_id) {
      const image = await this.#deps.emotes.resolve(fromId, input.emote_id);
      return { content: { type: 'emote', content: '', images: JSON.stringify([image]), emote_id: input.emote_id } };
    }
    if (images.length > 0) {
      const { rows, protect } = await this.#deps.files.forChat(fromId, images);
      const stored = rows.map(storedImageOf);
      return { content: { type: 'image', content: '', images: JSON.stringify(stored), emote_id: '' }, protect };
    }
    const text = normalizeText(input.content ?? '', true);
    const problem = checkNormalizedText(text, TEXT_RULES.messageContent);
    if (problem) throw paramsError(problem, 'content');
    return { content: { type: 'text', content: text, images: '[]', emote_id: '' } };
  }

  #afterSend(message: ChatMessage): void {
    const { notifier, log } = this.#deps;
    notifier.notify(message)?.catch((error: unknown) => log.error({ err: error }, 'push failed'));
    for (const listener of this.#listeners) listener(message);
  }

  /** Marks the conversation read up to its last message; both users' streams hear it when anything changed. */
  async read(userId: number, peerId: number): Promise<{ count: number }> {
    const now = this.#deps.clock.now();
    const changed = await this.#deps.transactions.run(async () => {
      // Held like a send, so the read cursor and the seqs of both streams move in one order on every instance.
      await this.#deps.users.lockPair(userId, peerId).catch((error: unknown) => {
        if (!(error instanceof AppError && (error.code === CODE.noSuchUser || error.code === CODE.accountGone))) {
          throw error;
        }
      });
      const session = await this.#repository.session(userId, peerId);
      if (!session || (session.unread === 0 && session.read_id >= session.last_id)) return null;
      await this.#repository.markRead(userId, peerId, session.last_id);
      const last = await this.#repository.messageById(session.last_id);
      const data = { reader_id: userId, peer_id: peerId, last_message_id: last?.message_id ?? '', read_time: now };
      const seqs = await this.#appendEvents([userId, peerId], 'read', now, { payload: JSON.stringify(data) });
      return { data, seqs };
    });
    if (changed) {
      await this.#publish(
        [userId, peerId].map((id) => ({ userId: id, frame: frameText('read', changed.data, changed.seqs.get(id)) })),
      );
    }
    return { count: await this.#repository.unreadTotal(userId, this.#deps.clock.now()) };
  }

  /** The sender takes a message back within CHAT.revokeWindowMs; both sides see it emptied. */
  async revoke(userId: number, messageId: string): Promise<ChatMessage> {
    const now = this.#deps.clock.now();
    const result = await this.#deps.transactions.run(async () => {
      const found = await this.#repository.messageByPublicId(messageId);
      if (!found || found.from_user_id !== userId) throw new AppError(CODE.messageNotFound);
      // Kk lock: a request is withdrawn with cancelKkLock (both sides hear it); revoking would hide a live request.
      if (found.type === 'kk_lock') throw new AppError(CODE.kkLockNotRevocable);
      const peerId = found.to_user_id;
      await this.#deps.users.lockPair(userId, peerId);
      const row = (await this.#repository.messageById(found.id)) as MessageRow;
      const readId = await this.#repository.readIdOf(peerId, userId);
      if (row.revoke_time > 0) return { row, readId, data: null, seqs: null };
      if (now - row.create_time > CHAT.revokeWindowMs) throw new AppError(CODE.revokeExpired);
      return this.#empty(row, readId, now);
    });
    await this.#publishRevoke(result);
    return messageView(result.row, result.readId);
  }

  /**
   * An operator removes a message (removeContent): emptied for both sides as a revoke is, whoever sent it and
   * however long ago; both hear a `revoke` frame. -2603 when there is no such message or it is a kk lock request.
   */
  async remove(messageId: string): Promise<{ from_user_id: number }> {
    const now = this.#deps.clock.now();
    const result = await this.#deps.transactions.run(async () => {
      const found = await this.#repository.messageByPublicId(messageId);
      if (!found || found.type === 'kk_lock') throw new AppError(CODE.messageNotFound);
      await this.#deps.users.lockPair(found.from_user_id, found.to_user_id).catch((error: unknown) => {
        // One side's account deleted: the message still goes for the other.
        if (!(error instanceof AppError && (error.code === CODE.noSuchUser || error.code === CODE.accountGone))) {
          throw error;
        }
      });
      const row = (await this.#repository.messageById(found.id)) as MessageRow;
      const readId = await this.#repository.readIdOf(row.to_user_id, row.from_user_id);
      if (row.revoke_time > 0) return { row, readId, data: null, seqs: null };
      return this.#empty(row, readId, now);
    });
    await this.#publishRevoke(result);
    return { from_user_id: result.row.from_user_id };
  }

  /**
   * A message one of its two people may report (-2603 for anyone else), as it is stored now, with the messages
   * around it in that conversation (`around` before and after, oldest first) for the operators.
   */
  async reportable(userId: number, messageId: string): Promise<MessageRow> {
    const row = await this.#repository.messageByPublicId(messageId);
    if (!row || (row.from_user_id !== userId && row.to_user_id !== userId)) throw new AppError(CODE.messageNotFound);
    return row;
  }

  /** A message by its message_id and the `count` messages before and after it in its conversation, in order. */
  async around(messageId: string, count: number): Promise<{ row: MessageRow; rows: MessageRow[] } | null> {
    const row = await this.#repository.messageByPublicId(messageId);
    if (!row) return null;
    return { row, rows: await this.#repository.around(row, count) };
  }

  /** Empties a message for both sides inside the caller's transaction; moderation keeps a copy first. */
  async #empty(row: MessageRow, readId: number, now: number) {
    await this.#deps.events.emit('chat.revoking', { message: row, now });
    await this.#repository.revoke(row.id, now);
    // Its pictures are no longer served to either side (the sender's file stays a chat image: seen by nobody).
    if (row.type === 'image') await this.#deps.files.unsharedInChat(row.id);
    const { from_user_id: fromId, to_user_id: peerId } = row;
    // A shadow message was never the peer's (chat.send-batch.ts): its revoke is the sender's alone too.
    const told = row.shadow === 1 ? [fromId] : [fromId, peerId];
    if (row.id > readId && row.shadow !== 1) await this.#repository.uncountUnread(peerId, fromId);
    const data = { message_id: row.message_id, from_user_id: fromId, to_user_id: peerId, revoke_time: now };
    const seqs = await this.#appendEvents(told, 'revoke', now, { payload: JSON.stringify(data) });
    return { row: { ...row, revoke_time: now, content: '', images: '[]', emote_id: '' }, readId, data, seqs };
  }

  async #publishRevoke(result: {
    data: { message_id: string; from_user_id: number; to_user_id: number; revoke_time: number } | null;
    seqs: Map<number, number> | null;
  }): Promise<void> {
    const { data, seqs } = result;
    if (data && seqs) {
      await this.#publish(
        [...seqs.keys()].map((id) => ({
          userId: id,
          frame: frameText('revoke', data, seqs.get(id)),
        })),
      );
    }
  }

  /** Appends one event to each user's stream, seqs taken in user-id order (no two writers can deadlock). */
  async #appendEvents(
    userIds: number[],
    type: string,
    now: number,
    fields: { ref_id?: number; payload?: string },
  ): Promise<Map<number, number>> {
    const seqs = new Map<number, number>();
    for (const userId of [...userIds].sort((a, b) => a - b)) {
      const seq = await this.#repository.nextSeq(userId);
      await this.#repository.insertEvent({ user_id: userId, seq, type, create_time: now, ...fields });
      seqs.set(userId, seq);
    }
    return seqs;
  }

  async #publish(deliveries: Delivery[]): Promise<void> {
    try {
      await this.#deps.broker.publish(deliveries);
    } catch (error) {
      // Stored and committed: a socket that missed it gets it on its next sync.
      this.#deps.log.error({ err: error }, 'chat fan-out failed');
    }
  }

  /**
   * The typing hint goes to the peer's sockets only, and never across a block; from a shadowbanned member, only to
   * someone who has written to them, as their messages go (chat.send-batch.ts): a hint with no message would tell.
   */
  async typing(fromId: number, toId: number): Promise<void> {
    if (fromId === toId || (await this.#deps.relations.blockedEitherWay(fromId, toId))) return;
    const from = await this.#deps.users.row(fromId);
    if (from?.shadowbanned === 1 && !(await this.#repository.hasWritten(toId, fromId))) return;
    await this.#publish([{ userId: toId, frame: frameText('typing', { from_user_id: fromId, to_user_id: toId }) }]);
  }

  // ---- Kk lock (features/kklock) ---------------------------------------------------------------------------

  /**
   * `kklock.requested`: a kk lock request as a message of its own kind (type kk_lock, no content: the card reads getKkLockStatus),
   * stored inside the caller's transaction, which holds both users' rows; its frames go out after the commit.
   */
  async storeKkLockRequest(request: {
    message_id: string;
    from_user_id: number;
    to_user_id: number;
    now: number;
  }): Promise<void> {
    const { message_id, from_user_id: fromId, to_user_id: toId, now } = request;
    const { low, high } = pairOf(fromId, toId);
    // A request to someone never written to starts a conversation (chat.first-contact.ts); its refusal rolls the
    // request back and answers applyKkLock. The kk lock holds both rows already.
    const batch = this.#deps.batchRepository;
    const people = await batch.lockUsers([fromId, toId]);
    const item = { fromId, toId, now, text: '' };
    const contacts = await BatchContacts.load({ ...this.#firstContactDeps(), batch }, [item]);
    const verdict = await contacts.admit(0, item, people);
    await contacts.write([0]);
    const { row, inserted } = await this.#repository.insertMessage({
      message_id,
      from_user_id: fromId,
      to_user_id: toId,
      low_id: low,
      high_id: high,
      create_time: now,
      type: 'kk_lock',
      content: '',
      images: '[]',
      emote_id: '',
      shadow: 0,
      safety_tip: '',
      from_stranger: verdict.fromStranger ? 1 : 0,
    });
    // 128 random bits from the kk lock: a collision is not a case to handle, only to refuse.
    if (!inserted) throw new AppError(CODE.messageIdInvalid);
    await this.#repository.touchSenderSession(fromId, toId, row.id, now);
    await this.#repository.touchRecipientSession(toId, fromId, row.id, now);
    const seqs = await this.#appendEvents([fromId, toId], 'message', now, { ref_id: row.id });
    const message = messageView(row, 0);
    const theirs = messageView(row, 0, toId);
    this.#deps.transactions.afterCommit(() => {
      void this.#publish([
        { userId: toId, frame: frameText('message', theirs, seqs.get(toId)) },
        { userId: fromId, frame: frameText('message', message, seqs.get(fromId)) },
      ]);
      this.#afterSend(theirs);
    });
  }

  /**
   * For other features (the notices): appends one event to each user's stream, its frame's data kept as JSON (a
   * reconnect replays it, chat.reader.ts), inside the caller's transaction; the frames go out once it commits.
   * `data` is one per user (each sees it from their side).
   */
  async appendToStreams<T extends StreamPayloadType>(
    entries: ReadonlyArray<{ userId: number; data: FrameData<T> }>,
    type: T,
  ): Promise<void> {
    if (entries.length === 0) return;
    const now = this.#deps.clock.now();
    const seqs = new Map<number, number>();
    // In user-id order, as #appendEvents: no two writers can deadlock on the seqs.
    for (const { userId, data } of [...entries].sort((a, b) => a.userId - b.userId)) {
      const appended = await this.#appendEvents([userId], type, now, { payload: JSON.stringify(data) });
      seqs.set(userId, appended.get(userId) as number);
    }
    this.#deps.transactions.afterCommit(() => {
      void this.#publish(
        entries.map(({ userId, data }) => ({ userId, frame: frameText(type, data, seqs.get(userId)) })),
      );
    });
  }

  /** What of those frames a reconnect's catch-up replays (ChatReader.keepOnReplay). */
  keepOnReplay<T extends StreamPayloadType>(
    type: T,
    keep: (userId: number, data: FrameData<T>) => Promise<boolean>,
  ): void {
    this.reader.keepOnReplay(type, keep as ReplayFilter);
  }

  /** What a user calls a person (for the kk lock's kk_lock_target_mark_name); empty when unset. */
  markName(userId: number, peerId: number): Promise<string> {
    return this.reader.markName(userId, peerId);
  }

  /** Drops stream events older than `before` (a timer in wiring/chat.ts). */
  pruneEvents(before: number): Promise<void> {
    return this.#repository.pruneEvents(before);
  }

  /**
   * Account deletion, inside its transaction: messages and sessions both ways, and the stream. Each person who had
   * a conversation with the user gets an `account_gone` event in their stream (a reconnect replays it), sent once
   * the deletion commits, so their list and open chat show the account as gone.
   */
  async eraseUser(userId: number): Promise<void> {
    const partners = (await this.#repository.partnersOf(userId)).filter((id) => id !== userId);
    await this.#repository.deleteByUser(userId);
    if (partners.length === 0) return;
    const data = { user_id: userId };
    const seqs = await this.#appendEvents(partners, 'account_gone', this.#deps.clock.now(), {
      payload: JSON.stringify(data),
    });
    this.#deps.transactions.afterCommit(() => {
      void this.#publish(partners.map((id) => ({ userId: id, frame: frameText('account_gone', data, seqs.get(id)) })));
    });
  }
}
