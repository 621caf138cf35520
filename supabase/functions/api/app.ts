/**
 * The Hono application of the `api` function: CORS, a 64 KiB body limit, one JSON error envelope
 * (DESIGN.md "api errors"), and one router per resource (every row of SPEC §7).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { errorResponse, HttpError } from '../_shared/errors.ts';
import { auth } from './routes/auth.ts';
import { courseMaterials } from './routes/course-materials.ts';
import { courses } from './routes/courses.ts';
import { health } from './routes/health.ts';
import { leaderboard } from './routes/leaderboard.ts';
import { missions } from './routes/missions.ts';
import { courseQuizzes, quizzes } from './routes/quizzes.ts';
import { users } from './routes/users.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export const app = new Hono().basePath('/api');

app.use(
  '*',
  cors({
    origin: (origin) => origin || '*',
    allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-retry-count', 'traceparent', 'tracestate', 'baggage'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    credentials: true,
    maxAge: 86400,
  }),
);
app.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
    },
  }),
);

app.route('/health', health);
app.route('/auth', auth);
app.route('/missions', missions);
app.route('/leaderboard', leaderboard);
app.route('/users', users);
app.route('/courses', courses);
app.route('/course-materials', courseMaterials);
app.route('/course-quizzes', courseQuizzes);
app.route('/quizzes', quizzes);

app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
app.onError((error) => errorResponse(error));
