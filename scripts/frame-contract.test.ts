// The socket frames have one definition, the contract's union (packages/contract/src/realtime.ts), and both apps
// are typed by it: the server writes each frame through frames.ts, the web client reads `frame.data` narrowed by
// `type`, with no cast. This test keeps that true. It copies the contract, renames one field of one frame in the
// copy, and typechecks the real server and web sources against the copy (tsc `paths` point @kk/contract there):
// both must fail, in the files that write and read that field. The unchanged copy must pass the same way, so the
// failures come from the rename and not from the copy. Four typechecks, two at a time: 15 to 30 s on two cores.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const apps = { server: join(root, 'apps', 'server'), web: join(root, 'apps', 'web') };
type App = keyof typeof apps;

/** The field renamed: the stored message the `ack` frame carries back to its sender. */
const ACK_FRAME =
  "frame('ack', z.object({ message_id: z.string(), create_time: z.number().int(), message: chatMessage }))";
const ACK_FRAME_RENAMED = ACK_FRAME.replace('message: chatMessage', 'stored_message: chatMessage');

/** Where each app writes or reads `ack.data.message`: each must be named by the typecheck. */
const USES_OF_THE_FIELD: Record<App, string[]> = {
  server: ['apps/server/src/features/chat/chat.socket.ts'],
  web: [
    'apps/web/src/entities/chat/apply-frame.ts',
    'apps/web/src/features/chat/useChatSend.ts',
    'apps/web/src/entities/chat/apply-frame.test.ts',
  ],
};

let work = '';

/** A copy of the contract's sources under `work/name`, changed by `change`, and a tsconfig per app using it. */
function contractCopy(name: string, change: (realtime: string) => string): Record<App, string> {
  const dir = join(work, name);
  cpSync(join(root, 'packages', 'contract', 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (path) => !path.endsWith('.test.ts'),
  });
  // The package's own package.json: its `"type": "module"` makes the copies ES modules, as the originals are.
  cpSync(join(root, 'packages', 'contract', 'package.json'), join(dir, 'package.json'));
  const realtime = join(dir, 'src', 'realtime.ts');
  writeFileSync(realtime, change(readFileSync(realtime, 'utf8')));
  // Every entry of the package's exports map, pointed at the copy.
  const { exports } = JSON.parse(readFileSync(join(root, 'packages', 'contract', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const paths = Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => [join('@kk/contract', entry), [join(dir, target)]]),
  );
  const configs = {} as Record<App, string>;
  for (const app of Object.keys(apps) as App[]) {
    const config = join(dir, `tsconfig.${app}.json`);
    // `extends` keeps the app's own options and its `include` (resolved beside the app's tsconfig).
    writeFileSync(config, JSON.stringify({ extends: join(apps[app], 'tsconfig.json'), compilerOptions: { paths } }));
    configs[app] = config;
  }
  return configs;
}

interface Typecheck {
  status: number | null;
  output: string;
  /** The files with errors, relative to the repository. */
  files: Set<string>;
}

function typecheck(app: App, config: string): Promise<Typecheck> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: apps[app] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (status) => {
      const files = new Set<string>();
      for (const match of output.matchAll(/^(.+?)\(\d+,\d+\): error TS\d+/gm)) {
        files.add(relative(root, resolve(apps[app], match[1] as string)));
      }
      done({ status, output, files });
    });
  });
}

async function typecheckBoth(configs: Record<App, string>): Promise<Record<App, Typecheck>> {
  const [server, web] = await Promise.all([typecheck('server', configs.server), typecheck('web', configs.web)]);
  return { server, web };
}

describe('a frame field changed in the contract', () => {
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'kk-frame-contract-'));
    // The copies import zod like the contract does: from the workspace's packages.
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  });
  after(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the unchanged copy of the contract typechecks both apps', async () => {
    const result = await typecheckBoth(contractCopy('unchanged', (source) => source));
    for (const app of Object.keys(apps) as App[]) {
      assert.equal(result[app].status, 0, `${app} against the unchanged copy:\n${result[app].output}`);
    }
  });

  test("renaming the ack frame's message fails the typecheck of the server and of the web app", async () => {
    const result = await typecheckBoth(
      contractCopy('renamed', (source) => {
        assert.equal(source.split(ACK_FRAME).length, 2, `realtime.ts no longer declares ${ACK_FRAME}`);
        return source.replace(ACK_FRAME, ACK_FRAME_RENAMED);
      }),
    );
    for (const app of Object.keys(apps) as App[]) {
      const { status, output, files } = result[app];
      assert.notEqual(status, 0, `${app} typechecked with the field renamed`);
      for (const file of USES_OF_THE_FIELD[app]) {
        assert.ok(files.has(file), `${app}: no error in ${file}; the errors were:\n${output}`);
      }
    }
  });
});
