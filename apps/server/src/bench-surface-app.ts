// The benchmarks' contract with the whole server: the app as main.ts builds it, which bench/'s app servers run
// in a child process each (`@kk/server/bench/app`). The server's parts are `@kk/server/bench`
// (bench-surface.ts); this is apart because it loads Fastify and every feature, which the raw baselines'
// processes must not carry.
export { buildApp } from './app.ts';
export { loadConfig } from './platform/config.ts';
