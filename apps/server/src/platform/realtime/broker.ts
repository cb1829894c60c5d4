// Fan-out between server instances (DESIGN §1): a delivery names a user and the frame for them; every instance
// hands it to that user's sockets it holds. In memory for one process; through Redis pub/sub (REDIS_URL) for
// several. Presence ("has this user any open socket anywhere?") decides whether a message also goes by Web Push.

/** One frame for every open socket of one user, but the socket that caused it (which got its own answer). */
export interface Delivery {
  userId: number;
  /** The frame as JSON text, built once. */
  frame: string;
  exceptSocket?: string;
}

export interface Broker {
  /** Delivers here at once and on every other instance. */
  publish(deliveries: readonly Delivery[]): Promise<void>;
  /** The hub of this instance: where deliveries (local and remote) land. */
  onDelivery(handler: (delivery: Delivery) => void): void;
  /**
   * Called when deliveries may have been missed on this instance (the fan-out lost its connection, or another
   * instance could not publish for a while): every socket here should catch up from the stored stream.
   */
  onMissed(handler: () => void): void;
  /** A socket of this user opened (true) or closed (false). */
  setOnline(userId: number, socketId: string, online: boolean): Promise<void>;
  /** The heartbeat keeps the sockets that are still open counted (a crashed instance's entries expire). */
  refreshOnline(sockets: ReadonlyArray<{ userId: number; socketId: string }>): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}
