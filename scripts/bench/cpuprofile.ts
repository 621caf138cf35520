/**
 * Summarises a V8 .cpuprofile (Node's --cpu-prof, or one taken from Deno's inspector): self time
 * by function and by script, the first view to read when a component costs more than expected.
 *
 *   node --import tsx scripts/bench/cpuprofile.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

export function summariseProfile(profile: CpuProfile, top = 30): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const shortUrl = (url: string) =>
    url
      .replace(/^.*node_modules\//, '')
      .replace(/^.*registry\.npmjs\.org\//, 'npm:')
      .replace(/^file:\/\/.*?\/(local|scripts|supabase)\//, '$1/');
  for (const [id, count] of hits) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const script = shortUrl(frame.url) || frame.functionName;
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
    byScript.set(script, (byScript.get(script) ?? 0) + count);
  }
  const total = profile.samples.length || 1;
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
  return ['self time by function:', ...list(byFunction), '', 'self time by script:', ...list(byScript)].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: cpuprofile.ts <file.cpuprofile> [top]');
  console.log(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(process.argv[3] ?? 30)));
}
