/**
 * Which texts need their Spanish or Arabic (docs/product.md#content-manager): the coverage read names
 * them (`needs`: missing or out of date), and the content manager marks each in its lists and choosers
 * ("Spanish out of date", "Arabic missing"), one tap away from its translation form. Also what a
 * course's publish question says about its translations.
 */
import { formatNumber, shownT, type Translate } from '@/i18n';
import type { CoverageKind, TranslationCoverage, TranslationNeed } from '@contract';

import { languageLabel, languageName, type TranslationLocale } from './translation-form';

/** One language's need of one text. */
export interface LocaleNeed {
  locale: TranslationLocale;
  state: TranslationNeed['state'];
}

/** The needs of every text named, by `kind:key`, each text's languages in the coverage's order (Spanish, then Arabic). */
export type NeedsIndex = ReadonlyMap<string, readonly (LocaleNeed & TranslationNeed)[]>;

const itemKey = (kind: CoverageKind, key: string | number) => `${kind}:${key}`;

export function needsIndex(coverage: TranslationCoverage | undefined): NeedsIndex {
  const index = new Map<string, (LocaleNeed & TranslationNeed)[]>();
  for (const entry of coverage ?? []) {
    for (const need of entry.needs) {
      const key = itemKey(need.kind, need.key);
      index.set(key, [...(index.get(key) ?? []), { ...need, locale: entry.locale }]);
    }
  }
  return index;
}

/** A text's needs, in every language or in one. */
export const needsOf = (index: NeedsIndex, kind: CoverageKind, key: string | number, locale?: TranslationLocale): readonly (LocaleNeed & TranslationNeed)[] =>
  (index.get(itemKey(kind, key)) ?? []).filter((need) => locale === undefined || need.locale === locale);

/** "Spanish out of date", "Arabic missing": a mark's words. */
export const needLabel = (t: Translate, need: LocaleNeed) =>
  t(need.state === 'outOfDate' ? 'cm.need.outOfDate' : 'cm.need.missing', { language: languageLabel(t, need.locale) });

/** A chooser's option: the text's name, then what it needs in the chosen language ("Share your link · Spanish missing"). */
export const optionLabel = (t: Translate, label: string, needs: readonly LocaleNeed[]) =>
  needs.length === 0
    ? label
    : t('cm.need.option', {
        label,
        // Joined with the admin's language's comma ("…, …", Arabic "…، …"): the marks hold colons, so no "and".
        needs: needs.map((need) => needLabel(t, need)).reduce((first, next) => t('cm.need.pair', { first, next })),
      });

/** A course's texts in one language: its own, its quizzes' and its materials'. */
export interface CourseTranslationCount {
  locale: TranslationLocale;
  total: number;
  missing: number;
  outOfDate: number;
}

/** How many of a course's texts (its own, `quizIds`' and `materialIds`') lack a translation or have one out of date, per language. */
export function courseTranslationCounts(
  coverage: TranslationCoverage,
  course: { id: number; quizIds: readonly number[]; materialIds: readonly number[] },
): CourseTranslationCount[] {
  const index = needsIndex(coverage);
  const texts: [CoverageKind, number][] = [
    ['courses', course.id],
    ...course.quizIds.map((id): [CoverageKind, number] => ['quizzes', id]),
    ...course.materialIds.map((id): [CoverageKind, number] => ['materials', id]),
  ];
  return coverage.map(({ locale }) => {
    const needs = texts.flatMap(([kind, id]) => needsOf(index, kind, id, locale));
    return {
      locale,
      total: texts.length,
      missing: needs.filter((need) => need.state === 'missing').length,
      outOfDate: needs.filter((need) => need.state === 'outOfDate').length,
    };
  });
}

/**
 * The publish question's line for a language whose translations are incomplete ("Spanish: 3 of 5 texts
 * translated; learners reading Spanish see the English for the rest."), none when all are current.
 */
export const coursePublishTranslationLine = ({ locale, total, missing, outOfDate }: CourseTranslationCount): string | null =>
  missing === 0 && outOfDate === 0
    ? null
    : shownT('cm.publish.translations', {
        language: languageLabel(shownT, locale),
        name: languageName(shownT, locale),
        translated: formatNumber(total - missing),
        total,
        outOfDate,
        missing,
      });
