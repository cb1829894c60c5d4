// Kk lock (DESIGN §3 "Kk lock"; docs/decisions/0057-kk-lock-requests-and-locks.md): requests and their answers, the
// lock itself, and how blocks and account deletion resolve both. A person is in at most one lock: the primary key of
// kk_lock_members says so, and every path that makes a lock holds both people's rows first
// (UserService.lockPair), so the checks below see what the insert will meet. Frames go out after the commit.
import { randomBytes } from 'node:crypto';
import { CODE, type KkLockEventData, type KkLockStatus, type UserInfo } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { frameText } from '../../platform/realtime/frames.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import { type KkLockRepository, type KkLockRequestRow, REASON, STATE } from './kklock.repository.ts';
import { eventOf, type KkLockFields, lockedFields, statusOf, unlockedFields } from './kklock.view.ts';

/** Where frames for a user's sockets go: the chat's broker (platform/realtime), on every instance. */
export interface KkLockSockets {
  publish(deliveries: ReadonlyArray<{ userId: number; frame: string }>): Promise<void>;
}

/** What the user calls a person in chat (updateMarkName); empty when unset. */
export interface MarkNames {
  markName(userId: number, peerId: number): Promise<string>;
}

export interface KkLockServiceDeps {
  repository: KkLockRepository;
  users: UserService;
  relations: RelationService;
  transactions: Transactions;
  /** `kklock.requested`: the chat stores each new request as a message, inside the request's transaction. */
  events: Events;
  sockets: KkLockSockets;
  clock: Clock;
  log: { error(details: object, text: string): void };
}

export class KkLockService {
  readonly #deps: KkLockServiceDeps;

  constructor(deps: KkLockServiceDeps) {
    this.#deps = deps;
    deps.events.on('relation.blocked', ({ blockerId, blockedId }) => this.blocked(blockerId, blockedId));
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /** applyKkLock: a new pending request, or the one already pending from the user to that person. */
  async apply(userId: number, toUserId: number): Promise<KkLockStatus> {
    if (userId === toUserId) throw new AppError(CODE.notYourself);
    const { repository, users, relations, transactions, events, clock } = this.#deps;
    return transactions.run(async () => {
      await users.lockPair(userId, toUserId);
      if (await relations.blockedEitherWay(userId, toUserId)) throw new AppError(CODE.blocked);
      if (await repository.member(userId)) throw new AppError(CODE.kkLockSelfLocked);
      if (await repository.member(toUserId)) throw new AppError(CODE.kkLockTargetLocked);
      const pending = await repository.pending(userId, toUserId);
      if (pending) return statusOf(pending);
      const request = { message_id: randomBytes(16).toString('hex'), from_user_id: userId, to_user_id: toUserId };
      const now = clock.now();
      if (!(await repository.insertPending({ ...request, now }))) {
        // Unreachable while the pair's rows are held; the partial unique index keeps it to one pending anyway.
        const winner = await repository.pending(userId, toUserId);
        if (!winner) throw new Error('a pending kk lock request was refused, yet none is pending');
        return statusOf(winner);
      }
      await events.emit('kklock.requested', { ...request, now });
      return statusOf(await this.#announce(request.message_id));
    });
  }

  /** acceptKkLock: the person asked says yes; the two are locked, and their other pending requests resolve. */
  async accept(userId: number, messageId: string): Promise<KkLockStatus> {
    const request = await this.#ownRequest(userId, messageId);
    if (request.to_user_id !== userId) throw new AppError(CODE.kkLockNotRecipient);
    if (request.state !== STATE.pending) throw new AppError(CODE.kkLockNotPending);
    const applicant = request.from_user_id;
    const { repository, users, transactions, clock } = this.#deps;
    return transactions.run(async () => {
      await users.lockPair(userId, applicant);
      if (await repository.member(userId)) throw new AppError(CODE.kkLockSelfLocked);
      if (await repository.member(applicant)) throw new AppError(CODE.kkLockTargetLocked);
      const now = clock.now();
      if (!(await repository.accept(messageId, now))) throw new AppError(CODE.kkLockNotPending);
      // The constraint's word is final: a refusal here rolls the accept back too.
      if (!(await repository.insertMembers(applicant, userId, messageId, now))) {
        throw new AppError(CODE.kkLockTargetLocked);
      }
      const accepted = await this.#announce(messageId);
      await this.#resolvePending([applicant, userId], REASON.locked, now);
      return statusOf(accepted);
    });
  }

  /** rejectKkLock: the person asked says no. */
  async reject(userId: number, messageId: string): Promise<KkLockStatus> {
    const request = await this.#ownRequest(userId, messageId);
    if (request.to_user_id !== userId) throw new AppError(CODE.kkLockNotRecipient);
    return this.#answer(messageId, STATE.rejected);
  }

  /** cancelKkLock: the applicant withdraws. */
  async withdraw(userId: number, messageId: string): Promise<KkLockStatus> {
    const request = await this.#ownRequest(userId, messageId);
    if (request.from_user_id !== userId) throw new AppError(CODE.kkLockNotApplicant);
    return this.#answer(messageId, STATE.cancelled);
  }

  async status(userId: number, messageId: string): Promise<KkLockStatus> {
    return statusOf(await this.#ownRequest(userId, messageId));
  }

  /** cancelKkLockUser: ends the user's lock; both hear `kk_lock_cancel`. -520 when there is none. */
  async disconnect(userId: number): Promise<KkLockStatus> {
    const { repository, transactions, clock } = this.#deps;
    const member = await repository.member(userId);
    if (!member) throw new AppError(CODE.noKkLock);
    return transactions.run(async () => {
      // Conditional on the lock still standing: of two disconnects at once, one ends it and the other gets -520.
      if (!(await repository.end(member.message_id, userId, REASON.user, clock.now()))) {
        throw new AppError(CODE.noKkLock);
      }
      return statusOf(await this.#announce(member.message_id));
    });
  }

  /** The user's own user info (getUserInfo, and what the logins answer): theirs and their kk lock's fields. */
  async userInfo(userId: number, markNames: MarkNames): Promise<UserInfo> {
    const info = await this.#deps.users.info(userId);
    return { ...info, ...(await this.userInfoFields(userId, markNames)) };
  }

  /** The kk lock fields of the user's own user info, with what the user calls their partner in chat. */
  async userInfoFields(userId: number, markNames: MarkNames): Promise<KkLockFields> {
    const { repository } = this.#deps;
    const { partner, lastEnd } = await repository.userInfo(userId);
    if (!partner) return unlockedFields(lastEnd);
    return lockedFields(partner, await markNames.markName(userId, partner.partner_id));
  }

  /**
   * For the chat's send path: true when `toUserId` is locked with someone other than `fromUserId`, so a new
   * conversation from `fromUserId` is refused (DESIGN §3). Whether the conversation is new is the chat's to say.
   */
  async refusesNewConversation(fromUserId: number, toUserId: number): Promise<boolean> {
    const member = await this.#deps.repository.member(toUserId);
    return member != null && member.partner_id !== fromUserId;
  }

  /**
   * `relation.blocked`, inside the block's transaction (both people's rows held): a block ends their lock and
   * resolves the requests pending between them.
   */
  async blocked(blockerId: number, blockedId: number): Promise<void> {
    const { repository, clock } = this.#deps;
    const now = clock.now();
    const member = await repository.member(blockerId);
    if (member && member.partner_id === blockedId) {
      if (await repository.end(member.message_id, blockerId, REASON.blocked, now)) {
        await this.#announce(member.message_id);
      }
    }
    const between = (await repository.pendingOf([blockerId])).filter(
      (request) => request.from_user_id === blockedId || request.to_user_id === blockedId,
    );
    for (const request of between) await this.#resolve(request, [blockerId], REASON.blocked, now);
  }

  /**
   * Account deletion, inside its transaction (the user's row held): the lock ends and pending requests resolve,
   * so the other side is told and its status calls still answer (docs/decisions/0057-kk-lock-requests-and-locks.md).
   */
  async eraseUser(userId: number): Promise<void> {
    const { repository, clock } = this.#deps;
    const now = clock.now();
    const member = await repository.member(userId);
    if (member && (await repository.end(member.message_id, userId, REASON.deleted, now))) {
      await this.#announce(member.message_id);
    }
    await this.#resolvePending([userId], REASON.deleted, now);
  }

  /** A request the user sent or was sent; -520 for any other (no one learns of others' requests). */
  async #ownRequest(userId: number, messageId: string): Promise<KkLockRequestRow> {
    const request = await this.#deps.repository.request(messageId);
    if (!request || (request.from_user_id !== userId && request.to_user_id !== userId)) {
      throw new AppError(CODE.noKkLock);
    }
    return request;
  }

  async #answer(messageId: string, state: number): Promise<KkLockStatus> {
    const { repository, transactions, clock } = this.#deps;
    return transactions.run(async () => {
      if (!(await repository.answer(messageId, state, REASON.user, clock.now()))) {
        throw new AppError(CODE.kkLockNotPending);
      }
      return statusOf(await this.#announce(messageId));
    });
  }

  /** Every request pending from or to these people: theirs are withdrawn, those to them rejected. */
  async #resolvePending(people: readonly number[], reason: number, now: number): Promise<void> {
    for (const request of await this.#deps.repository.pendingOf(people)) {
      await this.#resolve(request, people, reason, now);
    }
  }

  /** A pending request ends because of `causes`: withdrawn when one of them sent it, rejected otherwise. */
  async #resolve(request: KkLockRequestRow, causes: readonly number[], reason: number, now: number): Promise<void> {
    const state = causes.includes(request.from_user_id) ? STATE.cancelled : STATE.rejected;
    if (await this.#deps.repository.answer(request.message_id, state, reason, now)) {
      await this.#announce(request.message_id);
    }
  }

  /** Reads the request as it now stands and tells both people's sockets, once the transaction commits. */
  async #announce(messageId: string): Promise<KkLockRequestRow> {
    const row = await this.#deps.repository.request(messageId);
    if (!row) throw new Error(`kk lock request ${messageId} vanished inside its own transaction`);
    const event = eventOf(row);
    this.#deps.transactions.afterCommit(() => this.#publish(event));
    return row;
  }

  #publish(event: KkLockEventData): void {
    const { sockets } = this.#deps;
    const frame = frameText('kk_lock', event);
    const deliveries = [event.from_user_id, event.to_user_id].map((userId) => ({ userId, frame }));
    // A lost frame is not a lost change: clients reload the status on reconnect.
    sockets.publish(deliveries).catch((error: unknown) => {
      this.#deps.log.error({ err: error, messageId: event.message_id }, 'kk lock frame could not be published');
    });
  }
}
