/**
 * The Hono application of the `api` function: CORS for the site's origins, a 64 KiB body limit (body-limit.ts), one JSON error envelope
 * `{message}` (+ `issues`, + `error` as a title; see _shared/errors.ts), and every route of the
 * shared contract (contract/) served by its handler in routes/.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { corsOrigin } from '../_shared/cors.ts';
import { errorResponse } from '../_shared/errors.ts';
import { bodyLimit } from './body-limit.ts';
import { serveContract } from './contract-routes.ts';
import { accountHandlers } from './routes/account.ts';
import { authHandlers } from './routes/auth.ts';
import { challengeTranslationHandlers } from './routes/challenge-translations.ts';
import { challengeHandlers } from './routes/challenges.ts';
import { coachingHandlers } from './routes/coaching.ts';
import { materialHandlers } from './routes/course-materials.ts';
import { courseHandlers } from './routes/courses.ts';
import { healthHandlers } from './routes/health.ts';
import { insightsHandlers } from './routes/insights.ts';
import { inviteHandlers } from './routes/invites.ts';
import { leaderboardHandlers } from './routes/leaderboard.ts';
import { missionHandlers } from './routes/missions.ts';
import { quizHandlers } from './routes/quizzes.ts';
import { referralHandlers } from './routes/referrals.ts';
import { rewardHandlers } from './routes/rewards.ts';
import { settingsHandlers } from './routes/settings.ts';
import { sponsorHandlers } from './routes/sponsors.ts';
import { teamHandlers } from './routes/team.ts';
import { translationHandlers } from './routes/translations.ts';
import { rewardTranslationHandlers } from './routes/reward-translations.ts';
import { leagueHandlers } from './routes/leagues.ts';
import { learnerHandlers } from './routes/users.ts';
import { reminderHandlers } from './routes/reminders.ts';

export { MAX_BODY_BYTES } from './body-limit.ts';

export const app = new Hono().basePath('/api');

app.use(
  '*',
  cors({
    // Only the site's origin(s) (docs/security.md); other origins get no allow header.
    origin: (origin) => corsOrigin(origin),
    allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'idempotency-key', 'x-retry-count', 'traceparent', 'tracestate', 'baggage'],
    // Retry-After of a 429, and whether an answer is a stored one (idempotent retries).
    exposeHeaders: ['retry-after', 'idempotent-replayed'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    credentials: true,
    maxAge: 86400,
  }),
);
app.use('*', bodyLimit);

serveContract(app, {
  ...healthHandlers,
  ...settingsHandlers,
  ...sponsorHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...missionHandlers,
  ...leaderboardHandlers,
  ...learnerHandlers,
  ...reminderHandlers,
  ...inviteHandlers,
  ...courseHandlers,
  ...materialHandlers,
  ...quizHandlers,
  ...translationHandlers,
  ...rewardTranslationHandlers,
  ...referralHandlers,
  ...challengeHandlers,
  ...challengeTranslationHandlers,
  ...rewardHandlers,
  ...teamHandlers,
  ...coachingHandlers,
  ...leagueHandlers,
  ...insightsHandlers,
});

app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`, code: 'not_found' }, 404));
app.onError((error) => errorResponse(error));
