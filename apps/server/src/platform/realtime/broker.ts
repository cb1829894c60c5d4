// Fan-out between server instances (DESIGN §1): a delivery names a user and the frame for them; every instance
// hands it to that user's sockets it holds. In memory for one process; through Redis pub/sub (REDIS_URL) for
// several. Presence ("has this user any open socket anywhere?") decides whether a message also goes by Web Push,
// and counts an account's sockets against its cap. Notices tell every instance to close sockets it holds.

/** One frame for every open socket of one user, but the socket that caused it (which got its own answer). */
export interface Delivery {
  userId: number;
  /** The frame as JSON text, built once. */
  frame: string;
  exceptSocket?: string;
}

/** What instances tell each other about sockets, besides deliveries. */
export type SocketNotice =
  /**
   * A session ended (logout, a revoked token): the sockets opened with it close. Without `session`, every session
   * of the user ended (password reset, account deletion). `session` is the token's hash, never the token. `code`
   * says why when it is not a logout (CODE.suspended with the end `until`, CODE.banned): the sockets' error frame.
   */
  | { kind: 'sessionEnded'; userId: number; session?: string; code?: number; until?: number }
  /** These sockets of the user close: newer ones took their places past the account's cap. */
  | { kind: 'replaced'; userId: number; socketIds: string[] }
  /** Not about sockets: the money words changed (features/safety/safety.words.ts); every instance reads them again. */
  | { kind: 'safetyWords' };

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
  /** Tells every instance, this one at once. */
  notify(notice: SocketNotice): Promise<void>;
  /** Adds a listener of notices (the gateway's; the safety words'): each hears every notice. */
  onNotice(handler: (notice: SocketNotice) => void): void;
  /**
   * A socket of this user opened: counted online. Answers the ids of every socket of the user open on any
   * instance, this one included (ids are unique across instances).
   */
  join(userId: number, socketId: string): Promise<string[]>;
  /** A socket of this user closed (false), or is counted online again (true). */
  setOnline(userId: number, socketId: string, online: boolean): Promise<void>;
  /** The heartbeat keeps the sockets that are still open counted (a crashed instance's entries expire). */
  refreshOnline(sockets: ReadonlyArray<{ userId: number; socketId: string }>): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}
