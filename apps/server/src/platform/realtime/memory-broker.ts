import type { Broker, Delivery, SocketNotice } from './broker.ts';

/** One process: a delivery goes straight to the hub; presence is the hub's own count. */
export class MemoryBroker implements Broker {
  #handler: (delivery: Delivery) => void = () => {};
  readonly #noticeHandlers: Array<(notice: SocketNotice) => void> = [];
  readonly #online = new Map<number, Set<string>>();

  async publish(deliveries: readonly Delivery[]): Promise<void> {
    for (const delivery of deliveries) this.#handler(delivery);
  }

  onDelivery(handler: (delivery: Delivery) => void): void {
    this.#handler = handler;
  }

  /** Nothing is ever missed in one process. */
  onMissed(): void {}

  async notify(notice: SocketNotice): Promise<void> {
    this.#noticeHandler(notice);
  }

  onNotice(handler: (notice: SocketNotice) => void): void {
    this.#noticeHandlers.push(handler);
  }

  #noticeHandler(notice: SocketNotice): void {
    for (const handler of this.#noticeHandlers) handler(notice);
  }

  async join(userId: number, socketId: string): Promise<string[]> {
    await this.setOnline(userId, socketId, true);
    return [...(this.#online.get(userId) ?? [])];
  }

  async setOnline(userId: number, socketId: string, online: boolean): Promise<void> {
    const sockets = this.#online.get(userId) ?? new Set<string>();
    if (online) sockets.add(socketId);
    else sockets.delete(socketId);
    if (sockets.size > 0) this.#online.set(userId, sockets);
    else this.#online.delete(userId);
  }

  async refreshOnline(): Promise<void> {}

  async isOnline(userId: number): Promise<boolean> {
    return this.#online.has(userId);
  }

  async close(): Promise<void> {}
}
