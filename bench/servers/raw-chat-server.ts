// The chat baselines (DESIGN §4 budgets) in a child process (lib/probed-child.ts): the relay of lib/relay.ts, bare
// (nothing stored: chat-sockets, and the floor of chat-delivery) or, given `dataDir`, the stored relay (every
// message stored as the app stores it before its ack: chat-delivery's third target).

import { serveProbedChild } from '../lib/probed-child.ts';
import { startRelay } from '../lib/relay.ts';

export interface RawChatServerInit {
  /** Token -> user id: who each socket is. */
  tokens: Record<string, number>;
  /** A folder with the app's kk.sqlite: the stored relay. */
  dataDir?: string;
}

serveProbedChild<RawChatServerInit>((init) => startRelay(init));
