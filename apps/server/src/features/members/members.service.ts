// Members as the console sees them (issue 23; docs/decisions/0086-operator-console.md): found by number, userid,
// part of the name or a whole phone, and a member's page. The phone is masked (138****1234) unless an admin asks
// to reveal it; every look at a member's page is audited (viewMember), and a revealed phone too (revealPhone).
// Never the exact birthday (the age), the county, address, e-mail or any secret: the public profile's fields only.
import { CODE, type MemberState, maskPhone, PHONE_PATTERN, type ReportCase } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ConsoleSession } from '../../platform/http/console-auth.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publicUserInfo } from '../user/user.view.ts';
import type { MembersRepository } from './members.repository.ts';
import type { ReportCases } from './report-cases.repository.ts';

export interface MembersServiceDeps {
  repository: MembersRepository;
  reportCases: ReportCases;
  audit: AuditService;
  clock: Clock;
}

export class MembersService {
  readonly #deps: MembersServiceDeps;

  constructor(deps: MembersServiceDeps) {
    this.#deps = deps;
  }

  async search(keyword: string) {
    const rows = await this.#deps.repository.search(keyword.trim());
    const now = this.#deps.clock.now();
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        userid: row.userid,
        username: row.username,
        avatar: row.avatar,
        phone: phoneOf(row, false),
        gender: row.gender,
        create_time: Number(row.create_time),
        state: memberStateOf(row, now),
      })),
    };
  }

  async get(session: ConsoleSession, userId: number, revealPhone: boolean) {
    const { repository, reportCases, audit, clock } = this.#deps;
    if (revealPhone && session.operator.role !== 'admin') throw new AppError(CODE.operatorForbidden);
    const row = await repository.byId(userId);
    if (!row) throw new AppError(CODE.noSuchUser);
    const now = clock.now();
    const operatorId = session.operator.id;
    await audit.record({ operatorId, action: 'viewMember', userId });
    if (revealPhone) await audit.record({ operatorId, action: 'revealPhone', userId });
    const [counts, photos, reportsBy, reportsAgainst, actions, orders, sessions] = await Promise.all([
      repository.counts(userId),
      repository.photos(userId),
      reportCases.casesBy(userId),
      reportCases.casesAgainst(userId),
      audit.forMember(userId),
      repository.orders(userId),
      repository.sessions(userId, now),
    ]);
    const activeTime = Number(row.active_time);
    return {
      profile: publicUserInfo(row, now),
      phone: phoneOf(row, revealPhone),
      photos: photos.map((photo) => ({ id: photo.id, url: urlOf(photo.storage_key) })),
      counts: { ...counts, reports_against: reportCount(reportsAgainst) },
      state: memberStateOf(row, now),
      reports_by: reportsBy,
      reports_against: reportsAgainst,
      actions,
      orders,
      // Sessions record neither the platform nor their own activity: a session's last activity is the member's
      // (active_time, stamped at most hourly) when that came after the session began.
      devices: sessions.map((item) => ({
        platform: '',
        create_time: item.create_time,
        last_active_time: Math.max(item.create_time, activeTime),
      })),
    };
  }
}

/** Masked (138****1234) unless revealed; '' for an Alipay or Apple account, whose column holds no phone. */
function phoneOf(row: UserRow, reveal: boolean): string {
  if (!PHONE_PATTERN.test(row.phone)) return '';
  return reveal ? row.phone : maskPhone(row.phone);
}

/** What is in force on the member now, from the user row (migration 0017). */
export function memberStateOf(row: UserRow, now: number): MemberState {
  const until = (value: number) => (Number(value) > now ? Number(value) : 0);
  return {
    muted_until: until(row.muted_until),
    suspended_until: until(row.suspended_until),
    banned: Number(row.banned) === 1 ? 1 : 0,
    shadowbanned: Number(row.shadowbanned) === 1 ? 1 : 0,
    held: Number(row.held) === 1 ? 1 : 0,
    // A deleted account has no row: getMember answers -2001 for it.
    deleted: 0,
  };
}

function reportCount(cases: readonly ReportCase[]): number {
  return cases.reduce((sum, item) => sum + item.count, 0);
}
