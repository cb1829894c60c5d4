// `npm run dev`: the API with --watch on PORT (default 8080) and Vite's dev servers of the member app and of the
// console, which proxy /api (and /ws) to it. Open the addresses Vite prints (the console's ends in /console/).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@kk/web'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@kk/console'], { stdio: 'inherit', cwd: root }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
