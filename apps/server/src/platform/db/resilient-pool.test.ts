// The pool wrapper and a connection that ends as it is handed out. pg parses a whole read at once: when the read
// that makes a new connection ready also holds the server's FATAL (pg_terminate_backend at that moment), pg-pool
// hands the client out and pg emits 'error' in the same turn, before anything awaiting the handover runs. The
// fake pool below does exactly that, in both of pg-pool's forms (callback and promise).
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import type pg from 'pg';
import { resilientPool } from './resilient-pool.ts';

function poolEndingAtHandover(): { pool: pg.Pool; released: unknown[] } {
  const released: unknown[] = [];
  const pool = new EventEmitter() as EventEmitter & Record<string, unknown>;
  const lend = () => {
    const client = new EventEmitter() as EventEmitter & Record<string, unknown>;
    client.query = () => Promise.resolve({ rows: [] });
    client.release = (error?: unknown) => released.push(error);
    return client;
  };
  const terminated = () => new Error('terminating connection due to administrator command');
  pool.connect = (callback?: (error: Error | undefined, client: unknown) => void) => {
    const client = lend();
    if (callback) {
      callback(undefined, client);
      client.emit('error', terminated());
      return undefined;
    }
    const handed = Promise.resolve(client);
    client.emit('error', terminated());
    return handed;
  };
  pool.end = () => Promise.resolve();
  pool.options = {};
  return { pool: pool as unknown as pg.Pool, released };
}

test('a connection that ends as it is handed out is logged and replaced, never an unhandled error', async () => {
  const { pool, released } = poolEndingAtHandover();
  const warnings: string[] = [];
  const wrapped = resilientPool(pool, { warn: (_details, text) => warnings.push(text) });
  const connection = await wrapped.connect();
  await assert.rejects(connection.query('select 1', []), /broken/);
  connection.release();
  assert.deepEqual(warnings, ['database connection lost (in use): replaced']);
  // Released as broken, so pg-pool destroys it instead of lending it again.
  assert.equal(released.length, 1);
  assert.match(String(released[0]), /terminating connection/);
});
