/**
 * The Hono application of the `api` function: CORS, a 64 KiB body limit, one JSON error envelope
 * (DESIGN.md "api errors"), and the resource routers.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { errorResponse, HttpError } from '../_shared/errors.ts';
import { authMe } from './routes/auth-me.ts';
import { health } from './routes/health.ts';

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
app.route('/auth/me', authMe);

app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
app.onError((error) => errorResponse(error));
