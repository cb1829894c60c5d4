// First contact (issue 24; docs/decisions/0092-first-contact-and-who-may-write.md), decided for a batch of sends
// inside its transaction, which holds both people's rows of every message (chat.batch.repository.ts lockUsers):
// - a message to someone never written to starts a conversation: the recipient's `message_policy` may refuse it
//   (-2913), and it takes one of the sender's new conversations of the day (-2911 past the budget);
// - until the other answers, the one who started may send FIRST_CONTACT.unansweredMax messages in it (-2912); a
//   match lifts it; conversations older than this feature (`legacy`) are never limited;
// - for the recipient, a message from someone they have not answered is `from_stranger`, and one from someone they
//   have known for less than SAFETY.knownForMs may carry a `safety_tip` (features/safety/safety.detector.ts).
// The batch's items are taken in order with the conversation's row carried along, so five messages of one batch
// count as five; the rows are then written by one upsert that only adds.
import { CODE, FIRST_CONTACT, type MessagePolicy, SAFETY, type SafetyTip } from '@kk/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { safetyTipOf } from '../safety/safety.detector.ts';
import type { ChatBatchRepository, ContactRow, ContactWrite, LockedUser } from './chat.batch.repository.ts';
import { pairOf } from './chat.view.ts';

const DAY_MS = 86_400_000;

/** The limits (config: CHAT_NEW_CONVERSATIONS_PER_DAY, CHAT_UNANSWERED_MAX). */
export interface FirstContactLimits {
  newPerDay: number;
  unansweredMax: number;
}

export interface FirstContactDeps {
  batch: ChatBatchRepository;
  limits: FirstContactLimits;
  /** The money words as this instance holds them (features/safety/safety.words.ts). */
  moneyWords(): readonly string[];
  /** Whether `userId` follows `targetId` (a `following` policy lets them write). */
  follows(userId: number, targetId: number): Promise<boolean>;
  matched(a: number, b: number): Promise<boolean>;
}

/** A message on its way, as first contact reads it. */
export interface ContactItem {
  fromId: number;
  toId: number;
  now: number;
  /** The text to look at for a warning ('' for pictures, emotes, a kk lock request). */
  text: string;
}

/** What the recipient is shown with a message, stored with it. */
export interface Verdict {
  safetyTip: SafetyTip | null;
  fromStranger: boolean;
}

/** The CST day of a time (FIRST_CONTACT.dayOffsetMs), and when the next one begins. */
export function contactDay(now: number): number {
  return Math.floor((now + FIRST_CONTACT.dayOffsetMs) / DAY_MS);
}
export function nextContactDay(now: number): number {
  return (contactDay(now) + 1) * DAY_MS - FIRST_CONTACT.dayOffsetMs;
}

/**
 * Whether a recipient's policy lets a sender start a conversation: `verified` takes a verified sender, `following`
 * someone the recipient follows or has matched with (the relations are asked only then). The send path and the
 * profile page (`may_write`) both ask here.
 */
export async function policyAllows(
  policy: MessagePolicy,
  sender: { id: number; verified: boolean },
  recipientId: number,
  relations: Pick<FirstContactDeps, 'follows' | 'matched'>,
): Promise<boolean> {
  if (policy === 'verified') return sender.verified;
  if (policy === 'following') {
    return (await relations.follows(recipientId, sender.id)) || relations.matched(sender.id, recipientId);
  }
  return true;
}

interface Carried extends ContactRow {
  /** `sent` and `answered` as read, to write only what this batch added. */
  readSent: number;
  readAnswered: number;
  isNew: boolean;
}

/** One batch's first contact: `admit` each item in order, then `write` what the stored ones did. */
export class BatchContacts {
  readonly #deps: FirstContactDeps;
  readonly #rows: Map<string, Carried>;
  /** Per item admitted: its conversation's key and what it added (sent, answered). */
  readonly #effects = new Map<number, { key: string; sent: number; answered: number }>();

  private constructor(deps: FirstContactDeps, rows: Map<string, ContactRow>) {
    this.#deps = deps;
    this.#rows = new Map(
      [...rows].map(([key, row]) => [key, { ...row, readSent: row.sent, readAnswered: row.answered, isNew: false }]),
    );
  }

  /** Reads the conversations of these items at once (one statement). */
  static async load(deps: FirstContactDeps, items: readonly ContactItem[]): Promise<BatchContacts> {
    const pairs = new Map<string, readonly [number, number]>();
    for (const { fromId, toId } of items) {
      const { low, high } = pairOf(fromId, toId);
      pairs.set(`${low}:${high}`, [low, high]);
    }
    return new BatchContacts(deps, await deps.batch.contacts([...pairs.values()]));
  }

  /**
   * The verdict of item `index` (in the batch's order), or throws its refusal. `people` are the rows the batch
   * holds (moderation's state, verified, the policy).
   */
  async admit(index: number, item: ContactItem, people: ReadonlyMap<number, LockedUser>): Promise<Verdict> {
    const { fromId, toId, now } = item;
    const { low, high } = pairOf(fromId, toId);
    const key = `${low}:${high}`;
    let row = this.#rows.get(key);
    let stranger: boolean;
    if (!row) {
      await this.#start(fromId, toId, now, people);
      row = {
        low_id: low,
        high_id: high,
        starter_id: fromId,
        first_time: now,
        answered: 0,
        sent: 1,
        legacy: 0,
        readSent: 0,
        readAnswered: 0,
        isNew: true,
      };
      this.#rows.set(key, row);
      this.#effects.set(index, { key, sent: 1, answered: 0 });
      stranger = true;
    } else if (row.answered === 1) {
      stranger = false;
    } else if (fromId !== row.starter_id) {
      // The other answers: from now on neither is a stranger to the other.
      row.answered = 1;
      this.#effects.set(index, { key, sent: 0, answered: 1 });
      stranger = false;
    } else {
      if (
        row.legacy === 0 &&
        row.sent >= this.#deps.limits.unansweredMax &&
        !(await this.#deps.matched(fromId, toId))
      ) {
        throw new AppError(CODE.awaitReply);
      }
      row.sent++;
      this.#effects.set(index, { key, sent: 1, answered: 0 });
      stranger = true;
    }
    const isNewToThem = stranger || now - row.first_time < SAFETY.knownForMs;
    const safetyTip = isNewToThem && item.text ? safetyTipOf(item.text, this.#deps.moneyWords()) : null;
    return { safetyTip, fromStranger: stranger };
  }

  /** A new conversation: the recipient's policy, then one of the sender's conversations of the day. */
  async #start(fromId: number, toId: number, now: number, people: ReadonlyMap<number, LockedUser>): Promise<void> {
    const sender = people.get(fromId) as LockedUser;
    const recipient = people.get(toId) as LockedUser;
    const policy = recipient.message_policy;
    const allowed = await policyAllows(policy, { id: fromId, verified: sender.verified === 1 }, toId, this.#deps);
    if (!allowed) throw new AppError(CODE.messagePolicyRefused, { data: { policy } });
    const limit = this.#deps.limits.newPerDay * (sender.verified === 1 ? FIRST_CONTACT.verifiedFactor : 1);
    if (!(await this.#deps.batch.claimNewConversation(fromId, contactDay(now), limit))) {
      const until = nextContactDay(now);
      throw new AppError(CODE.newConversationLimit, { moments: { until }, data: { until } });
    }
  }

  /** Writes what the stored items (by index) added to their conversations, in one statement. */
  async write(stored: Iterable<number>): Promise<void> {
    const writes = new Map<string, ContactWrite>();
    for (const index of stored) {
      const effect = this.#effects.get(index);
      if (!effect) continue;
      const row = this.#rows.get(effect.key) as Carried;
      let write = writes.get(effect.key);
      if (!write) {
        write = {
          low_id: row.low_id,
          high_id: row.high_id,
          starter_id: row.starter_id,
          first_time: row.first_time,
          answered: 0,
          sent: 0,
        };
        writes.set(effect.key, write);
      }
      write.sent += effect.sent;
      write.answered = Math.max(write.answered, effect.answered);
    }
    await this.#deps.batch.writeContacts([...writes.values()]);
  }
}
