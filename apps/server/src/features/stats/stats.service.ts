// The service's numbers for the console's dashboard (getStats): a row a China Standard Time day
// (NOTICE.visitDayOffsetMs), oldest first, today included. Each number is one grouped query over the period.
import { NOTICE, type StatDay } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ByDay, StatsRepository } from './stats.repository.ts';

const DAY_MS = 86_400_000;
/** What closes a queue item: an action or a removal taken from it, or its dismissal. */
const CLOSING_ACTIONS = [
  'warn',
  'mute',
  'suspend',
  'ban',
  'shadowban',
  'lift',
  'removeContent',
  'dismissReport',
  'answerAppeal',
] as const;

export class StatsService {
  readonly #repository: StatsRepository;
  readonly #audit: AuditService;
  readonly #clock: Clock;

  constructor(deps: { repository: StatsRepository; audit: AuditService; clock: Clock }) {
    this.#repository = deps.repository;
    this.#audit = deps.audit;
    this.#clock = deps.clock;
  }

  async days(count: number): Promise<{ list: StatDay[] }> {
    const offset = NOTICE.visitDayOffsetMs;
    const today = Math.floor((this.#clock.now() + offset) / DAY_MS);
    const first = today - count + 1;
    const since = first * DAY_MS - offset;
    const repository = this.#repository;
    const [signups, active, messages, updates, opened, closed, income, vip] = await Promise.all([
      repository.signups(since, offset),
      repository.active(since, offset),
      repository.messages(since, offset),
      repository.updates(since, offset),
      repository.reportsOpened(since, offset),
      this.#audit.closedReportsByDay(CLOSING_ACTIONS, since, offset),
      repository.incomeFen(since, offset),
      repository.vipSold(since, offset),
    ]);
    const on = (map: ByDay, day: number) => map.get(day) ?? 0;
    const list: StatDay[] = [];
    for (let day = first; day <= today; day++) {
      list.push({
        date: new Date(day * DAY_MS).toISOString().slice(0, 10),
        signups: on(signups, day),
        active: on(active, day),
        messages: on(messages, day),
        updates: on(updates, day),
        reports_opened: on(opened, day),
        reports_closed: on(closed, day),
        income: on(income, day) / 100,
        vip_sold: on(vip, day),
      });
    }
    return { list };
  }
}
