// SMS codes (DESIGN §3 "Codes"): CSPRNG, stored as a keyed hash, valid for a while, single use, bound to
// purpose, killed by too many wrong tries; sending is limited per phone and per IP.
import { CODE, type SmsType } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { hashSmsCode, newSmsCode, sameHash } from '../../platform/crypto.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Limiter, LimitRule } from '../../platform/limiter/limiter.ts';
import type { SmsSender } from '../../platform/sms/sms.ts';
import type { SmsRepository } from './sms.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SmsServiceDeps {
  repository: SmsRepository;
  sender: SmsSender;
  limiter: Limiter;
  clock: Clock;
  config: Config;
  log: { error(details: object, text: string): void };
}

export class SmsService {
  readonly #deps: SmsServiceDeps;
  constructor(deps: SmsServiceDeps) {
    this.#deps = deps;
  }

  async send(phone: string, type: SmsType, ip: string): Promise<void> {
    const { limiter, clock, config, repository, sender, log } = this.#deps;
    const sms = config.sms;
    const rules: LimitRule[] = [
      { name: 'cooldown', key: `sms:cooldown:${phone}`, limit: 1, windowMs: sms.cooldownMs },
      { name: 'hour', key: `sms:hour:${phone}`, limit: sms.perHour, windowMs: HOUR },
      { name: 'day', key: `sms:day:${phone}`, limit: sms.perDay, windowMs: DAY },
      { name: 'ip', key: `sms:ip:${ip}`, limit: sms.perIpPerHour, windowMs: HOUR },
    ];
    const now = clock.now();
    const allowed = await limiter.take(rules, now);
    if (!allowed.ok) throw refusal(allowed.rule.name, allowed.retryAfterMs);

    const code = newSmsCode();
    await repository.replaceCode({
      phone,
      purpose: type,
      code_hash: hashSmsCode(config.secretKey, phone, type, code),
      create_time: now,
      expire_time: now + sms.codeTtlMs,
    });
    try {
      await sender.send({ phone, type, code });
    } catch (error) {
      log.error({ err: error, provider: sender.name }, 'sms send failed');
      throw new AppError(CODE.smsError);
    }
  }

  /**
   * Checks a code and answers its id without using it up (registration keeps the code for its second step).
   * Refusals: -2002 wrong, used, superseded or killed; -2003 expired.
   */
  async check(phone: string, purpose: SmsType, code: string): Promise<number> {
    const { repository, clock, config } = this.#deps;
    const now = clock.now();
    const row = await repository.latest(phone, purpose);
    if (!row || row.consume_time != null) {
      const locked = row != null && row.attempts >= config.sms.maxAttempts;
      throw new AppError(CODE.wrongCode, locked ? { messageKey: 'sms.codeLocked' } : {});
    }
    if (now >= row.expire_time) throw new AppError(CODE.codeExpired);
    if (!sameHash(row.code_hash, hashSmsCode(config.secretKey, phone, purpose, code))) {
      const attempts = await repository.recordWrongTry(row.id, config.sms.maxAttempts, now);
      throw new AppError(CODE.wrongCode, attempts >= config.sms.maxAttempts ? { messageKey: 'sms.codeLocked' } : {});
    }
    return row.id;
  }

  /** Uses up a checked code; a second use (even a concurrent one) is refused as a wrong code. */
  async consume(codeId: number): Promise<void> {
    const { repository, clock } = this.#deps;
    if (!(await repository.consume(codeId, clock.now()))) throw new AppError(CODE.wrongCode);
  }

  /** Account deletion: the codes ever sent to the phone go with it. */
  erasePhone(phone: string): Promise<void> {
    return this.#deps.repository.deleteByPhone(phone);
  }

  /** Check and use up in one step, for every purpose that has no second step. */
  async redeem(phone: string, purpose: SmsType, code: string): Promise<void> {
    await this.consume(await this.check(phone, purpose, code));
  }
}

function refusal(rule: string, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const messageKey =
    rule === 'cooldown'
      ? 'sms.cooldown'
      : rule === 'day'
        ? 'sms.dailyLimit'
        : rule === 'ip'
          ? 'sms.ipLimit'
          : 'sms.hourlyLimit';
  return new AppError(CODE.smsError, { messageKey, vars: { seconds, minutes }, data: { retryAfter: seconds } });
}
