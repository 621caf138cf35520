/**
 * Errors as hosted Storage (storage-api) renders them: a JSON body
 * `{statusCode: "<code as text>", code, error, message}` sent with HTTP 400 for every client error
 * (storage-api keeps the real code in `statusCode` for backward compatibility) and 500 for server
 * errors. storage-js turns the body into a StorageApiError (`status`, `statusCode`, `message`).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => new StorageError(409, 'InvalidRequest', 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  /** What Postgres says when a policy refuses a write, as storage-api passes it on. */
  rlsRefused: () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  missingAuth: () => new StorageError(400, 'InvalidJWT', 'Unauthorized', "headers must have required property 'authorization'"),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', 'Unauthorized', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  tooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidRange: () => new StorageError(416, 'InvalidRange', 'InvalidRange', 'The requested range is not satisfiable'),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal server error'),
};

/**
 * storage-api's answer: 500 for server errors, 400 for every client error (the body's statusCode says
 * which), except 416, which stays a real 416 because a media element reads the status.
 */
export function sendStorageError(res: ServerResponse, error: StorageError, headers: Record<string, string> = {}): void {
  const status = error.statusCode >= 500 ? 500 : error.statusCode === 416 ? 416 : 400;
  sendJson(
    res,
    status,
    {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
    headers,
  );
}
