// Domain events: a feature announces what happened, and the features that care react, so the one that reports a
// fact never needs to know who listens, and two features that would need each other do not. A service that reacts
// subscribes in its constructor, beside the method that reacts (`events.on('relation.blocked', …)` in
// kklock.service.ts); a wiring that composes several features subscribes there (wiring/chat.ts). One map names every
// event and its payload; `on` and `emit` are typed by it. Handlers run one after another, in the order they
// subscribed (the order app.ts builds the areas in), and `emit` resolves once the last is done; an error stops
// the rest and reaches the emitter.
//
// Transactions: an event emitted inside `transactions.run` runs its handlers in that call chain, so their
// repositories join the emitter's transaction (platform/db/transaction.ts finds it through AsyncLocalStorage), and
// a handler that throws rolls the whole of it back. The events below marked "inside the transaction" are emitted
// there; the others after the commit.

/** Where a person now is in the feed's terms, once their profile is complete. */
export interface PersonPlace {
  gender: number;
  province: string;
  city: string;
}

export interface DomainEvents {
  /** A block was made, inside its transaction, with both people's rows held. */
  'relation.blocked': { blockerId: number; blockedId: number };
  /**
   * An account is being deleted, inside the one transaction that erases its rows (the user's row held): each
   * feature erases what it stores about the user. Files, sessions and the user row itself go after these.
   */
  'account.deleting': { userId: number };
  /** A change that may move a person into, out of or within others' feeds (profile, photos, avatar, deletion). */
  'person.changed': { userId: number; place?: PersonPlace | undefined };
  /**
   * A session ended by revocation, after the commit: `session` is its token's hash; without it, all of the user's.
   * `code` says why when it is not a logout (CODE.suspended, CODE.banned): the sockets are told it before closing.
   */
  'session.ended': { userId: number; session?: string; code?: number };
  /**
   * A like (zan) of a person was added or taken back, inside its transaction (both people's rows held). `matched`
   * on an added like: the other person liked back, so the two now match (relation.service.ts stores the match).
   */
  'relation.liked': { fromId: number; toId: number; now: number; matched: boolean };
  'relation.unliked': { fromId: number; toId: number; now: number };
  /** A follow was added, inside its transaction. */
  'relation.followed': { fromId: number; toId: number; now: number };
  /** A like of an update was added or taken back, inside its transaction. `authorId` wrote the update. */
  'updates.liked': { fromId: number; updatesId: number; authorId: number; content: string; now: number };
  'updates.unliked': { fromId: number; updatesId: number; authorId: number; now: number };
  /** An update was deleted, inside its transaction: what was said of it (its notices) goes with it. */
  'updates.deleted': { updatesId: number };
  /**
   * A comment was added, inside its transaction: on `authorId`'s update, and answering `replyToUserId`'s comment
   * when it is a reply.
   */
  'comment.added': {
    fromId: number;
    commentId: number;
    updatesId: number;
    authorId: number;
    replyToUserId: number | null;
    content: string;
    now: number;
  };
  /**
   * A message that talks money reached someone who does not know its sender yet (its `safety_tip` is `money`),
   * inside the send's transaction, which holds the sender's row (features/safety/safety.watch.ts counts them).
   */
  'chat.moneyTalk': { fromId: number; toId: number; messageId: string; content: string; now: number };
  /** A visit to a profile was recorded (the first of the visitor's day), after its commit. */
  'profile.visited': { visitorId: number; visitedId: number; now: number };
  /**
   * A message is about to be emptied (revoked by its sender, or removed by an operator), inside that transaction:
   * moderation keeps a copy for operators (docs/decisions/0087-moderation.md) before its text and pictures go.
   */
  'chat.revoking': {
    message: {
      message_id: string;
      from_user_id: number;
      to_user_id: number;
      type: string;
      content: string;
      /** The stored images' JSON (chat.view.ts parseImages). */
      images: string;
      create_time: number;
    };
    now: number;
  };
  /** A kk lock request was made, inside its transaction (both people's rows held): the chat stores it as a message. */
  'kklock.requested': { message_id: string; from_user_id: number; to_user_id: number; now: number };
}

export type EventName = keyof DomainEvents;

/**
 * Events whose reaction is part of what the emitter promises: a kk lock request that no chat stores would be a
 * request its receiver never sees. Emitting one that nobody hears is a wiring mistake, so it throws (and rolls the
 * emitter's transaction back) instead of passing silently.
 */
const MUST_BE_HEARD: ReadonlySet<EventName> = new Set<EventName>(['kklock.requested']);
export type EventHandler<E extends EventName> = (payload: DomainEvents[E]) => void | Promise<void>;

export class Events {
  readonly #handlers = new Map<EventName, Array<EventHandler<never>>>();

  /** Subscribes `handler` to `name`, after the handlers already there. */
  on<E extends EventName>(name: E, handler: EventHandler<E>): void {
    const list = this.#handlers.get(name) ?? [];
    list.push(handler as EventHandler<never>);
    this.#handlers.set(name, list);
  }

  /** Runs every handler of `name` in turn; the first error stops the rest and is thrown here. */
  async emit<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    const handlers = this.#handlers.get(name) ?? [];
    if (handlers.length === 0 && MUST_BE_HEARD.has(name)) throw new Error(`${name} was emitted and nobody hears it`);
    for (const handler of handlers) await (handler as EventHandler<E>)(payload);
  }
}
