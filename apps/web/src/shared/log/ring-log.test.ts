// The app log: bounded, persisted after a delay, and never holding a token, code, password or phone number.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRingLog, LOG_KIND, logAsText, redact, requestText } from './ring-log.ts';

function fakeTimers() {
  const pending: Array<() => void> = [];
  return {
    timers: {
      setTimeout: (run: () => void) => {
        pending.push(run);
        return pending.length;
      },
      clearTimeout: () => {},
    },
    runAll: () => {
      for (const run of pending.splice(0)) run();
    },
  };
}

function memoryStorage(initial: string | null = null) {
  let value = initial;
  return {
    load: () => value,
    save: (next: string) => {
      value = next;
    },
    read: () => value,
  };
}

describe('redaction', () => {
  it('removes tokens, codes, passwords and phone numbers', () => {
    const text = redact(
      'token=3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c login {"phone":"13812345678","code":"123456","password":"s3cret!"}',
    );
    for (const secret of ['3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c', '13812345678', '123456', 's3cret!']) {
      assert.ok(!text.includes(secret), `${secret} in ${text}`);
    }
    assert.match(text, /token=\*\*\*/);
  });

  it('removes masked phones, bare codes and long opaque strings in free text', () => {
    const text = redact('sent 654321 to 138****5678 with Bearer abcdefghijklmnopqrstuvwxyz012345');
    assert.ok(!text.includes('654321'));
    assert.ok(!text.includes('138****5678'));
    assert.ok(!text.includes('abcdefghijklmnopqrstuvwxyz012345'));
    assert.match(text, /^sent \*\*\* to \*\*\* with Bearer \*\*\*$/);
  });

  it('leaves ordinary text alone', () => {
    assert.equal(redact('TypeError: x is undefined at line 42'), 'TypeError: x is undefined at line 42');
  });

  it('a request entry is its path without the query, its code and its duration', () => {
    assert.equal(requestText('/api/dev/smsOutbox?phone=13812345678', 0, 12.4), '/api/dev/smsOutbox · 0 · 12 ms');
  });
});

describe('ring log', () => {
  it('keeps the newest entries up to its capacity', () => {
    const log = createRingLog({ storage: memoryStorage(), capacity: 3, timers: fakeTimers().timers, now: () => 1 });
    for (let i = 0; i < 5; i++) log.add(LOG_KIND.info, `entry ${i}`);
    assert.deepEqual(
      log.entries().map((entry) => entry.text),
      ['entry 2', 'entry 3', 'entry 4'],
    );
    assert.deepEqual(
      log.entries().map((entry) => entry.id),
      [3, 4, 5],
    );
  });

  it('redacts free text on the way in, so nothing secret is stored', () => {
    const storage = memoryStorage();
    const clock = fakeTimers();
    const log = createRingLog({ storage, timers: clock.timers, now: () => 1 });
    log.add(LOG_KIND.error, 'failed for phone 13912345678 with code 112233');
    log.request('/api/login/loginByPhone', -2002, 30);
    clock.runAll();
    const saved = storage.read() ?? '';
    assert.ok(!saved.includes('13912345678') && !saved.includes('112233'), saved);
    assert.ok(saved.includes('/api/login/loginByPhone · -2002 · 30 ms'));
  });

  it('saves once after a delay, reloads what was saved, and clears', () => {
    const storage = memoryStorage();
    const clock = fakeTimers();
    const log = createRingLog({ storage, timers: clock.timers, now: () => 1000 });
    log.add(LOG_KIND.info, 'one');
    log.add(LOG_KIND.info, 'two');
    assert.equal(storage.read(), null, 'not saved yet');
    clock.runAll();
    const again = createRingLog({ storage, timers: clock.timers });
    assert.deepEqual(
      again.entries().map((entry) => entry.text),
      ['one', 'two'],
    );
    again.clear();
    clock.runAll();
    assert.equal(storage.read(), '[]');
    assert.match(logAsText(log.entries()), /^1970-01-01T00:00:01.000Z \[info\] one\n/);
  });

  it('survives a damaged saved log', () => {
    const log = createRingLog({ storage: memoryStorage('{not json'), timers: fakeTimers().timers });
    assert.deepEqual(log.entries(), []);
  });
});
