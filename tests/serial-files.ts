/**
 * The integration and e2e files that run one at a time, on a stack of their own (scripts/test.ts;
 * vitest.config.ts's `integration-serial` and `e2e-serial` projects), each with why: they change
 * what every other test on their stack would see, or they bound a time (an answer within seconds, a
 * number of answers in a window, copies within a wait), which the parallel lanes, filling both
 * cores at a lower priority, would stretch; this lane runs at the normal priority
 * (docs/performance.md, "The machine's CPU, and the lanes at two priorities"). Every other file runs in parallel with the rest
 * on one shared stack, against data of its own. A new file belongs here only when it cannot be
 * written that way (tests/README.md says how to write it).
 */
export const SERIAL_FILES: Record<string, string> = {
  'tests/integration/api-rate-limits.test.ts': 'lowers the rate budgets of app.settings, which every request meets',
  'tests/integration/api-settings.test.ts': 'changes the amounts of app.settings that other tests pay and show',
  'tests/integration/api-team.test.ts': 'changes app.settings.team_depth and nudges_per_day',
  'tests/integration/db-referral-guards.test.ts': 'changes the referral guards of app.settings and the disposable-domain list',
  'tests/integration/storage.test.ts': 'lowers app.settings.material_max_bytes',
  'tests/integration/hostile-routes.test.ts': 'raises every rate budget and rewrites the income disclosure of app.settings',
  'tests/integration/account.test.ts': 'lists an address of its own in admin slot 2 (there are two slots)',
  'tests/integration/db-rls.test.ts': 'lists an address of its own in admin slot 2 (there are two slots)',
  'tests/integration/api-reward-delivery.test.ts': 'adds an income-claim phrase, which every stored text is checked against',
  'tests/integration/reminders-schedule.test.ts': 'turns on the reminders cron job, which mails every learner who is due',
  'tests/integration/push-endpoints.test.ts':
    'runs the reminders of every learner who is due and counts the pushes it refused and removed: the run of reminders.test beside it would send them first',
  'tests/integration/db-reports.test.ts': 'reads the global reports before and after its own data',
  'tests/integration/api-insights.test.ts': 'reads the global insights before and after its own data',
  'tests/integration/retention.test.ts': 'reads the global retention counts before and after its own visits',
  'tests/integration/realtime-db-broadcast.test.ts': 'times the leaderboard broadcast, which every learner’s points feed',
  'tests/integration/db-cron-and-broadcast.test.ts': 'forces the leaderboard broadcast and blocks realtime.messages',
  'tests/integration/api-leagues.test.ts': 'fills this week’s leagues to count placements, which every new learner joins',
  'tests/integration/db-reports-kept.test.ts': 'reads the global kept report counts before and after its own data',
  'tests/integration/api-courses-admin.test.ts':
    'moves a course of its own to the last place, which every other file’s new course takes (“Course Reordered” instead of “already last” in a parallel run)',
  'tests/integration/db-advisors.test.ts': 'lints every object of the database, so another file’s objects would show',
  'tests/integration/soak.test.ts': 'counts the answers 200 learners get in 30 s of load, at least 2,000',
  'tests/integration/auth-confirmations.test.ts': 'compares the medians of 30 alternating sign-ups, which a busy machine spreads past its 90 s',
  'tests/integration/api-timeouts.test.ts': 'bounds the answers of other routes while ten mails are slow to 2.5 s',
  'tests/integration/api-idempotency.test.ts': 'sends five copies at once, which wait 1 s for the first copy’s answer before a 409',
  'tests/integration/api-edges.test.ts': 'calls every route with a bad token and sends a hundred 1 MB bodies within its 60 s and 120 s',
  'tests/integration/stack-lifecycle.test.ts': 'waits 90 s for `npm start` and `npm run dev` to come up on the real path (initdb, every migration)',
  'tests/e2e/insights.test.ts': 'compares the page with the global insights, which every other file’s learners change (277 against 278 in a parallel run)',
  'tests/e2e/courses.test.ts': 'checks the order of every course, which other files add to (make it relative to bring it back)',
  'tests/e2e/challenges-referrals.test.ts': 'compares the landing page with every active challenge, which other files add to',
  'tests/e2e/settings.test.ts': 'changes the amounts of app.settings and a reward’s cost, which other pages show',
  'tests/e2e/honest-numbers.test.ts': 'changes the income disclosure of app.settings',
  'tests/e2e/leaderboard-live-requests.test.ts': 'makes a learner of its own the leader of the global leaderboard',
  'tests/e2e/leaderboard-reconnect.test.ts': 'makes a learner of its own the leader of the global leaderboard',
};
