// Who visited me (docs/decisions/0085-notices-matches-and-visits.md): opening a person's profile records one
// visit a day (NOTICE.visitDayOffsetMs's days), never of your own, never across a block (the profile refuses
// first), and none while you are VIP and chose to hide your visits. The first visit of a day is told
// (`profile.visited`, after its commit): the visited person's notice.
import { NOTICE, type VisitorItem } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { UserService } from '../user/user.service.ts';
import type { VisitRepository } from './visit.repository.ts';

/** Whose visits go unrecorded (features/notice: the VIP setting hide_visits). */
export interface VisitPrivacy {
  hidesVisits(userId: number): Promise<boolean>;
}

const DAY_MS = 86_400_000;

export class VisitService {
  readonly #repository: VisitRepository;
  readonly #deps: { users: UserService; privacy: VisitPrivacy; events: Events; clock: Clock };

  constructor(
    repository: VisitRepository,
    deps: { users: UserService; privacy: VisitPrivacy; events: Events; clock: Clock },
  ) {
    this.#repository = repository;
    this.#deps = deps;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /** Records the viewer's visit of a profile they may see (the caller checked the block). */
  async record(visitorId: number, visitedId: number): Promise<void> {
    if (visitorId === visitedId || (await this.#deps.privacy.hidesVisits(visitorId))) return;
    const now = this.#deps.clock.now();
    const day = Math.floor((now + NOTICE.visitDayOffsetMs) / DAY_MS);
    if (await this.#repository.record(visitorId, visitedId, day, now)) {
      await this.#deps.events.emit('profile.visited', { visitorId, visitedId, now });
    }
  }

  /** One page of who visited the user, latest first (VIP's: the route gates it). */
  async list(userId: number, page: number, pageSize: number): Promise<{ list: VisitorItem[]; total: number }> {
    const { list, total } = await this.#repository.page(userId, { page, pageSize, now: this.#deps.clock.now() });
    return { list: list.map((row) => ({ ...this.#deps.users.publicView(row), visit_time: row.visit_time })), total };
  }

  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }
}
