import type { Clock } from '../clock.ts';
import type { SmsMessage, SmsSender } from './sms.ts';

export interface OutboxItem {
  phone: string;
  type: number;
  code: string;
  create_time: number;
}

const OUTBOX_LIMIT_PER_PHONE = 20;

/**
 * Development SMS: prints the code to the server log and keeps it in an outbox read by
 * GET /api/dev/smsOutbox. Never available in production (config refuses it).
 */
export class ConsoleSms implements SmsSender {
  readonly name = 'console' as const;
  readonly #outbox = new Map<string, OutboxItem[]>();
  readonly #clock: Clock;
  readonly #print: (line: string) => void;

  constructor(clock: Clock, print: (line: string) => void) {
    this.#clock = clock;
    this.#print = print;
  }

  async send(message: SmsMessage): Promise<void> {
    const items = this.#outbox.get(message.phone) ?? [];
    items.unshift({ ...message, create_time: this.#clock.now() });
    this.#outbox.set(message.phone, items.slice(0, OUTBOX_LIMIT_PER_PHONE));
    this.#print(`[dev sms] to ${message.phone} (type ${message.type}): your code is ${message.code}`);
  }

  /** Newest first. */
  outbox(phone: string): OutboxItem[] {
    return [...(this.#outbox.get(phone) ?? [])];
  }
}
