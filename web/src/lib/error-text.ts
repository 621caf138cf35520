/**
 * A failure's sentence (describeError, docs/product.md#error-states) in the screen's language: a
 * refusal of the api by its code (refusal-text.ts), the sentences the app words itself (a status, no
 * connection) through the catalogues; a sentence without a code the app knows as it came
 * (docs/decisions.md, "Languages").
 */
import { knownSentences, type Translate } from '@/i18n';

import { ApiError, describeError, ERROR_SENTENCES } from './api-client';
import { refusalSentence, type Refusal } from './refusal-text';

const known = knownSentences([
  [ERROR_SENTENCES.sessionEnded, 'errors.sessionEnded'],
  [ERROR_SENTENCES.noAccess, 'errors.noAccess'],
  [ERROR_SENTENCES.notFound, 'errors.notFound'],
  [ERROR_SENTENCES.tooMany, 'errors.tooMany'],
  [ERROR_SENTENCES.serverTrouble, 'errors.serverTrouble'],
  [ERROR_SENTENCES.unreachable, 'errors.unreachable'],
  [ERROR_SENTENCES.unknown, 'errors.unknown'],
]);

/** What the api's error envelope said, for refusalSentence; undefined for anything but an api answer. */
export function refusalOfError(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return { status: error.status, code: error.serverCode, params: error.serverParams, message: error.serverMessage, retryAfter: error.retryAfter };
}

export function errorText(t: Translate, error: unknown): string {
  const refusal = refusalOfError(error);
  const worded = refusal ? refusalSentence(t, refusal) : undefined;
  return worded ?? known(t, describeError(error));
}
