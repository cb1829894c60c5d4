// Runs before `npm start` and `npm test`. CommonJS and plain JavaScript on purpose: it must run on an old Node
// to tell its user what to do, where the TypeScript entry points would fail with a cryptic error.
// `npm install` normally provides Node 24 in node_modules/.node24 (scripts/provide-node24.cjs); this is for where
// it could not.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer (found ${process.versions.node}).\n` +
      'Run `npm install` again (without --ignore-scripts): it fetches Node 24 from the npm registry into\n' +
      'node_modules/.node24 where the registry has a build for this machine.\n' +
      'Or with nvm: nvm install 24 && nvm use 24',
  );
  process.exit(1);
}
