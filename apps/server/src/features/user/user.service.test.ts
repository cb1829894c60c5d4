// DESIGN §3: an unknown account and a wrong password answer alike "same message, same timing". Timing is not
// asserted with a clock (flaky on a loaded machine); what makes it equal is asserted instead: every path runs
// exactly one password check, against a dummy hash when there is no account or no password.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE } from '@kk/contract';
import { ManualClock } from '../../platform/clock.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRepository } from './user.repository.ts';
import { type PasswordHasher, UserService } from './user.service.ts';

const owner = { id: 7, phone: '13800138000', username: 'xiaolin', password_hash: 'stored-hash' } as UserRow;
const noPassword = { id: 8, phone: '13900139000', username: 'apple-user', password_hash: null } as UserRow;

function service() {
  const checks: Array<string | null> = [];
  const passwords: PasswordHasher = {
    hash: async (password) => `hash:${password}`,
    verify: async (password, stored) => {
      checks.push(stored);
      return stored === 'stored-hash' && password === 'right-password';
    },
  };
  const rows = [owner, noPassword];
  const repository = {
    byPhone: async (phone: string) => rows.find((row) => row.phone === phone),
    byUsername: async (username: string) => rows.find((row) => row.username === username),
  } as unknown as UserRepository;
  return { users: new UserService(repository, new ManualClock(0), new Events(), passwords), checks };
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError);
    return error.code;
  }
  assert.fail('expected a refusal');
}

describe('password login costs one check, whoever is named', () => {
  test('the right password by phone or by username', async () => {
    const { users, checks } = service();
    assert.equal((await users.authenticate('13800138000', 'right-password')).id, 7);
    assert.equal((await users.authenticate('xiaolin', 'right-password')).id, 7);
    assert.deepEqual(checks, ['stored-hash', 'stored-hash']);
  });

  test('a wrong password, an unknown phone, an unknown name and an account without a password: one check each, one answer', async () => {
    const { users, checks } = service();
    const codes = [
      await refusal(users.authenticate('13800138000', 'wrong')),
      await refusal(users.authenticate('13700137000', 'wrong')),
      await refusal(users.authenticate('nobody', 'wrong')),
      await refusal(users.authenticate('apple-user', 'wrong')),
    ];
    assert.deepEqual(codes, [CODE.wrongPassword, CODE.wrongPassword, CODE.wrongPassword, CODE.wrongPassword]);
    assert.deepEqual(checks, ['stored-hash', null, null, null]);
  });
});
