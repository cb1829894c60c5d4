// The PostgreSQL pool as Kysely sees it, made to survive a database that drops, refuses or stops answering:
// - the pool and every client it lends out have an `error` listener, so a connection the server ends
//   (pg_terminate_backend, a restart, a failover, a proxy reaping idle connections) is logged and replaced instead
//   of an unhandled 'error' event that ends the process;
// - a client whose connection failed or stopped answering (pg's client-side read timeout) is marked broken: its
//   next queries (Kysely's ROLLBACK after the failure) fail at once instead of waiting out the timeout again, and
//   it is destroyed on release instead of going back to the pool.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isUnavailable } from '../faults/unavailable.ts';

export interface PoolLog {
  warn(details: object, text: string): void;
}

export function resilientPool(pool: pg.Pool, log: PoolLog): PostgresPool {
  pool.on('error', (error) => {
    // An idle client lost its connection; pg-pool removes it and the next checkout opens a new one.
    log.warn({ err: error }, 'database connection lost (idle): replaced on next use');
  });
  return {
    async connect(): Promise<PostgresPoolClient> {
      let broken: Error | undefined;
      // While lent out, pg-pool listens no more: an error between two queries would be unhandled.
      const onError = (error: Error) => {
        broken ??= error;
        log.warn({ err: error }, 'database connection lost (in use): replaced');
      };
      // Listened to inside pg-pool's callback, before control returns to the socket's reader: the read that made a
      // new connection ready may also hold its end (a backend terminated as it was handed out), and pg emits that
      // 'error' in the same turn. Awaiting the promise form first left that one event with no listener (CI saw it).
      const client = await new Promise<pg.PoolClient>((resolve, reject) => {
        pool.connect((error, lent) => {
          if (error || !lent) {
            reject(error ?? new Error('the database pool lent no connection'));
            return;
          }
          lent.on('error', onError);
          resolve(lent);
        });
      });
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        if (broken) return Promise.reject(new Error('database connection is broken', { cause: broken }));
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          // A statement timeout (57014) leaves the connection usable; a lost or silent one does not.
          if (isUnavailable(error) && (error as { code?: string }).code !== '57014') broken ??= error as Error;
          throw error;
        });
      }) as PostgresPoolClient['query'];
      return {
        query,
        processID: (client as { processID?: number }).processID,
        release() {
          client.off('error', onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
