/**
 * The Hono app of the `api` function through `app.request()`, with no stack: routing, validation,
 * the error envelope, the body limit, the sign-in guard and CORS. Every case here is answered
 * before any database or auth-server call; the test runs without network permission, so a case
 * that reached Postgres or the JWKS endpoint would fail instead of passing by accident.
 * tests/unit/api-app.test.ts runs it under `deno test` as part of the unit tests.
 *
 *   deno test --config supabase/functions/api/deno.json --allow-env --allow-read supabase/functions/api/app.test.ts
 */
import assert from 'node:assert/strict';

// db.ts and auth.ts read these when imported; nothing connects until a query or a token check.
for (const [name, value] of Object.entries({
  SUPABASE_DB_URL: 'postgres://nobody@127.0.0.1:9/none',
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'anon-key-for-unit-tests',
  // The CORS allow-list (_shared/cors.ts): the site's origin.
  SITE_URL: 'https://app.example.com',
})) {
  if (!Deno.env.get(name)) Deno.env.set(name, value);
}
const { app, MAX_BODY_BYTES } = await import('./app.ts');
const { HttpError } = await import('../_shared/errors.ts');

interface ErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
  error?: string;
  code?: string;
}

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));
}

/** Runs `work` with console.error silenced (5xx answers are logged), returning what was logged. */
async function quietly<T>(work: () => Promise<T>): Promise<{ result: T; logged: unknown[][] }> {
  const original = console.error;
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    return { result: await work(), logged };
  } finally {
    console.error = original;
  }
}

// Routes that exist only in this test, to reach the app's error handler with chosen errors.
app.get('/__test/http-error', () => {
  throw new HttpError(409, 'That name is taken', { error: 'Conflict' });
});
app.get('/__test/crash', () => {
  throw new Error('connection to 10.0.0.7 failed: password authentication failed for user "postgres"');
});
app.get('/__test/unique-violation', () => {
  throw Object.assign(new Error('duplicate key value violates unique constraint "profiles_invite_code_key"'), { code: '23505' });
});

Deno.test('an unknown path is a 404 naming the method and path', async () => {
  const response = await app.request('/api/no-such-thing');
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), { message: 'No route for GET /api/no-such-thing', code: 'not_found' });
});

Deno.test('a path outside /api is a 404 too', async () => {
  const response = await app.request('/missions', { method: 'DELETE' });
  assert.equal(response.status, 404);
  assert.equal(((await response.json()) as ErrorBody).message, 'No route for DELETE /missions');
});

Deno.test('a body that fails validation is a 400 with the first message and every issue', async () => {
  const response = await post('/api/auth/register', JSON.stringify({ name: 'Ann', email: 'ann@example.com', password: '123' }));
  assert.equal(response.status, 400);
  const body = (await response.json()) as ErrorBody;
  assert.equal(body.message, 'Password must be at least 6 characters');
  assert.deepEqual(body.issues, [{ path: 'password', message: 'Password must be at least 6 characters', rule: 'too_short', limit: 6 }]);
  // The stable code the app words in the learner's language, with the first issue's rule (contract/refusals.ts).
  assert.equal(body.code, 'invalid_request');
});

Deno.test('a login without email and password is a 400 with the form message', async () => {
  const response = await post('/api/auth/login', '{}');
  assert.equal(response.status, 400);
  const body = (await response.json()) as ErrorBody;
  assert.equal(body.message, 'Email and password are required');
  assert.ok(Array.isArray(body.issues) && body.issues.length >= 1);
});

Deno.test('malformed JSON and a non-object body are 400s, not 500s', async () => {
  const broken = await post('/api/auth/login', '{"email": ');
  assert.equal(broken.status, 400);
  assert.equal(((await broken.json()) as ErrorBody).message, 'The request body is not valid JSON.');
  const list = await post('/api/auth/login', '[1, 2]');
  assert.equal(list.status, 400);
  assert.equal(((await list.json()) as ErrorBody).message, 'The request body must be a JSON object.');
});

Deno.test('text Postgres cannot store (a NUL character) is refused with a 400', async () => {
  const response = await post('/api/auth/login', JSON.stringify({ email: 'a\u0000@example.com', password: 'secret-password' }));
  assert.equal(response.status, 400);
  assert.match(((await response.json()) as ErrorBody).message, /cannot be stored/);
});

Deno.test('an HttpError becomes its status and JSON envelope', async () => {
  const response = await app.request('/api/__test/http-error');
  assert.equal(response.status, 409);
  assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(await response.json(), { message: 'That name is taken', error: 'Conflict', code: 'conflict' });
});

Deno.test('a database constraint error becomes a plain sentence without the constraint name', async () => {
  const response = await app.request('/api/__test/unique-violation');
  assert.equal(response.status, 409);
  const text = await response.text();
  assert.deepEqual(JSON.parse(text), { message: 'That already exists.', code: 'already_exists' });
  assert.doesNotMatch(text, /profiles_invite_code_key|duplicate key/);
});

Deno.test('an unknown error is a 500 that leaks nothing, and is logged', async () => {
  const { result: response, logged } = await quietly(() => Promise.resolve(app.request('/api/__test/crash')));
  assert.equal(response.status, 500);
  const text = await response.text();
  assert.deepEqual(JSON.parse(text), { message: 'Something went wrong on our side. Please try again.', code: 'server_error' });
  assert.doesNotMatch(text, /10\.0\.0\.7|password|postgres|stack|Error/);
  assert.equal(logged.length, 1);
});

Deno.test('a body over the limit is a 413, by its Content-Length and by what is actually sent', async () => {
  const oversize = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(MAX_BODY_BYTES) });
  const declared = await post('/api/auth/login', oversize);
  assert.equal(declared.status, 413);
  assert.deepEqual(await declared.json(), { message: 'Request body is larger than 64 KiB', code: 'too_large' });

  // A streamed body has no Content-Length: the limit counts the bytes as they arrive.
  const bytes = new TextEncoder().encode(oversize);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
      controller.close();
    },
  });
  const streamed = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  assert.equal(streamed.status, 413);
});

Deno.test('a body just under the limit is read and validated as usual', async () => {
  const body = JSON.stringify({ email: '', pad: 'x'.repeat(MAX_BODY_BYTES - 100) });
  const response = await post('/api/auth/login', body);
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as ErrorBody).message, 'Email and password are required');
});

Deno.test('a protected route without a token is a 401, before any database call', async () => {
  for (const [method, path] of [
    ['GET', '/api/missions'],
    ['GET', '/api/leaderboard'],
    ['GET', '/api/auth/me'],
    ['POST', `/api/users/${crypto.randomUUID()}/complete-mission`],
    ['POST', `/api/users/${crypto.randomUUID()}/redeem-reward`],
  ] as const) {
    const response = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    assert.equal(response.status, 401, `${method} ${path}`);
    assert.deepEqual(await response.json(), { message: 'Please log in to continue.', code: 'not_signed_in' }, `${method} ${path}`);
  }
});

Deno.test('the anon key as a bearer token is not a user: 401', async () => {
  const response = await app.request('/api/missions', { headers: { authorization: `Bearer ${Deno.env.get('SUPABASE_ANON_KEY')}` } });
  assert.equal(response.status, 401);
});

Deno.test('a CORS preflight is answered for the asking origin, with credentials and the headers supabase-js sends', async () => {
  const response = await app.request('/api/users/00000000-0000-0000-0000-000000000000/complete-mission', {
    method: 'OPTIONS',
    headers: {
      origin: 'https://app.example.com',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
    },
  });
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://app.example.com');
  assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
  const methods = response.headers.get('access-control-allow-methods') ?? '';
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) assert.match(methods, new RegExp(method));
  const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) assert.match(allowed, new RegExp(header));
});

Deno.test('an answer to a cross-origin request carries the CORS headers, errors included', async () => {
  const response = await app.request('/api/missions', { headers: { origin: 'https://app.example.com' } });
  assert.equal(response.status, 401);
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://app.example.com');
});

Deno.test('an origin off the allow-list gets no CORS headers', async () => {
  const response = await app.request('/api/missions', { headers: { origin: 'https://evil.example' } });
  assert.equal(response.headers.get('access-control-allow-origin'), null);
});
