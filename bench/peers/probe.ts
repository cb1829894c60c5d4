// What holds the app's event loop in a peers run (docs/decisions/0100-chat-tail-is-the-heap.md). The harness
// starts the app with `node <PEERS_APP>/<PEERS_APP_MAIN>`; naming this file there starts the app through it:
//
//   PEERS_APP_MAIN=bench/peers/probe.ts npm run peers -w @kk/bench -- --servers app,stored,relay ...
//
// It writes, once a second, to PROBE_OUT (default: the temp folder's kk-probe.log), one line for each:
// - every turn of the event loop late by more than PROBE_STALL_MS (default 12) on a 5 ms timer, with the heap in
//   use and each thread's CPU over the stall (from /proc/self/task: V8's helpers are `V8Worker`, SQLite's
//   checkpointer a `WorkerThread`);
// - every collection V8 reports, with its kind and pause (scavenges under 1 ms left out).
// PROBE_V8_FLAGS is handed to v8.setFlagsFromString before the app loads (`--trace-gc` prints V8's own lines to
// the harness's app.log); flags that size the heap are read when the process starts and have no effect here.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, type PerformanceEntry, PerformanceObserver, performance } from 'node:perf_hooks';
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
  if (lines.length > 0) appendFileSync(out, `${lines.splice(0).join('\n')}\n`);
}, 1_000).unref();

// The server's entry, as `npm start` and the harness run it.
await import('@kk/server/main');
