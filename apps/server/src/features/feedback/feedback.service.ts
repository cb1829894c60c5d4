// Feedback to the operator (docs/decisions/0042-feedback.md). Operators read it in the database; there is no admin
// screen yet (SPEC shows no admin role).
import { CODE, FEEDBACK_PER_DAY, type FeedbackItem } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Limiter } from '../../platform/limiter/limiter.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

const DAY = 86_400_000;

export class FeedbackService {
  readonly #repository: FeedbackRepository;
  readonly #limiter: Limiter;
  readonly #clock: Clock;

  /** `events`: hears `account.deleting`, and erases the user's feedback inside the deletion's transaction. */
  constructor(repository: FeedbackRepository, limiter: Limiter, clock: Clock, events: Events) {
    this.#repository = repository;
    this.#limiter = limiter;
    this.#clock = clock;
    events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  async add(userId: number, category: number, content: string): Promise<{ id: number }> {
    const now = this.#clock.now();
    const rule = { name: 'feedback', key: `feedback:${userId}`, limit: FEEDBACK_PER_DAY, windowMs: DAY };
    if (!(await this.#limiter.take([rule], now)).ok) {
      throw new AppError(CODE.tooManyRequests, { messageKey: 'feedback.dailyLimit' });
    }
    return { id: await this.#repository.insert({ user_id: userId, category, content, create_time: now }) };
  }

  async mine(userId: number, page: number, pageSize: number): Promise<{ list: FeedbackItem[]; total: number }> {
    const { list, total } = await this.#repository.page(userId, page, pageSize);
    return {
      list: list.map((row) => ({
        id: Number(row.id),
        category: row.category,
        content: row.content,
        create_time: Number(row.create_time),
      })),
      total,
    };
  }

  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }
}
