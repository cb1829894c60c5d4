// What holds the app's event loop in a peers run (docs/decisions/0100-chat-tail-is-the-heap.md). The harness
// starts the app with `node <PEERS_APP>/<PEERS_APP_MAIN>`; naming this file there starts the app through it:
//
//   PEERS_APP_MAIN=bench/peers/probe.ts npm run peers -w @kk/bench -- --servers app,stored,relay ...
//
// It writes, once a second, to PROBE_OUT (default: the temp folder's kk-probe.log), one line for each:
// - every turn of the event loop late by more than PROBE_STALL_MS (default 12) on a 5 ms timer, with the heap in
//   use and each thread's CPU over the stall (from /proc/self/task: V8's helpers are `V8Worker`, SQLite's
//   checkpointer a `WorkerThread`);
// - every collection V8 reports, with its kind and pause (scavenges under 1 ms left out);
// - the new and the old space, used and reserved (the new space's size is how often scavenges come);
// - on SIGUSR2, a profile starts; on the next, it is written to PROBE_OUT with `.N.heapprofile` added: a sampling
//   heap profile of what was made meanwhile and is still alive when it stops (stopped after a round, what each
//   message leaves behind on long-lived objects: what the scavenges promote). With PROBE_PROFILE=cpu, a CPU
//   profile (`.N.cpuprofile`). Both open in DevTools; writing one holds the loop, so stop it after a round, and
//   start it once the harness's wait for an idle server is over (a running CPU profile keeps the server busy).
// PROBE_V8_FLAGS is handed to v8.setFlagsFromString before the app loads (`--trace-gc` prints V8's own lines to
// the harness's app.log); flags that size the heap are read when the process starts and have no effect here.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { constants, type PerformanceEntry, PerformanceObserver, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

if (process.env.PROBE_V8_FLAGS) v8.setFlagsFromString(process.env.PROBE_V8_FLAGS);
const out = process.env.PROBE_OUT ?? join(tmpdir(), 'kk-probe.log');
const stallMs = Number(process.env.PROBE_STALL_MS ?? 12);
const TICK_MS = 5;
/** How often the threads' CPU is read when nothing stalls: the figure under a stall covers at least this much. */
const THREADS_EVERY_MS = 50;

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

const lines: string[] = [];
const mib = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const stamp = (at: number) => new Date(performance.timeOrigin + at).toISOString().slice(11, 23);

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = GC_KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
    if (kind === 'minor' && entry.duration < 1) continue;
    lines.push(`${stamp(entry.startTime)} gc ${kind} ${entry.duration.toFixed(1)} ms`);
  }
}).observe({ entryTypes: ['gc'] });

/** Each thread's CPU so far, in clock ticks (utime + stime of /proc/self/task/<tid>/stat), by "tid name". */
function threadTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(`${tid} ${name}`, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ticks;
}

let ticks = threadTicks();
let ticksAt = performance.now();
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK_MS;
  last = now;
  if (late > stallMs) {
    const current = threadTicks();
    const busy = [...current]
      .map(([thread, total]) => [thread, total - (ticks.get(thread) ?? 0)] as const)
      .filter(([, used]) => used > 0)
      // Linux counts them in hundredths of a second (USER_HZ).
      .map(([thread, used]) => `${thread} ${used * 10} ms`)
      .join(', ');
    const heap = (process.memoryUsage().heapUsed / 1_048_576).toFixed(0);
    lines.push(
      `${stamp(now)} stall ${late.toFixed(1)} ms, heap ${heap} MiB; over ${(now - ticksAt).toFixed(0)} ms: ${busy}`,
    );
    ticks = current;
    ticksAt = now;
  } else if (now - ticksAt > THREADS_EVERY_MS) {
    ticks = threadTicks();
    ticksAt = now;
  }
}, TICK_MS).unref();

setInterval(() => {
  const spaces = v8
    .getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'old_space')
    .map((space) => `${space.space_name} ${mib(space.space_used_size)}/${mib(space.space_size)}`);
  lines.push(`${stamp(performance.now())} heap ${spaces.join(', ')} MiB`);
  appendFileSync(out, `${lines.splice(0).join('\n')}\n`);
}, 1_000).unref();

const session = new Session();
session.connect();
let sampling = false;
let profiles = 0;
const cpu = process.env.PROBE_PROFILE === 'cpu';
process.on('SIGUSR2', async () => {
  sampling = !sampling;
  if (sampling) {
    if (cpu) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 1000 });
      await session.post('Profiler.start');
    } else {
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: false,
        includeObjectsCollectedByMinorGC: false,
      });
    }
    lines.push(`${stamp(performance.now())} ${cpu ? 'CPU' : 'heap'} profile started`);
    return;
  }
  const { profile } = cpu ? await session.post('Profiler.stop') : await session.post('HeapProfiler.stopSampling');
  const file = `${out}.${++profiles}.${cpu ? 'cpuprofile' : 'heapprofile'}`;
  writeFileSync(file, JSON.stringify(profile));
  lines.push(`${stamp(performance.now())} profile written to ${file}`);
});

// The server's entry, as `npm start` and the harness run it, or PROBE_MAIN's (the stored relay's, which
// peers/stored-server.ts sets when PEERS_STORED_MAIN names this file).
await import(process.env.PROBE_MAIN ? pathToFileURL(resolve(process.env.PROBE_MAIN)).href : '@kk/server/main');
