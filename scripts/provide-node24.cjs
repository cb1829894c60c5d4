// Runs at the end of `npm install` (the root's postinstall). CommonJS and plain JavaScript on purpose: it runs on
// whatever Node runs npm, which may be older than the one the project needs.
//
// Where that Node is older than 24, it installs Node 24 from the npm registry (the `node-<os>-<arch>` package,
// which holds the official build) into node_modules/.node24 and links its binary as node_modules/.bin/node. npm
// puts node_modules/.bin first on PATH for every script it runs, so `npm start`, `npm test` and everything they
// start run on Node 24 without another step. Where the Node running npm is 24 or newer (or is already the linked
// one), it does nothing and fetches nothing. Nothing outside node_modules changes: deleting node_modules removes
// it, and npm leaves a folder whose name starts with a dot alone. The lockfile does not list it, so it is the
// same on every machine.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const VERSION = '24.21.0';
const major = Number(process.versions.node.split('.')[0]);
if (major >= 24) process.exit(0);

// The registry holds builds for these; elsewhere the check before `npm start` says what to do.
const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
if (!os || !['x64', 'arm64'].includes(process.arch)) {
  console.warn(`No Node.js 24 from the npm registry for ${process.platform}-${process.arch}; install it yourself.`);
  process.exit(0);
}

const root = path.resolve(__dirname, '..');
const home = path.join(root, 'node_modules', '.node24');
const pkg = `node-${os}-${process.arch}`;
const binary = path.join(home, 'node_modules', pkg, 'bin', 'node');
const link = path.join(root, 'node_modules', '.bin', 'node');

const versionOf = (file) => spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout?.trim();

if (versionOf(binary) !== `v${VERSION}`) {
  // The npm that runs this install fetches it (npm_execpath), with the same registry and cache settings.
  const args = ['install', `${pkg}@${VERSION}`, '--prefix', home, '--no-save', '--no-package-lock'];
  const npm = process.env.npm_execpath;
  const result = spawnSync(npm ? process.execPath : 'npm', npm ? [npm, ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, npm_config_ignore_scripts: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
  });
  if (result.status !== 0 || versionOf(binary) !== `v${VERSION}`) {
    // The dependencies are installed all the same; the check before `npm start` and `npm test` says what to do.
    console.warn(`Could not install Node.js ${VERSION} (${pkg}) from the npm registry into node_modules/.node24.`);
    process.exit(0);
  }
}

fs.mkdirSync(path.dirname(link), { recursive: true });
fs.rmSync(link, { force: true });
fs.symlinkSync(path.relative(path.dirname(link), binary), link);
console.log(
  `Node.js ${VERSION} from the npm registry is in node_modules/.node24: npm start, npm test and every npm script ` +
    `run on it (this machine's Node is ${process.versions.node}).`,
);
