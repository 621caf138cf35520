/**
 * The translations section's rules (docs/product.md#content-manager): a form's values from the
 * translation saved (empty when there is none), the check before a save with the api's own schema
 * and messages (contract/translations.ts: the source's limits, every choice required), and the
 * coverage line. Each language is named in the admin's language, with its own name beside it on the
 * switch.
 */
import { formatNumber, shownLocale, shownT, useT, type Translate } from '@/i18n';
import {
  CHALLENGE_DESCRIPTION_REQUIRED,
  challengeTranslationBody,
  courseTranslationBody,
  quizTranslationBody,
  QUIZ,
  type ChallengeTranslationInput,
  type CourseTranslationInput,
  type QuizTranslationInput,
  type TranslationCoverage,
} from '@contract';

export type TranslationLocale = TranslationCoverage[number]['locale'];

export const TRANSLATION_LANGUAGES: readonly { locale: TranslationLocale; name: string; native: string; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'es', name: 'Spanish', native: 'Español', dir: 'ltr' },
  { locale: 'ar', name: 'Arabic', native: 'العربية', dir: 'rtl' },
];

export const languageOf = (locale: TranslationLocale) => TRANSLATION_LANGUAGES.find((language) => language.locale === locale)!;

/** A language's name inside a sentence ("Save Spanish title", "Guardar título en español"). */
export const languageName = (t: Translate, locale: TranslationLocale) => t(locale === 'es' ? 'cm.lang.es' : 'cm.lang.ar');

/** A language's name on its own (the switch, the start of the coverage line). */
export const languageLabel = (t: Translate, locale: TranslationLocale) => t(locale === 'es' ? 'cm.lang.es.label' : 'cm.lang.ar.label');

/** `languageName` in the screen's language, for a component. */
export function useLanguageName(): (locale: TranslationLocale) => string {
  const t = useT();
  return (locale) => languageName(t, locale);
}

export interface CourseTranslationValues {
  title: string;
  description: string;
}

export interface QuizTranslationValues {
  question: string;
  choices: string[];
  explanation: string;
}

export const courseTranslationValues = (saved: CourseTranslationValues | undefined): CourseTranslationValues => ({
  title: saved?.title ?? '',
  description: saved?.description ?? '',
});

export const quizTranslationValues = (saved: QuizTranslationValues | undefined, choiceCount: number = QUIZ.choices): QuizTranslationValues => ({
  question: saved?.question ?? '',
  choices: Array.from({ length: choiceCount }, (_, index) => saved?.choices[index] ?? ''),
  explanation: saved?.explanation ?? '',
});

export type Checked<T> = { ok: true; payload: T } | { ok: false; problem: string };

/** A schema's refusal, as zod describes it: its English sentence, the rule broken with its limit, and the field's path. */
interface Issue {
  message: string;
  code?: string;
  origin?: string;
  maximum?: unknown;
  path?: readonly PropertyKey[];
}

/** The label a form shows for the field at a refusal's path (['title'], ['choices', 2]), if it has one. */
export type FieldLabel = (path: readonly PropertyKey[]) => string | undefined;

/** A required text left empty, named by its label when the form has one ("El campo «Título en español» está vacío"). */
const requiredText = (field: string | undefined) => (field ? shownT('refusal.rule.requiredNamed', { field }) : shownT('refusal.rule.required'));

/**
 * A rule's refusal in the screen's language: on an English screen the api's own sentence (the
 * contract's, which names the field), in another language the rule with its limit ("at most 200
 * characters") or a required text left empty, naming the field by the label the form shows, or the
 * form's general "check the translation", never the English sentence.
 */
function issueText(issue: Issue | undefined, labelOf?: FieldLabel): string {
  if (!issue) return shownT('cm.check.translation');
  if (shownLocale() === 'en') return issue.message;
  const field = issue.path ? labelOf?.(issue.path) : undefined;
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number')
    return field ? shownT('refusal.rule.too_longNamed', { field, limit: issue.maximum }) : shownT('refusal.rule.too_long', { limit: issue.maximum });
  if ((issue.code === 'too_small' && issue.origin === 'string') || issue.code === 'invalid_type') return requiredText(field);
  return shownT('cm.check.translation');
}

/** The api's check (its first rule), so the form refuses what the server would, in its words (issueText). */
export function check<Values, Body = Values>(
  schema: { safeParse: (value: unknown) => { success: true; data: unknown } | { success: false; error: { issues: Issue[] } } },
  values: Values,
  labelOf?: FieldLabel,
): Checked<Body> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data as Body };
  return { ok: false, problem: issueText(parsed.error.issues[0], labelOf) };
}

export const checkCourseTranslation = (values: CourseTranslationValues, labelOf?: FieldLabel): Checked<CourseTranslationInput> =>
  check(courseTranslationBody, values, labelOf);

export const checkQuizTranslation = (values: QuizTranslationValues, labelOf?: FieldLabel): Checked<QuizTranslationInput> =>
  check(quizTranslationBody, values, labelOf);

/** A challenge's title and description: a course's shape, the description required only when the English has one. */
export type ChallengeTranslationValues = CourseTranslationValues;

export const checkChallengeTranslation =
  (sourceDescription: string) =>
  (values: ChallengeTranslationValues, labelOf?: FieldLabel): Checked<ChallengeTranslationInput> => {
    const checked = check(challengeTranslationBody, values, labelOf);
    if (checked.ok && sourceDescription.trim() !== '' && values.description.trim() === '')
      return { ok: false, problem: shownLocale() === 'en' ? CHALLENGE_DESCRIPTION_REQUIRED : requiredText(labelOf?.(['description'])) };
    return checked;
  };

/** "Spanish: 36 of 40 texts, 2 out of date": current translations, of all texts, and those whose English changed since. */
export const coverageLine = (t: Translate, entry: TranslationCoverage[number]) =>
  t('cm.tr.coverage', { language: languageLabel(t, entry.locale), translated: formatNumber(entry.translated), total: entry.total, outOfDate: entry.outOfDate });
