// SMS codes (DESIGN §3 "Codes"): CSPRNG, stored as a keyed hash, valid for a while, single use, bound to
// purpose, killed by too many wrong tries; sending is limited per phone and per IP.
import { CODE, type SmsType } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { hashSmsCode, newSmsCode, sameHash } from '../../platform/crypto.ts';
import { AppError, retryLater } from '../../platform/http/app-error.ts';
import type { Limiter, LimitRule } from '../../platform/limiter/limiter.ts';
import { SmsSendError, type SmsSender } from '../../platform/sms/sms.ts';
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
      // An adapter's own failure says only the provider's code (it never quotes the request); anything else is a
      // bug whose stack matters, and the logger scrubs phones and codes from it.
      const details = error instanceof SmsSendError ? { reason: error.message } : { err: error };
      log.error({ ...details, provider: sender.name }, 'sms send failed');
      throw new AppError(CODE.smsError);
    }
  }

  /**
   * Checks a guess and answers the code's id without using it up (registration keeps the code for its second
   * step). The guess is compared only once it has taken one of the code's tries, in one statement, so however
   * many guesses race on however many instances, at most SMS_MAX_ATTEMPTS are ever compared
   * (docs/decisions/0023-sms-codes.md). A right guess keeps its try until the caller consumes the code or keeps it
   * (`keep`). Refusals: -2002 wrong (with `attemptsLeft`), used, superseded or killed; -2003 expired.
   */
  async check(phone: string, purpose: SmsType, code: string): Promise<number> {
    const { repository, clock, config } = this.#deps;
    const max = config.sms.maxAttempts;
    const now = clock.now();
    const row = await repository.latest(phone, purpose);
    if (!row || row.consume_time != null) throw noTryLeft(row != null && row.attempts >= max);
    if (now >= row.expire_time) throw new AppError(CODE.codeExpired);
    const taken = await repository.takeTry(row.id, max);
    if (taken == null) throw noTryLeft((await repository.triesTaken(row.id)) >= max);
    if (!sameHash(row.code_hash, hashSmsCode(config.secretKey, phone, purpose, code))) {
      // The wrong guess that took the last try kills the code for good (nothing can give a try back to it).
      if (taken >= max) await repository.consume(row.id, now);
      throw new AppError(CODE.wrongCode, {
        ...(taken >= max ? { messageKey: 'sms.codeLocked' } : {}),
        data: { attemptsLeft: max - taken },
      });
    }
    return row.id;
  }

  /**
   * Keeps a right code for its second step (-2001 before registration, -2008): it gives back the try it took.
   * Only a right guess ever gives a try back, so no wrong guess is compared beyond the limit before the code is known.
   */
  keep(codeId: number): Promise<void> {
    return this.#deps.repository.giveBackTry(codeId);
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

/** A guess that got no try: the code is used, superseded, or killed by wrong tries (then it says so). */
function noTryLeft(killed: boolean): AppError {
  return new AppError(CODE.wrongCode, killed ? { messageKey: 'sms.codeLocked' } : {});
}

function refusal(rule: string, retryAfterMs: number): AppError {
  const messageKey =
    rule === 'cooldown'
      ? 'sms.cooldown'
      : rule === 'day'
        ? 'sms.dailyLimit'
        : rule === 'ip'
          ? 'sms.ipLimit'
          : 'sms.hourlyLimit';
  return retryLater(CODE.smsError, messageKey, retryAfterMs);
}
