// The dependency rules of DESIGN §1 are kept by Biome (biome.json). A rule that silently stops holding is worse
// than none, so this test plants each forbidden import in a copy of the tree's layout, runs the real Biome with
// the real configuration, and expects each one refused with its own message; the allowed imports beside them
// must still pass, so a configuration that refuses everything fails too.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

interface Probe {
  what: string;
  path: string;
  source: string;
  /** The rule's message; null for an import that must be allowed. */
  refusedWith: string | null;
}

const probes: Probe[] = [
  {
    what: 'the web app importing the server by package',
    path: 'apps/web/src/pages/me/probe-server.ts',
    source: "import { buildApp } from '@kk/server/src/app.ts';\nexport const x = buildApp;\n",
    refusedWith: 'The web app never imports the server.',
  },
  {
    what: 'the web app importing the server by a relative path',
    path: 'apps/web/src/app/probe-server.ts',
    source: "import { buildApp } from '../../../server/src/app.ts';\nexport const x = buildApp;\n",
    refusedWith: 'The web app never imports the server.',
  },
  {
    what: 'the server importing the web app by package',
    path: 'apps/server/src/features/user/probe-web.service.ts',
    source: "import { routes } from '@kk/web/src/app/routes.tsx';\nexport const x = routes;\n",
    refusedWith: 'The server never imports the web app or the console.',
  },
  {
    what: 'the server importing the web app by a relative path',
    path: 'apps/server/src/platform/http/probe-web.ts',
    source: "import { routes } from '../../../../web/src/app/routes.tsx';\nexport const x = routes;\n",
    refusedWith: 'The server never imports the web app or the console.',
  },
  {
    what: 'a route importing the database',
    path: 'apps/server/src/features/user/probe-db.routes.ts',
    source: "import { openDatabase } from '../../platform/db/database.ts';\nexport const x = openDatabase;\n",
    refusedWith: 'Only repositories reach the database.',
  },
  {
    what: 'a route importing a repository',
    path: 'apps/server/src/features/user/probe-repo.routes.ts',
    source: "import { UserRepository } from './user.repository.ts';\nexport const x = UserRepository;\n",
    refusedWith: 'Routes never import repositories; they delegate to services.',
  },
  {
    what: 'a route running SQL',
    path: 'apps/server/src/features/user/probe-sql.routes.ts',
    source: "import { sql } from 'kysely';\nexport const x = sql;\n",
    refusedWith: 'Routes delegate to services.',
  },
  {
    what: "a service importing another feature's repository",
    path: 'apps/server/src/features/photo/probe-other.service.ts',
    source: "import { UserRepository } from '../user/user.repository.ts';\nexport const x = UserRepository;\n",
    refusedWith: "A feature uses another feature only through that feature's service.",
  },
  {
    what: 'a service running SQL',
    path: 'apps/server/src/features/photo/probe-sql.service.ts',
    source: "import { sql } from 'kysely';\nexport const x = sql;\n",
    refusedWith: 'Only repositories run SQL.',
  },
  {
    what: 'a service opening the database',
    path: 'apps/server/src/features/photo/probe-db.service.ts',
    source: "import { openDatabase } from '../../platform/db/database.ts';\nexport const x = openDatabase;\n",
    refusedWith: 'Only repositories reach the database.',
  },
  {
    what: 'platform/ importing a feature',
    path: 'apps/server/src/platform/http/probe-feature.ts',
    source: "import { UserService } from '../../features/user/user.service.ts';\nexport const x = UserService;\n",
    refusedWith: 'platform/ never imports features/.',
  },
  {
    what: 'a feature importing a wiring',
    path: 'apps/server/src/features/photo/probe-wiring.service.ts',
    source: "import { buildChat } from '../../wiring/chat.ts';\nexport const x = buildChat;\n",
    refusedWith: 'features/ and platform/ never import wiring/ or app.ts: those compose them.',
  },
  {
    what: 'a route importing the composition root',
    path: 'apps/server/src/features/user/probe-app.routes.ts',
    source: "import { buildApp } from '../../app.ts';\nexport const x = buildApp;\n",
    refusedWith: 'features/ and platform/ never import wiring/ or app.ts: those compose them.',
  },
  {
    what: 'a repository importing a wiring',
    path: 'apps/server/src/features/user/probe-wiring.repository.ts',
    source: "import { buildUsers } from '../../wiring/accounts.ts';\nexport const x = buildUsers;\n",
    refusedWith: 'features/ and platform/ never import wiring/ or app.ts: those compose them.',
  },
  {
    what: 'platform/ importing a wiring',
    path: 'apps/server/src/platform/http/probe-wiring.ts',
    source: "import { buildChat } from '../../wiring/chat.ts';\nexport const x = buildChat;\n",
    refusedWith: 'features/ and platform/ never import wiring/ or app.ts: those compose them.',
  },
  {
    what: 'the contract importing one of our packages',
    path: 'packages/contract/src/probe-ours.ts',
    source: "import { buildApp } from '@kk/server/src/app.ts';\nexport const x = buildApp;\n",
    refusedWith: 'The contract imports nothing of ours.',
  },
  {
    what: 'the contract importing an app by a relative path',
    path: 'packages/contract/src/api/probe-app.ts',
    source: "import { routes } from '../../../../apps/web/src/app/routes.tsx';\nexport const x = routes;\n",
    refusedWith: 'The contract imports nothing of ours.',
  },
  {
    what: "an app importing the contract's source by a relative path",
    path: 'apps/server/src/features/user/probe-contract.service.ts',
    source: "import { CODE } from '../../../../../packages/contract/src/errors.ts';\nexport const x = CODE;\n",
    refusedWith: 'Import the contract as @kk/contract, never by a relative path.',
  },
  {
    what: 'a page importing another page',
    path: 'apps/web/src/pages/me/probe-page.ts',
    source: "import { SquarePage } from '../square/SquarePage.tsx';\nexport const x = SquarePage;\n",
    refusedWith: 'A page never imports another page.',
  },
  {
    what: 'a page importing another page through pages/',
    path: 'apps/web/src/pages/me/probe-pages.ts',
    source: "import { SquarePage } from '../../pages/square/SquarePage.tsx';\nexport const x = SquarePage;\n",
    refusedWith: 'A page never imports another page.',
  },
  {
    what: 'a page importing app/',
    path: 'apps/web/src/pages/me/probe-app.ts',
    source: "import { routes } from '../../app/routes.tsx';\nexport const x = routes;\n",
    refusedWith: 'Only app/ imports app/.',
  },
  {
    what: 'a feature importing another feature',
    path: 'apps/web/src/features/report/probe-feature.ts',
    source:
      "import { useRelationActions } from '../relation/useRelationActions.ts';\nexport const x = useRelationActions;\n",
    refusedWith: 'A feature never imports another feature.',
  },
  {
    what: 'a feature importing a page',
    path: 'apps/web/src/features/report/probe-page.ts',
    source: "import { MePage } from '../../pages/me/MePage.tsx';\nexport const x = MePage;\n",
    refusedWith: 'features/ import only entities/ and shared/.',
  },
  {
    what: 'an entity importing a feature',
    path: 'apps/web/src/entities/person/probe-feature.ts',
    source:
      "import { useRelationActions } from '../../features/relation/useRelationActions.ts';\nexport const x = useRelationActions;\n",
    refusedWith: 'entities/ import only entities/ and shared/.',
  },
  {
    what: 'an entity importing a page',
    path: 'apps/web/src/entities/person/probe-page.ts',
    source: "import { MePage } from '../../pages/me/MePage.tsx';\nexport const x = MePage;\n",
    refusedWith: 'entities/ import only entities/ and shared/.',
  },
  {
    what: 'shared importing an entity',
    path: 'apps/web/src/shared/ui/probe-entity.ts',
    source: "import { PersonRow } from '../../entities/person/PersonRow.tsx';\nexport const x = PersonRow;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: 'shared importing a feature',
    path: 'apps/web/src/shared/ui/probe-feature.ts',
    source:
      "import { useRelationActions } from '../../features/relation/useRelationActions.ts';\nexport const x = useRelationActions;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: 'shared importing a page',
    path: 'apps/web/src/shared/ui/probe-page.ts',
    source: "import { MePage } from '../../pages/me/MePage.tsx';\nexport const x = MePage;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: 'realtime importing a feature',
    path: 'apps/web/src/shared/realtime/probe-feature.ts',
    source: "import { useChatSend } from '../../features/chat/useChatSend.ts';\nexport const x = useChatSend;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: "realtime importing chat's cache (an entity)",
    path: 'apps/web/src/shared/realtime/probe-entity.ts',
    source: "import { upsertMessage } from '../../entities/chat/cache.ts';\nexport const x = upsertMessage;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: 'a screen calling fetch',
    path: 'apps/web/src/pages/me/probe-fetch.ts',
    source: "export const load = () => fetch('/api/user/getUserInfo');\n",
    refusedWith: 'Screens reach the server only through shared/api.',
  },
  {
    what: 'a benchmark importing a server file by a relative path',
    path: 'bench/servers/probe-path.ts',
    source: "import { hashToken } from '../../apps/server/src/platform/crypto.ts';\nexport const x = hashToken;\n",
    refusedWith:
      'Benchmarks reach the server only through @kk/server/bench, @kk/server/bench/app and @kk/server/main (the entry the harness runs).',
  },
  {
    what: "a benchmark importing a server file through the package's folders",
    path: 'bench/suites/probe-package.ts',
    source: "import { buildApp } from '@kk/server/src/app.ts';\nexport const x = buildApp;\n",
    refusedWith:
      'Benchmarks reach the server only through @kk/server/bench, @kk/server/bench/app and @kk/server/main (the entry the harness runs).',
  },
  {
    what: 'a screen opening its own socket',
    path: 'apps/web/src/features/chat/probe-socket.ts',
    source: "export const open = () => new WebSocket('/ws/chat');\n",
    refusedWith: 'Screens reach the server only through shared/realtime.',
  },
  {
    what: 'the server importing the console',
    path: 'apps/server/src/features/user/probe-console.service.ts',
    source: "import { App } from '@kk/console/src/app/App.tsx';\nexport const x = App;\n",
    refusedWith: 'The server never imports the web app or the console.',
  },
  {
    what: 'the console importing the member app by package',
    path: 'apps/console/src/pages/queue/probe-web.ts',
    source: "import { routes } from '@kk/web/src/app/routes.tsx';\nexport const x = routes;\n",
    refusedWith: 'The member app and the console never import each other.',
  },
  {
    what: 'the console importing the member app by a relative path',
    path: 'apps/console/src/shared/ui/probe-web.ts',
    source: "import { showToast } from '../../../../web/src/shared/ui/toast.ts';\nexport const x = showToast;\n",
    refusedWith: 'The member app and the console never import each other.',
  },
  {
    what: 'the member app importing the console by a relative path',
    path: 'apps/web/src/features/report/probe-console.ts',
    source: "import { api } from '../../../../console/src/shared/api/api.ts';\nexport const x = api;\n",
    refusedWith: 'The member app and the console never import each other.',
  },
  {
    what: 'the member app importing the console by package',
    path: 'apps/web/src/app/probe-console.ts',
    source: "import { App } from '@kk/console/src/app/App.tsx';\nexport const x = App;\n",
    refusedWith: 'The member app and the console never import each other.',
  },
  {
    what: 'the console importing the server',
    path: 'apps/console/src/app/probe-server.ts',
    source: "import { buildApp } from '@kk/server/src/app.ts';\nexport const x = buildApp;\n",
    refusedWith: 'The console never imports the server.',
  },
  {
    what: 'a console page importing another page',
    path: 'apps/console/src/pages/report/probe-page.ts',
    source: "import { QueuePage } from '../queue/QueuePage.tsx';\nexport const x = QueuePage;\n",
    refusedWith: 'A page never imports another page.',
  },
  {
    what: 'a console feature importing another feature',
    path: 'apps/console/src/features/moderate/probe-feature.ts',
    source: "import { LoginForm } from '../auth/LoginForm.tsx';\nexport const x = LoginForm;\n",
    refusedWith: 'A feature never imports another feature.',
  },
  {
    what: 'a console entity importing a feature',
    path: 'apps/console/src/entities/report/probe-feature.ts',
    source: "import { ActionBar } from '../../features/moderate/ActionBar.tsx';\nexport const x = ActionBar;\n",
    refusedWith: 'entities/ import only entities/ and shared/.',
  },
  {
    what: 'console shared importing an entity',
    path: 'apps/console/src/shared/ui/probe-entity.ts',
    source: "import { MemberCell } from '../../entities/member/MemberCell.tsx';\nexport const x = MemberCell;\n",
    refusedWith: 'shared/ imports no other layer.',
  },
  {
    what: 'a console screen calling fetch',
    path: 'apps/console/src/pages/queue/probe-fetch.ts',
    source: "export const load = () => fetch('/api/console/getReportList');\n",
    refusedWith: 'Screens reach the server only through shared/api.',
  },
  // What the rules must still allow.
  {
    what: 'a repository running SQL',
    path: 'apps/server/src/features/user/probe-ok.repository.ts',
    source: "import { sql } from 'kysely';\nexport const x = sql;\n",
    refusedWith: null,
  },
  {
    what: 'a service using its own repository and another feature through its service',
    path: 'apps/server/src/features/photo/probe-ok.service.ts',
    source:
      "import { PhotoRepository } from './photo.repository.ts';\nimport { UserService } from '../user/user.service.ts';\nexport const x = [PhotoRepository, UserService];\n",
    refusedWith: null,
  },
  {
    what: "a wiring composing several features' repositories and services",
    path: 'apps/server/src/wiring/probe-ok.ts',
    source:
      "import { UserRepository } from '../features/user/user.repository.ts';\nimport { PhotoService } from '../features/photo/photo.service.ts';\nimport { Events } from '../platform/events.ts';\nexport const x = [UserRepository, PhotoService, Events];\n",
    refusedWith: null,
  },
  {
    what: 'the composition root importing the wirings',
    path: 'apps/server/src/probe-ok.ts',
    source: "import { buildChat } from './wiring/chat.ts';\nexport const x = buildChat;\n",
    refusedWith: null,
  },
  {
    what: 'a screen using the request wrapper and the contract',
    path: 'apps/web/src/entities/user/probe-ok.ts',
    source:
      "import { CODE } from '@kk/contract';\nimport { api } from '../../shared/api/api.ts';\nexport const x = [CODE, api];\n",
    refusedWith: null,
  },
  {
    what: 'a page using its own files, features, entities and shared',
    path: 'apps/web/src/pages/user-detail/probe-ok.ts',
    source:
      "import { ProfileActions } from './ProfileActions.tsx';\nimport { useRelationActions } from '../../features/relation/useRelationActions.ts';\nimport { placeText } from '../../entities/person/format.ts';\nimport { PATHS } from '../../shared/paths.ts';\nexport const x = [ProfileActions, useRelationActions, placeText, PATHS];\n",
    refusedWith: null,
  },
  {
    what: "a page's subfolder using its page's files",
    path: 'apps/web/src/pages/legal/content/probe-ok.ts',
    source:
      "import { legalKinds } from '../kinds.ts';\nimport { K } from '../../../shared/i18n/keys.ts';\nexport const x = [legalKinds, K];\n",
    refusedWith: null,
  },
  {
    what: 'a feature using its own files, entities and shared',
    path: 'apps/web/src/features/report/probe-ok.ts',
    source:
      "import { reportDraft } from './report-form.ts';\nimport { blockMutation } from '../../entities/relation/mutations.ts';\nimport { useUploader } from '../../shared/upload/useUploader.ts';\nexport const x = [reportDraft, blockMutation, useUploader];\n",
    refusedWith: null,
  },
  {
    what: 'an entity using another entity and shared',
    path: 'apps/web/src/entities/relation/probe-ok.ts',
    source:
      "import { patchPerson } from '../person/person-cache.ts';\nimport { api } from '../../shared/api/api.ts';\nexport const x = [patchPerson, api];\n",
    refusedWith: null,
  },
  {
    what: 'shared using shared',
    path: 'apps/web/src/shared/realtime/probe-ok.ts',
    source:
      "import { api } from '../api/api.ts';\nimport { SocketClient } from './socket-client.ts';\nexport const x = [api, SocketClient];\n",
    refusedWith: null,
  },
  {
    what: 'app/ using every layer',
    path: 'apps/web/src/app/probe-ok.ts',
    source:
      "import { HomePage } from '../pages/home/HomePage.tsx';\nimport { useKkLockLive } from '../features/kklock/useKkLockLive.ts';\nimport { applyFrame } from '../entities/chat/apply-frame.ts';\nimport { api } from '../shared/api/api.ts';\nexport const x = [HomePage, useKkLockLive, applyFrame, api];\n",
    refusedWith: null,
  },
  {
    what: "a benchmark using the server's surface for benchmarks",
    path: 'bench/servers/probe-ok.ts',
    source:
      "import { hashToken } from '@kk/server/bench';\nimport { buildApp } from '@kk/server/bench/app';\nexport const x = [hashToken, buildApp];\n",
    refusedWith: null,
  },
  {
    what: "a benchmark starting the server's entry (bench/peers/probe.ts)",
    path: 'bench/peers/probe-entry.ts',
    source: "await import('@kk/server/main');\n",
    refusedWith: null,
  },
  {
    what: 'the request wrapper calling fetch',
    path: 'apps/web/src/shared/api/probe-ok.ts',
    source: "export const load = () => fetch('/api/user/getUserInfo');\n",
    refusedWith: null,
  },
  {
    what: 'a console page using its own files, features, entities and shared',
    path: 'apps/console/src/pages/report/probe-ok.ts',
    source:
      "import { TargetCard } from './TargetCard.tsx';\nimport { ActionBar } from '../../features/moderate/ActionBar.tsx';\nimport { MemberCell } from '../../entities/member/MemberCell.tsx';\nimport { api } from '../../shared/api/api.ts';\nimport { CODE } from '@kk/contract';\nexport const x = [TargetCard, ActionBar, MemberCell, api, CODE];\n",
    refusedWith: null,
  },
  {
    what: "the console's request wrapper calling fetch",
    path: 'apps/console/src/shared/api/probe-ok.ts',
    source: "export const load = () => fetch('/api/console/getReportList');\n",
    refusedWith: null,
  },
];

/** Biome's findings for one file: its exit status and its output without colours. */
function lint(cwd: string, path: string) {
  const run = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=none', path], { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the architecture rules of DESIGN §1 hold (biome.json)', () => {
  let tree: string;
  before(() => {
    tree = mkdtempSync(join(tmpdir(), 'kk-lint-'));
    // The real configuration, less what ties it to this checkout (git ignore files, the schema path).
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    delete config.vcs;
    writeFileSync(join(tree, 'biome.json'), JSON.stringify(config));
    for (const probe of probes) {
      mkdirSync(dirname(join(tree, probe.path)), { recursive: true });
      writeFileSync(join(tree, probe.path), probe.source);
    }
  });
  after(() => rmSync(tree, { recursive: true, force: true }));

  for (const probe of probes) {
    test(`${probe.refusedWith ? 'refuses' : 'allows'} ${probe.what}`, () => {
      const { status, output } = lint(tree, probe.path);
      if (probe.refusedWith) {
        assert.notEqual(status, 0, `lint passed ${probe.path}:\n${output}`);
        assert.ok(output.includes(probe.refusedWith), `expected "${probe.refusedWith}" in:\n${output}`);
      } else {
        assert.equal(status, 0, `lint refused ${probe.path}:\n${output}`);
      }
    });
  }
});
