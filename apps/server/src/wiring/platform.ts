// What every wiring takes of the platform app.ts builds: the server its routes go on (and whose log it writes
// to), the configuration, the transactions its repositories run in, the domain events, and the clock.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { Transactions } from '../platform/db/transaction.ts';
import type { Events } from '../platform/events.ts';

export interface Platform {
  server: FastifyInstance;
  config: Config;
  transactions: Transactions;
  events: Events;
  clock: Clock;
}
