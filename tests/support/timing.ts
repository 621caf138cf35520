/** Timings that must not tell two kinds of request apart (docs/accounts.md#what-the-answers-reveal). */
import { performance } from 'node:perf_hooks';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Sends `rounds` requests of each kind, alternating (a, b, a, b, …) so load changes touch both
 * alike; answers each kind's median time in milliseconds and how far apart they are, relative to
 * the smaller one.
 */
export async function alternatingMedians(rounds: number, a: (n: number) => Promise<unknown>, b: (n: number) => Promise<unknown>) {
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  for (let n = 0; n < rounds; n += 1) {
    for (const [kind, request] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const started = performance.now();
      await request(n);
      times[kind].push(performance.now() - started);
    }
  }
  const medians = { a: median(times.a), b: median(times.b) };
  return { ...medians, apart: Math.abs(medians.a - medians.b) / Math.min(medians.a, medians.b) };
}
