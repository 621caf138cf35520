/**
 * The courses section's Translations (docs/product.md#content-manager): how much of the content is
 * translated and how much is out of date ("Spanish: 36 of 40 texts, 2 out of date"), and for the course being edited its title, description and
 * quizzes and materials in Spanish or Arabic beside the English; then the daily challenges', and the
 * rewards with their packs and the income disclosure (reward-translations.tsx). It folds (folded at
 * first on a phone, open from a tablet up); the coverage line stays in view while folded and follows
 * every save and removal. A mark's tap elsewhere on the page (translation-marks.tsx) opens it on that
 * text's form, in the mark's language.
 */
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { ChevronDownIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { aroundSlot, useT } from '@/i18n';
import type { Course } from '@contract';

import { useQuizzes } from '../api/get-quizzes';
import { useTranslationCoverage } from '../api/translations';
import { coverageLine, type TranslationLocale } from '../translation-form';
import { ChallengeTranslations } from './challenge-translations';
import { CourseTranslationForm } from './course-translation-form';
import { LanguageSwitch } from './language-switch';
import { MaterialTranslations, RewardTranslations } from './reward-translations';
import { QuizTranslationForm } from './quiz-translation-form';
import { revealWhenThere, translationAnchor, type TranslationRequest } from './translation-marks';

/** From a tablet up the section starts open; on a phone, folded. */
const wideScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48em)').matches;

function CoverageLine() {
  const t = useT();
  const coverage = useTranslationCoverage();
  let text: string;
  if (coverage.isPending) text = t('cm.tr.counting');
  else if (coverage.isError) text = t('cm.tr.countFailed');
  else text = coverage.data.map((entry) => coverageLine(t, entry)).join(' · ');
  return (
    <Text id="translations-summary" fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="translation-coverage">
      {text}
    </Text>
  );
}

function CourseTranslations({ course, locale }: { course: Course; locale: TranslationLocale }) {
  const t = useT();
  const quizzes = useQuizzes();
  const own = (quizzes.data ?? []).filter((quiz) => quiz.courseId === course.id);
  const [before, after] = aroundSlot(t, 'cm.tr.translating');
  return (
    <Stack gap="5">
      <Text fontSize="sm">
        {before}
        <chakra.strong overflowWrap="anywhere" dir="auto">
          “{course.title}”
        </chakra.strong>
        {after}
      </Text>
      <Box id={translationAnchor('courses', course.id)} tabIndex={-1}>
        <CourseTranslationForm course={course} locale={locale} />
      </Box>
      {quizzes.isPending ? <LoadingState label={t('cm.tr.quizzesLoading')} lines={2} /> : null}
      {quizzes.isError ? <ErrorState message={t('cm.tr.quizzesFailed')} onRetry={() => void quizzes.refetch()} /> : null}
      {quizzes.isSuccess && own.length === 0 ? <EmptyState message={t('cm.tr.noQuizzes')} /> : null}
      {own.map((quiz, index) => (
        <Box key={quiz.id} id={translationAnchor('quizzes', quiz.id)} tabIndex={-1} pt="4" borderTopWidth="1px" borderColor="brand.100">
          <QuizTranslationForm quiz={quiz} number={index + 1} locale={locale} />
        </Box>
      ))}
      <MaterialTranslations course={course} locale={locale} />
    </Stack>
  );
}

export function TranslationsManager({ course, request = null }: { course: Course | null; request?: TranslationRequest | null }) {
  const t = useT();
  const [open, setOpen] = useState(wideScreen);
  // One language for every form below: the course's, its quizzes' and materials', the challenges' and the rewards'.
  const [locale, setLocale] = useState<TranslationLocale>('es');
  // A mark's tap (also the one that opened the courses section and so mounted this): open, in its
  // language, then bring its text's form into view once it has loaded.
  const [followed, setFollowed] = useState<number>();
  if (request && request.seq !== followed) {
    setFollowed(request.seq);
    setLocale(request.target.locale);
    setOpen(true);
  }
  useEffect(() => (request ? revealWhenThere(translationAnchor(request.target.kind, request.target.key)) : undefined), [request]);
  return (
    <Box
      as="section"
      aria-labelledby="translations-toggle"
      borderWidth="1px"
      borderColor="brand.100"
      borderRadius="lg"
      minW="0"
      data-testid="translations-section"
    >
      <Flex position="relative" align="center" gap="3" px="4" py="3">
        <Box flex="1" minW="0">
          <Heading as="h3" size="md" m="0" color="brand.800">
            <chakra.button
              id="translations-toggle"
              type="button"
              aria-expanded={open}
              aria-controls="translations-body"
              aria-describedby="translations-summary"
              onClick={() => setOpen(!open)}
              textAlign="start"
              fontWeight="bold"
              cursor="pointer"
              css={{ '&::after': { content: '""', position: 'absolute', inset: '0' } }}
            >
              {t('cm.tr.heading')}
            </chakra.button>
          </Heading>
          <CoverageLine />
        </Box>
        <ChevronDownIcon boxSize="5" color="brand.700" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
      </Flex>
      <Box id="translations-body" hidden={!open} px="4" pb="4">
        <Stack gap="5">
          <LanguageSwitch locale={locale} onChange={setLocale} />
          {course ? <CourseTranslations key={course.id} course={course} locale={locale} /> : <EmptyState message={t('cm.tr.chooseCourse')} />}
          <ChallengeTranslations locale={locale} request={request} />
          <RewardTranslations locale={locale} request={request} />
        </Stack>
      </Box>
    </Box>
  );
}
