// V8's garbage-collector helper threads give way to the event loop (docs/decisions/0102-gc-helpers-yield.md).
//
// V8 marks and sweeps the old generation on helper threads (`V8Worker`, four by default) while JavaScript runs.
// That is free when the process has spare cores. On one core (a small instance, or a server pinned as the peers
// benchmark pins each) the kernel shares the core fairly between runnable threads, so while four helpers mark,
// the event loop gets a fifth of it: a major collection became a 120-160 ms stall of chat delivery at 5,000
// messages a second. At the lowest priority the helpers run when the loop waits for input, and V8 does whatever
// marking they have not done in its own steps on the loop, as it does when they fall behind on a busy machine.
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest priority (Linux's nice 19): such a thread runs when nothing else on its core can. */
const LOWEST = 19;

/**
 * Lowers V8's helper threads of this process to the lowest priority. Linux only (threads are listed in /proc, and
 * setpriority(2) on a thread's id sets that thread's alone); elsewhere, and if the list cannot be read, it changes
 * nothing. V8 starts its helpers with the process, before any script runs, so calling this once at start-up covers
 * all of them.
 */
export function lowerGcHelpers(): void {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'V8Worker') setPriority(Number(tid), LOWEST);
    } catch {
      // The thread ended between the listing and the read: nothing to lower.
    }
  }
}
