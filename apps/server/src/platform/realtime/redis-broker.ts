import type { Redis } from 'ioredis';
import { openSubscriber, type RedisLog } from '../redis/connection.ts';
import type { Broker, Delivery, SocketNotice } from './broker.ts';

/**
 * Several instances: a delivery goes to this instance's hub at once (no round trip for local sockets) and is
 * published on one channel; each other instance hands it to the sockets it holds. Notices ride the same channel.
 * Presence is one sorted set per user of socket ids (unique across instances) scored by when they expire, so a
 * crashed instance's sockets stop counting after PRESENCE_TTL_MS without anyone cleaning up.
 */
const PRESENCE_TTL_MS = 90_000;

/**
 * Deliveries, or `missed`: the origin could not publish for a while, so every instance tells its sockets to
 * catch up from the stored stream (docs/decisions/0017-redis-outages.md).
 */
interface Published {
  origin: string;
  deliveries?: readonly Delivery[];
  missed?: true;
  notices?: readonly SocketNotice[];
}

export class RedisBroker implements Broker {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #channel: string;
  readonly #prefix: string;
  readonly #instance: string;
  #handler: (delivery: Delivery) => void = () => {};
  #missedHandler: () => void = () => {};
  readonly #noticeHandlers: Array<(notice: SocketNotice) => void> = [];
  readonly #ready: Promise<unknown>;
  /** After close, sockets still closing must not write to a connection that is going away. */
  #closed = false;
  /** A publish failed: once one succeeds again, the other instances are told to catch their sockets up. */
  #publishFailed = false;
  /** The subscriber lost its connection: what was published meanwhile never reached this instance. */
  #subscriberLost = false;

  constructor(redis: Redis, prefix: string, instanceId: string, log: RedisLog) {
    this.#pub = redis;
    this.#sub = openSubscriber(redis, log);
    this.#prefix = prefix;
    this.#channel = `${prefix}chat`;
    this.#instance = instanceId;
    this.#sub.on('messageBuffer', (_channel: Buffer, message: Buffer) => this.#receive(message));
    this.#sub.on('close', () => {
      if (!this.#closed) this.#subscriberLost = true;
    });
    // ioredis subscribes again before 'ready'; from then on nothing more is missed, and what was is caught up.
    this.#sub.on('ready', () => {
      if (!this.#subscriberLost) return;
      this.#subscriberLost = false;
      this.#missedHandler();
    });
    this.#pub.on('ready', () => this.#announceMissed());
    this.#ready = this.#sub.subscribe(this.#channel);
  }

  /**
   * Resolves once this instance hears the channel (app start waits for it, so no early delivery is missed), or
   * after `ms` with Redis away: start-up goes on, and the subscription follows when Redis answers.
   */
  ready(ms: number): Promise<unknown> {
    return Promise.race([this.#ready, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
  }

  #receive(message: Buffer): void {
    let published: Published;
    try {
      published = JSON.parse(message.toString('utf8')) as Published;
    } catch {
      return;
    }
    if (published.origin === this.#instance) return;
    if (published.missed) {
      this.#missedHandler();
      return;
    }
    for (const delivery of published.deliveries ?? []) this.#handler(delivery);
    for (const notice of published.notices ?? []) this.#noticeHandler(notice);
  }

  /**
   * Local sockets at once; other instances through Redis. Never waits on Redis and never fails: the events are
   * stored before they are published, so an instance that misses a publish catches its sockets up later.
   */
  async publish(deliveries: readonly Delivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    for (const delivery of deliveries) this.#handler(delivery);
    const published: Published = { origin: this.#instance, deliveries };
    this.#pub.publish(this.#channel, JSON.stringify(published)).then(
      () => this.#announceMissed(),
      () => {
        this.#publishFailed = true;
      },
    );
  }

  /** After failed publishes: every other instance has its sockets catch up (they may have heard nothing). */
  #announceMissed(): void {
    if (!this.#publishFailed || this.#closed) return;
    this.#publishFailed = false;
    const published: Published = { origin: this.#instance, missed: true };
    this.#pub.publish(this.#channel, JSON.stringify(published)).catch(() => {
      this.#publishFailed = true;
    });
  }

  onDelivery(handler: (delivery: Delivery) => void): void {
    this.#handler = handler;
  }

  onMissed(handler: () => void): void {
    this.#missedHandler = handler;
  }

  /**
   * This instance at once, the others through Redis. A session's end lost to an outage is made up for by the
   * heartbeat's re-check of every token; a lost cap notice leaves the old socket open until a later socket of the
   * account counts it again (the heartbeat puts it back in presence).
   */
  async notify(notice: SocketNotice): Promise<void> {
    this.#noticeHandler(notice);
    const published: Published = { origin: this.#instance, notices: [notice] };
    await this.#pub.publish(this.#channel, JSON.stringify(published));
  }

  onNotice(handler: (notice: SocketNotice) => void): void {
    this.#noticeHandlers.push(handler);
  }

  #noticeHandler(notice: SocketNotice): void {
    for (const handler of this.#noticeHandlers) handler(notice);
  }

  #key(userId: number): string {
    return `${this.#prefix}online:${userId}`;
  }

  async join(userId: number, socketId: string): Promise<string[]> {
    if (this.#closed) return [socketId];
    const now = Date.now();
    const key = this.#key(userId);
    const answers = await this.#pub
      .multi()
      .zadd(key, now + PRESENCE_TTL_MS, socketId)
      .pexpire(key, PRESENCE_TTL_MS)
      .zrangebyscore(key, now, '+inf')
      .exec();
    const [error, members] = answers?.[2] ?? [new Error('presence transaction discarded'), null];
    if (error) throw error;
    return members as string[];
  }

  async setOnline(userId: number, socketId: string, online: boolean): Promise<void> {
    if (this.#closed) return;
    if (online) {
      await this.#pub
        .multi()
        .zadd(this.#key(userId), Date.now() + PRESENCE_TTL_MS, socketId)
        .pexpire(this.#key(userId), PRESENCE_TTL_MS)
        .exec();
    } else {
      await this.#pub.zrem(this.#key(userId), socketId);
    }
  }

  async refreshOnline(sockets: ReadonlyArray<{ userId: number; socketId: string }>): Promise<void> {
    if (this.#closed) return;
    const expires = Date.now() + PRESENCE_TTL_MS;
    for (let start = 0; start < sockets.length; start += 1000) {
      const pipeline = this.#pub.pipeline();
      for (const { userId, socketId } of sockets.slice(start, start + 1000)) {
        pipeline.zadd(this.#key(userId), expires, socketId);
        pipeline.pexpire(this.#key(userId), PRESENCE_TTL_MS);
      }
      await pipeline.exec();
    }
  }

  /** Unknown while Redis is away: answered "offline", so a message still reaches the phone by Web Push. */
  async isOnline(userId: number): Promise<boolean> {
    try {
      return (await this.#pub.zcount(this.#key(userId), Date.now(), '+inf')) > 0;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#sub.quit().catch(() => {});
  }
}
