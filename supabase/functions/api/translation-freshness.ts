/**
 * Whether a saved translation still translates its English (docs/decisions.md, "Languages":
 * out-of-date translations). Each translation row keeps a digest of the English it translated,
 * stamped by the database when it is saved (translation_sources.sql); app.translation_current
 * compares it with the English now. The content manager reads it as `outOfDate` beside each
 * translation.
 */
import type { Tx } from '../_shared/db.ts';

/** The kinds of text as app.translation_sources() names them ('quizKeys': a quiz's explanation). */
export type TranslationKind = 'courses' | 'quizzes' | 'quizKeys' | 'challenges' | 'rewards' | 'packItems' | 'materials' | 'incomeDisclosure';

/**
 * `"outOfDate"`, a column of the row being read or written: its `source_digest` against the source
 * whose key is in `keyColumn` (none for the income disclosure, one per project).
 */
export function outOfDateColumn(tx: Tx, kind: TranslationKind, keyColumn?: string) {
  const key = keyColumn === undefined ? tx`''` : tx`${tx(keyColumn)}::text`;
  return tx`app.translation_current(${kind}, ${key}, source_digest) is false as "outOfDate"`;
}
