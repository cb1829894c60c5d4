// The sockets this instance holds, by user. Services never hold sockets (HOUSE-STYLE): they publish deliveries
// to a user, and the hub of every instance hands them to that user's open sockets here.
import type { Delivery } from './broker.ts';

export interface HubSocket {
  readonly id: string;
  readonly userId: number;
  send(frame: string): void;
}

export class Hub<S extends HubSocket = HubSocket> {
  readonly #byUser = new Map<number, Set<S>>();
  #count = 0;

  add(socket: S): void {
    let sockets = this.#byUser.get(socket.userId);
    if (!sockets) {
      sockets = new Set();
      this.#byUser.set(socket.userId, sockets);
    }
    if (!sockets.has(socket)) this.#count++;
    sockets.add(socket);
  }

  remove(socket: S): void {
    const sockets = this.#byUser.get(socket.userId);
    if (!sockets?.delete(socket)) return;
    this.#count--;
    if (sockets.size === 0) this.#byUser.delete(socket.userId);
  }

  deliver(delivery: Delivery): void {
    const sockets = this.#byUser.get(delivery.userId);
    if (!sockets) return;
    for (const socket of sockets) {
      if (socket.id !== delivery.exceptSocket) socket.send(delivery.frame);
    }
  }

  socketsOf(userId: number): ReadonlySet<S> {
    return this.#byUser.get(userId) ?? new Set();
  }

  get size(): number {
    return this.#count;
  }

  *all(): Iterable<S> {
    for (const sockets of this.#byUser.values()) yield* sockets;
  }
}
