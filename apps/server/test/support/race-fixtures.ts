// Shared steps of the tests that race requests over instances (caps-race, quotas-race).
import assert from 'node:assert/strict';
import { type Envelope, signUp, startServer, type TestServer } from './harness.ts';
import { png, upload } from './images.ts';
import { type Instance, startProcessInstance } from './process-instance.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;
export type Answer = Envelope & { status: number };

/** Where the requests of a race go: one instance, or two with the second its own process (process-instance.ts). */
export const TOPOLOGIES = ['one instance', 'two instances, the second its own process'] as const;
export type Topology = (typeof TOPOLOGIES)[number];

export interface Race {
  /** The instance in the test's process: sign-ups, uploads and SQL go through it. */
  local: TestServer;
  instances: Instance[];
  /** The instance for racer `i`: consecutive racers go to different instances. */
  to(i: number): Instance;
  close(): Promise<void>;
}

export async function startRace(topology: Topology, env: Record<string, string> = {}): Promise<Race> {
  // Many requests a second by one person: the per-minute request limit is not what these tests are about.
  const local = await startServer({ RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  const instances: Instance[] = topology === 'one instance' ? [local] : [local, await startProcessInstance(local)];
  return {
    local,
    instances,
    to: (i) => instances[i % instances.length] as Instance,
    async close() {
      for (const instance of instances.toReversed()) await instance.close();
    },
  };
}

/** A call a test makes to set things up: it must succeed, or the test proves nothing. */
export async function ok(server: Instance, path: string, body: unknown, who: Person) {
  const answer = await server.call(path, body, { token: who.token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** `count` uploads of small distinct images, as file ids. */
export async function uploads(server: TestServer, who: Person, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const answer = await upload(server.url, who.token, await png(8 + (i % 16), 8 + Math.floor(i / 16)));
      assert.equal(answer.code, 0, `setup upload: ${answer.msg}`);
      return answer.data.id as string;
    }),
  );
}

/** The one answer of a round that passed the cap; every other one refused with `code`, none a 5xx. */
export function theOneThatPassed(answers: Answer[], code: number, where: string): Answer {
  for (const answer of answers) {
    assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
    if (answer.code !== 0) assert.equal(answer.code, code, `${where}: ${answer.msg}`);
  }
  const passed = answers.filter((answer) => answer.code === 0);
  assert.equal(passed.length, 1, `${where}: ${passed.length} of ${answers.length} passed the cap`);
  return passed[0] as Answer;
}

export { signUp };
