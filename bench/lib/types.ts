// What a suite hands back to run.ts: its measurements, its budgets, and the settings it ran with.
import type { LoadResult } from './load.ts';

export interface SuiteOptions {
  /** A short smoke run (a few seconds) instead of the full measurement. */
  quick: boolean;
}

export interface Budget {
  /** What the budget says, as DESIGN §4 words it. */
  name: string;
  /** The measured value (a ratio, milliseconds, bytes...). */
  value: number;
  limit: number;
  comparison: '>=' | '<=';
  pass: boolean;
  /** Unit or note shown next to the value. */
  unit: string;
}

export interface TargetResult extends LoadResult {
  /** The server's CPU time over the measured windows, as a share of one core (1 = one core busy). */
  serverCpu: number;
  /** The server's CPU time per request, microseconds: less sensitive to a noisy machine than req/s. */
  serverCpuUsPerRequest: number;
}

export interface SuiteResult {
  suite: string;
  description: string;
  date: string;
  node: string;
  cpus: number;
  quick: boolean;
  /** Whether servers and load generator were pinned to separate cores. */
  pinned: boolean;
  settings: Record<string, unknown>;
  targets: Record<string, TargetResult>;
  /** A suite that measures no load (the browser's) prints these rows instead of the targets' table. */
  rows?: Array<Record<string, string | number>>;
  /** Figures computed from the targets (ratios per round and the like), printed under the table. */
  derived: Record<string, number | number[]>;
  budgets: Budget[];
}

export interface Suite {
  description: string;
  /** Run only by `--suite <name>`, not in the run of every suite (it takes minutes: growth). */
  onlyWhenNamed?: boolean;
  run(options: SuiteOptions): Promise<SuiteResult>;
}

export function budget(name: string, value: number, comparison: '>=' | '<=', limit: number, unit: string): Budget {
  const pass = comparison === '>=' ? value >= limit : value <= limit;
  return { name, value, limit, comparison, pass, unit };
}
