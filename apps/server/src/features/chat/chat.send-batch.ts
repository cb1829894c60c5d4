// One batch of sends (chat.batcher.ts) inside one transaction: the same checks and writes as one send at a time
// (DESIGN §3 "Chat"), each done for the whole batch by one statement (chat.batch.repository.ts). A refusal
// answers its own message and leaves it out of the writes; the others go on.
import { CODE, type Code } from '@kk/contract';
import type { ChatFileTable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { mutedRefusal, outOfSight } from '../../platform/moderation/member-state.ts';
import type { ChatBatchRepository, LockedUser, NewEvent, SessionTouch } from './chat.batch.repository.ts';
import type { Outcome } from './chat.batcher.ts';
import { BatchContacts, type FirstContactDeps, type Verdict } from './chat.first-contact.ts';
import type { ChatRepository, MessageRow, NewMessage } from './chat.repository.ts';
import { pairOf, parseImages } from './chat.view.ts';

/** A checked message on its way to the store. */
export interface Outgoing {
  fromId: number;
  toId: number;
  messageId: string;
  content: Pick<MessageRow, 'type' | 'content' | 'images' | 'emote_id'>;
  /** Files of an image message to serve only to its two people (FileService.forChat). */
  protect?: readonly string[];
  now: number;
  /** The socket it came from: it gets the ack instead of the `message` frame. */
  originSocket?: string;
}

/**
 * A message stored by this batch with its seqs in both streams (a shadow message is in the sender's only: toSeq
 * null), or a resend answered as before.
 */
export type Stored =
  | { kind: 'new'; row: MessageRow; fromSeq: number; toSeq: number | null }
  | { kind: 'resend'; row: MessageRow; readId: number; seq: number };

export interface SendBatchDeps {
  batch: ChatBatchRepository;
  repository: ChatRepository;
  /** The kk lock's rule on new conversations (ChatServiceDeps.newConversations). */
  refusesNewConversation(fromId: number, toId: number): Promise<boolean>;
  /** "Recently used" emotes, in the same transaction. */
  emoteUsed(userId: number, emoteId: string, url: string): Promise<void>;
  /** Who may see the images of the stored messages, in the same transaction (FileService.sharedInChat). */
  sharedInChat(rows: readonly ChatFileTable[]): Promise<void>;
  /** The refusal for a recipient who is not there: -2012 for a deleted account, else -2001 (UserService.missing). */
  missing(userId: number): Promise<AppError>;
  /** First contact's limits and lookups (chat.first-contact.ts); `batch` is this batch's repository. */
  firstContact: Omit<FirstContactDeps, 'batch'>;
  /** A stored message that carries a `money` tip, in the same transaction (features/safety: the queue on its own). */
  moneyTalk(row: MessageRow): Promise<void>;
}

const refused = (code: Code): Outcome<Stored> => ({ ok: false, error: new AppError(code) });
const pairKey = (a: number, b: number) => `${a}:${b}`;

/** Runs inside transactions.run: answers each item's outcome, in order. */
export async function storeBatch(deps: SendBatchDeps, items: readonly Outgoing[]): Promise<Array<Outcome<Stored>>> {
  const outcomes = new Array<Outcome<Stored>>(items.length);
  const people = new Set<number>();
  for (const { fromId, toId } of items) people.add(fromId).add(toId);
  const existing = await deps.batch.lockUsers([...people]);

  let open = await admitted(deps, items, existing, outcomes);

  const blocks = await deps.batch.blocks(
    open.flatMap((index) => {
      const { fromId, toId } = items[index] as Outgoing;
      return [
        [fromId, toId],
        [toId, fromId],
      ] as const;
    }),
  );
  open = open.filter((index) => {
    const { fromId, toId } = items[index] as Outgoing;
    if (!blocks.has(pairKey(fromId, toId)) && !blocks.has(pairKey(toId, fromId))) return true;
    outcomes[index] = refused(CODE.blocked);
    return false;
  });

  // Kk lock (DESIGN §3): no new conversation with someone locked with another; one begun before goes on. The
  // conversations are looked up for the batch at once, the lock only for the rare new one.
  const started = await deps.batch.started(open.map((index) => [items[index]?.fromId ?? 0, items[index]?.toId ?? 0]));
  const allowed: number[] = [];
  for (const index of open) {
    const { fromId, toId } = items[index] as Outgoing;
    if (!started.has(pairKey(fromId, toId)) && (await deps.refusesNewConversation(fromId, toId))) {
      outcomes[index] = refused(CODE.recipientLocked);
    } else allowed.push(index);
  }

  // A resend is answered as before without counting again (first contact would count it as a new message).
  const known = await deps.batch.known(allowed.map((index) => (items[index] as Outgoing).messageId));
  const sending: number[] = [];
  for (const index of allowed) {
    const item = items[index] as Outgoing;
    if (known.has(item.messageId)) outcomes[index] = await resend(deps.repository, item);
    else sending.push(index);
  }
  const { admitted: contacted, verdicts, contacts } = await firstContact(deps, items, sending, existing, outcomes);

  const shadow = await shadowOf(deps, items, contacted, existing);
  const rows = new Map(
    contacted.map((index) => [
      index,
      newMessage(items[index] as Outgoing, shadow.has(index) ? 1 : 0, verdicts.get(index) as Verdict),
    ]),
  );
  const ids = await deps.batch.insertMessages([...rows.values()]);
  const fresh: Array<{ index: number; row: MessageRow }> = [];
  for (const [index, message] of rows) {
    const id = ids.get(message.message_id);
    if (id === undefined) outcomes[index] = await resend(deps.repository, items[index] as Outgoing);
    else fresh.push({ index, row: { ...message, id, revoke_time: 0 } });
  }
  await contacts.write(fresh.map(({ index }) => index));
  if (fresh.length > 0) await record(deps, items, fresh, outcomes);
  for (const { row } of fresh) {
    if (row.safety_tip === 'money') await deps.moneyTalk(row);
  }
  return outcomes;
}

/**
 * First contact for the items still open, in the batch's order (chat.first-contact.ts): each refusal answers its
 * own item; the others get what their recipient is shown with them.
 */
async function firstContact(
  deps: SendBatchDeps,
  items: readonly Outgoing[],
  open: readonly number[],
  existing: ReadonlyMap<number, LockedUser>,
  outcomes: Array<Outcome<Stored>>,
): Promise<{ admitted: number[]; verdicts: Map<number, Verdict>; contacts: BatchContacts }> {
  const contactDeps = { ...deps.firstContact, batch: deps.batch };
  const contactItems = new Map(
    open.map((index) => {
      const item = items[index] as Outgoing;
      const text = item.content.type === 'text' ? item.content.content : '';
      return [index, { fromId: item.fromId, toId: item.toId, now: item.now, text }];
    }),
  );
  const contacts = await BatchContacts.load(contactDeps, [...contactItems.values()]);
  const admitted: number[] = [];
  const verdicts = new Map<number, Verdict>();
  for (const [index, item] of contactItems) {
    try {
      verdicts.set(index, await contacts.admit(index, item, existing));
      admitted.push(index);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { ok: false, error };
    }
  }
  return { admitted, verdicts, contacts };
}

/**
 * The items that pass the checks of the people themselves, refusing the others in `outcomes`. As
 * UserService.lockPair answers: the lower id first; the sender gone is 401, the recipient's account deleted -2012,
 * a recipient who never was -2001 (looked up only for such a refusal). Then moderation, read from the rows just
 * held: a muted sender -2901 with the end; a suspended or banned recipient -2001, as a block answers.
 */
async function admitted(
  deps: SendBatchDeps,
  items: readonly Outgoing[],
  existing: ReadonlyMap<number, LockedUser>,
  outcomes: Array<Outcome<Stored>>,
): Promise<number[]> {
  const open: number[] = [];
  for (const [index, { fromId, toId, now }] of items.entries()) {
    const gone = [Math.min(fromId, toId), Math.max(fromId, toId)].find((id) => !existing.has(id));
    if (gone === fromId) outcomes[index] = refused(CODE.notLoggedIn);
    else if (gone !== undefined) outcomes[index] = { ok: false, error: await deps.missing(gone) };
    else {
      const muted = mutedRefusal(existing.get(fromId) as LockedUser, now);
      if (muted) outcomes[index] = { ok: false, error: muted };
      else if (outOfSight(existing.get(toId) as LockedUser, now)) outcomes[index] = refused(CODE.noSuchUser);
      else open.push(index);
    }
  }
  return open;
}

/**
 * The items stored as shadow rows: from a shadowbanned sender to someone who has not written to them before, the
 * sender's alone (docs/decisions/0088-sanctions-enforced.md). To someone who has, a message goes as any other.
 */
async function shadowOf(
  deps: SendBatchDeps,
  items: readonly Outgoing[],
  allowed: readonly number[],
  existing: ReadonlyMap<number, LockedUser>,
): Promise<Set<number>> {
  const shadow = new Set<number>();
  for (const index of allowed) {
    const { fromId, toId } = items[index] as Outgoing;
    if ((existing.get(fromId) as LockedUser).shadowbanned === 1 && !(await deps.repository.hasWritten(toId, fromId))) {
      shadow.add(index);
    }
  }
  return shadow;
}

function newMessage(item: Outgoing, shadow: 0 | 1, verdict: Verdict): NewMessage {
  const { low, high } = pairOf(item.fromId, item.toId);
  return {
    message_id: item.messageId,
    from_user_id: item.fromId,
    to_user_id: item.toId,
    low_id: low,
    high_id: high,
    create_time: item.now,
    ...item.content,
    shadow,
    safety_tip: verdict.safetyTip ?? '',
    from_stranger: verdict.fromStranger ? 1 : 0,
  };
}

/** A message_id stored before: the same sender to the same person is answered as before; anyone else is refused. */
async function resend(repository: ChatRepository, item: Outgoing): Promise<Outcome<Stored>> {
  const row = (await repository.messageByPublicId(item.messageId)) as MessageRow;
  if (row.from_user_id !== item.fromId || row.to_user_id !== item.toId) return refused(CODE.messageIdInvalid);
  const readId = await repository.readIdOf(item.toId, item.fromId);
  return { ok: true, value: { kind: 'resend', row, readId, seq: await repository.messageSeq(item.fromId, row.id) } };
}

/**
 * What each stored message adds, summed up for the batch: both sides' sessions (one row each, as the messages
 * would have left it one after another), the seqs of every stream it enters, and its events.
 */
async function record(
  deps: SendBatchDeps,
  items: readonly Outgoing[],
  fresh: ReadonlyArray<{ index: number; row: MessageRow }>,
  outcomes: Array<Outcome<Stored>>,
): Promise<void> {
  const touches = new Map<string, SessionTouch>();
  const touch = (userId: number, peerId: number, row: MessageRow, sent: boolean) => {
    const key = pairKey(userId, peerId);
    let t = touches.get(key);
    if (!t) {
      t = { user_id: userId, peer_id: peerId, last_id: 0, read_id: 0, unread: 0, update_time: 0 };
      touches.set(key, t);
    }
    // In id order: the last one sets the time, one's own message is read, one received is unread.
    t.last_id = row.id;
    t.update_time = row.create_time;
    if (sent) t.read_id = row.id;
    else t.unread++;
  };
  const counts = new Map<number, number>();
  for (const { row } of fresh) {
    // In the same transaction: once the ack is out, "recently used" shows the emote.
    if (row.type === 'emote') {
      await deps.emoteUsed(row.from_user_id, row.emote_id, parseImages(row.images)[0]?.url ?? '');
    }
    touch(row.from_user_id, row.to_user_id, row, true);
    counts.set(row.from_user_id, (counts.get(row.from_user_id) ?? 0) + 1);
    // A shadow message never reaches the recipient: not in their list, their unread count or their stream.
    if (row.shadow === 1) continue;
    touch(row.to_user_id, row.from_user_id, row, false);
    counts.set(row.to_user_id, (counts.get(row.to_user_id) ?? 0) + 1);
  }
  await deps.batch.touchSessions([...touches.values()]);
  const last = await deps.batch.takeSeqs(new Map([...counts].sort(([a], [b]) => a - b)));
  // Each user's range, handed out in the batch's (id) order: no gap, no repeat.
  const next = new Map([...counts].map(([userId, count]) => [userId, (last.get(userId) as number) - count + 1]));
  const take = (userId: number) => {
    const seq = next.get(userId) as number;
    next.set(userId, seq + 1);
    return seq;
  };
  const events: NewEvent[] = [];
  for (const { index, row } of fresh) {
    const fromSeq = take(row.from_user_id);
    const toSeq = row.shadow === 1 ? null : take(row.to_user_id);
    events.push({ user_id: row.from_user_id, seq: fromSeq, ref_id: row.id, create_time: row.create_time });
    if (toSeq !== null)
      events.push({ user_id: row.to_user_id, seq: toSeq, ref_id: row.id, create_time: row.create_time });
    outcomes[index] = { ok: true, value: { kind: 'new', row, fromSeq, toSeq } };
  }
  await deps.batch.insertEvents(events);
  // Only image messages: a batch of text writes nothing more.
  const shared: ChatFileTable[] = [];
  for (const { index, row } of fresh) {
    for (const fileId of items[index]?.protect ?? []) {
      shared.push({ message_id: row.id, file_id: fileId, from_user_id: row.from_user_id, to_user_id: row.to_user_id });
    }
  }
  if (shared.length > 0) await deps.sharedInChat(shared);
}
