// What every load suite does with its servers: warm each up, then measure them in rounds that alternate the
// targets, so a machine that slows down for a while (shared hosts do) weighs on every side alike.
import type { ServerChild } from './child.ts';
import { type LoadOptions, type Run, runLoad, summarizeRuns } from './load.ts';
import { type Budget, budget, type TargetResult } from './types.ts';

export type Load = Omit<LoadOptions, 'port' | 'warmupMs' | 'durationMs'>;

/** Above this share of its core the load generator, not the server, may be what limits a run: it is void. */
export const LOADER_SATURATED = 0.9;

/** One server under load: its measured windows and the CPU it spent in them. */
export class Side {
  readonly #server: ServerChild;
  readonly #runs: Run[] = [];
  #cpuUs = 0;

  constructor(server: ServerChild) {
    this.#server = server;
  }

  async warmUp(load: Load, warmupMs: number): Promise<void> {
    await runLoad({ ...load, port: this.#server.port, warmupMs, durationMs: 0 });
  }

  async measure(load: Load, durationMs: number): Promise<void> {
    const before = await this.#server.cpu();
    this.#runs.push(await runLoad({ ...load, port: this.#server.port, warmupMs: 0, durationMs }));
    this.#cpuUs += (await this.#server.cpu()) - before;
  }

  result(connections: number): TargetResult {
    const summary = summarizeRuns(this.#runs, connections);
    return {
      ...summary,
      serverCpu: Math.round((this.#cpuUs / 1000 / summary.durationMs) * 100) / 100,
      serverCpuUsPerRequest: Math.round((this.#cpuUs / Math.max(1, summary.requests)) * 10) / 10,
    };
  }
}

/** Warms every side up, then measures `rounds` rounds of `durationMs / rounds` each, the sides in turn. */
export async function measureAlternating<K extends string>(
  sides: Record<K, { server: ServerChild; load: Load }>,
  settings: { connections: number; warmupMs: number; durationMs: number; rounds: number },
): Promise<Record<K, TargetResult>> {
  const entries = Object.entries(sides) as Array<[K, { server: ServerChild; load: Load }]>;
  const measured = entries.map(([name, { server, load }]) => ({ name, load, side: new Side(server) }));
  for (const { side, load } of measured) await side.warmUp(load, settings.warmupMs);
  const roundMs = settings.durationMs / settings.rounds;
  for (let round = 0; round < settings.rounds; round++) {
    for (const { side, load } of measured) await side.measure(load, roundMs);
  }
  return Object.fromEntries(measured.map(({ name, side }) => [name, side.result(settings.connections)])) as Record<
    K,
    TargetResult
  >;
}

/**
 * The run is void when the load generator saturated its core for any target (it, not the server, set the pace,
 * which flatters the slower side): a budget of its own, so such a run can never pass.
 */
export function loaderBudget(targets: Record<string, TargetResult>): Budget {
  const busiest = Math.max(...Object.values(targets).map((target) => target.loaderCpu));
  return budget(
    'load generator CPU, busiest target (above it the run is void)',
    busiest,
    '<=',
    LOADER_SATURATED,
    'cores',
  );
}

/**
 * The least CPU any server had over its rounds, in cores. A server under a closed loop that does not use its
 * whole core was kept from it by other work on the host: its req/s and latency say more of the host than of the
 * server, and the CPU-per-request ratio is the figure to read.
 */
export function hostShare(targets: Record<string, TargetResult>): Record<string, number> {
  const least = Math.min(...Object.values(targets).map((target) => target.serverCpu));
  return { 'least server cpu (below 0.8: a busy host, read the CPU-per-request ratio)': least };
}
