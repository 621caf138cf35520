/**
 * One error envelope for the api function (DESIGN.md "api errors"): `{ message }`, plus `issues`
 * for validation failures. 5xx answers never carry internals; they are logged instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly issues?: unknown,
  ) {
    super(message);
  }
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body = error.issues === undefined ? { message: error.message } : { message: error.message, issues: error.issues };
    return Response.json(body, { status: error.status });
  }
  console.error('unhandled error in api function:', error);
  return Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}
