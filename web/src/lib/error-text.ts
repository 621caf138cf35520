/**
 * A failure's sentence (describeError, docs/product.md#error-states) in the screen's language: the
 * sentences the app words itself (a status, no connection) through the catalogues; the server's own
 * message as it came (docs/decisions.md, "Languages").
 */
import { knownSentences, type Translate } from '@/i18n';

import { describeError, ERROR_SENTENCES } from './api-client';

const known = knownSentences([
  [ERROR_SENTENCES.sessionEnded, 'errors.sessionEnded'],
  [ERROR_SENTENCES.noAccess, 'errors.noAccess'],
  [ERROR_SENTENCES.notFound, 'errors.notFound'],
  [ERROR_SENTENCES.tooMany, 'errors.tooMany'],
  [ERROR_SENTENCES.serverTrouble, 'errors.serverTrouble'],
  [ERROR_SENTENCES.unreachable, 'errors.unreachable'],
  [ERROR_SENTENCES.unknown, 'errors.unknown'],
]);

export const errorText = (t: Translate, error: unknown): string => known(t, describeError(error));
