// The one failure helper: refusals are shown as their message (once), anything else is a generic failure on
// screen and a detailed entry in the app log, which never holds a secret. The log here is the real ring log.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MutationCache, MutationObserver, QueryClient } from '@tanstack/react-query';
import { createRingLog, LOG_KIND } from '../log/ring-log.ts';
import { ApiError } from './client.ts';
import { createFailureReporter, FAILURE, failureText, mutationFailureHandler, STACK_FRAMES } from './failure.ts';

const GENERIC = '操作失败，请稍后重试';

function setup() {
  let saved: string | null = null;
  const pending: Array<() => void> = [];
  const log = createRingLog({
    storage: {
      load: () => saved,
      save: (value) => {
        saved = value;
      },
    },
    timers: { setTimeout: (run) => pending.push(run), clearTimeout: () => {} },
    now: () => 1,
  });
  const toasts: string[] = [];
  const reporter = createFailureReporter({
    toast: (text) => toasts.push(text),
    log: (text) => log.add(LOG_KIND.error, text),
    unexpectedText: () => GENERIC,
  });
  const stored = () => {
    for (const run of pending.splice(0)) run();
    return saved ?? '';
  };
  return { reporter, toasts, log, stored };
}

describe('failure reporter', () => {
  it('a refusal the wrapper already told is reported as its message, without a second toast or a log entry', () => {
    const { reporter, toasts, log } = setup();
    const failure = reporter.report(new ApiError(-2002, '验证码错误', null, true), {
      where: '/api/login/loginByPhone',
    });
    assert.deepEqual(failure, { kind: FAILURE.refused, code: -2002, message: '验证码错误' });
    assert.deepEqual(toasts, []);
    assert.deepEqual(log.entries(), []);
  });

  it('a refusal the wrapper left to the caller is toasted, unless the screen shows that code itself', () => {
    const { reporter, toasts } = setup();
    const refused = new ApiError(-2001, '用户不存在', null, false);
    reporter.report(refused, { where: '/api/login/loginByPhone', handles: [-2001] });
    assert.deepEqual(toasts, [], 'SMS login shows registration instead');
    reporter.report(refused, { where: '/api/login/loginByPhone' });
    assert.deepEqual(toasts, ['用户不存在']);
  });

  it('an unexpected error shows the generic text and logs where, its name, message and stack', () => {
    const { reporter, toasts, log } = setup();
    const bug = new TypeError("Cannot read properties of undefined (reading 'url')");
    const failure = reporter.report(bug, { where: '/api/user/addUserAvatar' });
    assert.deepEqual(failure, { kind: FAILURE.unexpected, message: GENERIC });
    assert.deepEqual(toasts, [GENERIC]);
    const [entry] = log.entries();
    assert.equal(entry?.kind, LOG_KIND.error);
    const [head, ...frames] = (entry?.text ?? '').split('\n');
    assert.equal(head, "/api/user/addUserAvatar · TypeError: Cannot read properties of undefined (reading 'url')");
    assert.ok(frames.length > 0 && frames.length <= STACK_FRAMES, entry?.text);
    assert.match(frames[0] ?? '', /^at .*failure\.test\.ts:\d+:\d+/);
  });

  it('never logs a token, code, password or phone number that an error carries', () => {
    const { reporter, stored } = setup();
    const secrets = ['13812345678', '246810', 'hunter2!', '9f8e7d6c5b4a39281706f5e4d3c2b1a0'];
    reporter.report(
      new Error(
        'bad answer for {"phone":"13812345678","code":"246810","password":"hunter2!"} token=9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      ),
      { where: '/api/login/loginByPhone' },
    );
    reporter.report('login 13812345678 with 246810', { where: '/api/login/loginByPhone' });
    const saved = stored();
    assert.match(saved, /loginByPhone · Error: bad answer/);
    for (const secret of secrets) assert.ok(!saved.includes(secret), `${secret} in ${saved}`);
  });

  it('a thrown value that is not an Error is logged with its type', () => {
    assert.equal(failureText('boom', 'feedback'), 'feedback · thrown string: boom');
    assert.equal(failureText(undefined, 'feedback'), 'feedback · thrown undefined: undefined');
  });

  it('a cancelled action is neither shown nor logged', () => {
    const { reporter, toasts, log } = setup();
    const failure = reporter.report(new DOMException('The upload was cancelled', 'AbortError'), { where: 'x' });
    assert.deepEqual(failure, { kind: FAILURE.cancelled });
    assert.deepEqual(toasts, []);
    assert.deepEqual(log.entries(), []);
  });

  it('record only logs, and only what is not a refusal (a list shows its own failure)', () => {
    const { reporter, toasts, log } = setup();
    assert.equal(reporter.record(new ApiError(500, '网络异常', null, false), 'query'), false);
    assert.equal(reporter.record(new RangeError('Invalid time value'), 'query ["feedback","mine",7]'), true);
    assert.deepEqual(toasts, []);
    assert.match(log.entries()[0]?.text ?? '', /^query \["feedback","mine",7\] · RangeError: Invalid time value/);
  });
});

describe('mutations report through the query client', () => {
  function client() {
    const seen = setup();
    const queryClient = new QueryClient({
      mutationCache: new MutationCache({
        onError: mutationFailureHandler(seen.reporter, (endpoint) => `/api/x/${endpoint ?? '?'}`),
      }),
    });
    // An observer that nothing listens to: the screen that started the mutation may be gone.
    const run = (options: ConstructorParameters<typeof MutationObserver>[1]) =>
      new MutationObserver(queryClient, options).mutate(undefined).catch(() => undefined);
    return { ...seen, run };
  }

  it('a bug inside a mutation reaches the log with its endpoint, and the user sees the generic text', async () => {
    const { run, toasts, log } = client();
    await run({
      meta: { endpoint: 'addFeedback' },
      mutationFn: async () => {
        throw new TypeError('draft.content.trim is not a function');
      },
    });
    assert.deepEqual(toasts, [GENERIC]);
    assert.match(
      log.entries()[0]?.text ?? '',
      /^\/api\/x\/addFeedback · TypeError: draft\.content\.trim is not a function\n/,
    );
  });

  it('a refusal is told once, and not at all for a code the mutation shows itself', async () => {
    const { run, toasts, log } = client();
    await run({
      meta: { endpoint: 'loginByPasswd' },
      mutationFn: () => Promise.reject(new ApiError(-2004, '账号或密码错误', null, true)),
    });
    await run({
      meta: { endpoint: 'loginByPhone', handles: [-2001] },
      mutationFn: () => Promise.reject(new ApiError(-2001, '用户不存在', null, false)),
    });
    assert.deepEqual(toasts, []);
    assert.deepEqual(log.entries(), []);
  });
});
