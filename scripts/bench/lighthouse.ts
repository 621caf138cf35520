/**
 * `npm run bench:web`: only the Lighthouse part of `npm run bench`, for comparing a web change
 * before and after. One throwaway stack serving the production build, a few learners, one of them
 * signed in for /dashboard (the Today screen), then Lighthouse on / and /dashboard (median of BENCH_LIGHTHOUSE_RUNS
 * runs, 3 by default, each from an empty cache).
 *
 *   npm run bench:web     (BENCH_FORM_FACTORS=mobile or mobile,desktop; BENCH_PROFILES=… learners, 1000)
 */
import { bootWithPopulation, checkLedger, say, timed } from './setup';
import { BENCH_PASSWORD, createUsers, signIn, type BenchUser } from './users';
import { lighthouseScores, pageLabel, signedInStorage } from './web';

const profiles = Number(process.env.BENCH_PROFILES ?? 1000);
const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile').split(',').map((f) => {
  if (f !== 'mobile' && f !== 'desktop') throw new Error(`BENCH_FORM_FACTORS: unknown form factor ${f}`);
  return f;
});
const bench = await bootWithPopulation(profiles, { web: 'build' });
try {
  const { info } = bench.stack;
  await checkLedger(bench, 'after loading');
  const [reader] = (await createUsers(bench.pool, { prefix: 'web', count: 1, spreadPoints: true })) as [BenchUser];
  await signIn(info.apiUrl, info.anonKey, [reader]);
  const storage = await signedInStorage(info.apiUrl, info.anonKey, reader.session ?? {}, { email: reader.email, password: BENCH_PASSWORD });
  const scores = await timed(`Lighthouse ${formFactors.join(' and ')}`, () =>
    lighthouseScores(info.appUrl, [{ path: '/' }, { path: '/dashboard', storage }], formFactors),
  );
  for (const s of scores) {
    say(
      `${pageLabel(s.page)} ${s.formFactor}: ${s.score} [${s.runs.join(', ')}] TBT ${s.tbtMs.toFixed(0)} ms [${s.tbtRunsMs.map((t) => t.toFixed(0)).join(', ')}], LCP ${(s.lcpMs / 1000).toFixed(1)} s, TTI ${(s.ttiMs / 1000).toFixed(1)} s, CLS ${s.cls.toFixed(3)}`,
    );
    say(`   ${s.diagnosis}`);
  }
} finally {
  await bench.close();
}
