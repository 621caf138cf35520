/**
 * The content manager (docs/product.md#content-manager) for administrators: one folding section each
 * for the courses (form, list and the edited course's translations), the materials of a chosen course, the quizzes (form and list), the
 * daily challenges, the income disclosure, the reward catalogue, the reward packs and the fulfilment
 * queue. All start folded, each with a line saying what it holds, so the page fits a phone;
 * `#<section>` opens one, and `?course=<id>` opens the course form on that course. Choosing Edit puts
 * a form in edit mode, where a save keeps it (saying what it did in its save bar); Cancel returns it to
 * create mode. A course just created opens in the form at once, with its next steps.
 */
import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { PageHeading } from '@/components/ui/page-heading';
import { BookIcon, CalculatorIcon, CoinIcon, FileTextIcon, GiftIcon, QuizIcon, TicketIcon, TrophyIcon } from '@/components/ui/icons';
import { useCourses } from '@/features/courses';
import { useT } from '@/i18n';
import type { Challenge, Course, Quiz } from '@contract';

import { useAllChallenges } from '../api/challenge-writes';
import { useQuizzes } from '../api/get-quizzes';
import { useFulfilmentQueue, useRewardPacks } from '../api/reward-writes';
import { useSourceSettings } from '../api/source-settings';
import {
  catalogueSummary,
  challengesSummary,
  coursesSummary,
  disclosureSummary,
  fulfilmentSummary,
  isSectionId,
  materialsSummary,
  packsSummary,
  quizzesSummary,
  SECTIONS,
  summaryOf,
  type SectionId,
} from '../section-summaries';
import { ChallengeAdminList } from './challenge-admin-list';
import { ChallengeForm } from './challenge-form';
import { CourseAdminList } from './course-admin-list';
import { CourseForm } from './course-form';
import { FoldSection } from './fold-section';
import { FulfilmentQueue } from './fulfilment-queue';
import { IncomeDisclosureManager } from './income-disclosure-form';
import { MaterialsManager } from './materials-manager';
import { QuizAdminList } from './quiz-admin-list';
import { QuizForm } from './quiz-form';
import { RewardCatalogueManager } from './reward-catalogue-manager';
import { RewardPacksManager } from './reward-packs-manager';
import { TranslationNavigation, type TranslationRequest, type TranslationTarget } from './translation-marks';
import { TranslationsManager } from './translations-manager';

const twoColumns = { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' };

/** Brings a form or section into view and focus (Edit chosen far down the page, a section opened by a link). */
function focusHeading(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

const sectionOf = (hash: string): SectionId | null => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isSectionId(id) ? id : null;
};

const courseParam = (value: string | null) => (value && /^[0-9]{1,15}$/.test(value) ? Number(value) : null);

export function ContentManager() {
  const t = useT();
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const courses = useCourses();
  const quizzes = useQuizzes();
  const challenges = useAllChallenges();
  // The English source: the sections' summaries name what the admin edits.
  const settings = useSourceSettings();
  const packs = useRewardPacks();
  const queue = useFulfilmentQueue();
  const [editingCourseId, setEditingCourseId] = useState<number | null>(() => courseParam(searchParams.get('course')));
  // The course created last: the form opens it before the list has re-read it, with its next steps.
  const [created, setCreated] = useState<Course | null>(null);
  const [editingQuiz, setEditingQuiz] = useState<Quiz | null>(null);
  const editCourse = (id: number) => {
    setEditingCourseId(id);
    focusHeading('course-form');
  };
  const [editingChallenge, setEditingChallenge] = useState<Challenge | null>(null);
  // The text whose translation a mark asked for (translation-marks.tsx): the Translations section opens it.
  const [translationRequest, setTranslationRequest] = useState<TranslationRequest | null>(null);
  const requests = useRef(0);
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(() => {
    const linked = sectionOf(hash) ?? (editingCourseId !== null ? 'courses' : null);
    return new Set(linked ? [linked] : []);
  });
  // A link to another section while the page is open (the admin home's, say) opens that one too.
  const [followedHash, setFollowedHash] = useState(hash);
  if (followedHash !== hash) {
    setFollowedHash(hash);
    const linked = sectionOf(hash);
    if (linked && !open.has(linked)) setOpen(new Set([...open, linked]));
  }
  useEffect(() => {
    const linked = sectionOf(hash);
    if (linked) focusHeading(`${linked}-toggle`);
  }, [hash]);

  const courseList = courses.data ?? [];
  // The course being edited as the list has it now (a removed video shows at once).
  const editingCourse = courseList.find((course) => course.id === editingCourseId) ?? (created?.id === editingCourseId ? created : null);
  const setSection = (id: SectionId) => (isOpen: boolean) => {
    // Folding the courses section ends a mark's request: opened again, Translations starts as it would.
    if (id === 'courses' && !isOpen) setTranslationRequest(null);
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const allOpen = open.size === SECTIONS.length;
  /** A mark's tap: the courses section (where Translations is) opens on the text's course, in the mark's language. */
  const openTranslation = (target: TranslationTarget) => {
    setSection('courses')(true);
    const course = target.kind === 'courses' ? Number(target.key) : target.courseId;
    if (course !== undefined) setEditingCourseId(course);
    requests.current += 1;
    setTranslationRequest({ target, seq: requests.current });
  };

  const sections: Record<SectionId, { title: string; icon: ComponentType<{ boxSize?: string }>; summary: string }> = {
    courses: { title: t('cm.section.courses'), icon: BookIcon, summary: summaryOf(courses, coursesSummary) },
    materials: { title: t('cm.section.materials'), icon: FileTextIcon, summary: summaryOf(courses, materialsSummary) },
    quizzes: { title: t('cm.section.quizzes'), icon: QuizIcon, summary: summaryOf(quizzes, quizzesSummary) },
    challenges: { title: t('cm.section.challenges'), icon: TrophyIcon, summary: summaryOf(challenges, challengesSummary) },
    'income-disclosure': {
      title: t('cm.section.disclosure'),
      icon: CalculatorIcon,
      summary: summaryOf(settings, (data) => disclosureSummary(data.incomeDisclosure)),
    },
    'reward-catalogue': { title: t('cm.section.catalogue'), icon: CoinIcon, summary: summaryOf(settings, (data) => catalogueSummary(data.rewards)) },
    'reward-packs': { title: t('cm.section.packs'), icon: GiftIcon, summary: summaryOf(packs, packsSummary) },
    fulfilment: { title: t('cm.section.fulfilment'), icon: TicketIcon, summary: summaryOf(queue, fulfilmentSummary) },
  };
  const bodies: Record<SectionId, ReactNode> = {
    courses: (
      <Stack gap="6">
        <Grid templateColumns={twoColumns} gap="6" alignItems="start">
          <CourseForm
            key={editingCourse?.id ?? 'new'}
            course={editingCourse}
            justCreated={editingCourse !== null && editingCourse.id === created?.id}
            onCancel={() => {
              setEditingCourseId(null);
              setCreated(null);
            }}
            onCreated={(course) => {
              setCreated(course);
              editCourse(course.id);
            }}
          />
          <CourseAdminList
            editingId={editingCourse?.id ?? null}
            onEdit={(course) => editCourse(course.id)}
            onDeleted={(course) => setEditingCourseId((current) => (current === course.id ? null : current))}
          />
        </Grid>
        <TranslationsManager course={editingCourse} request={translationRequest} />
      </Stack>
    ),
    materials: <MaterialsManager courses={courseList} editingCourseId={editingCourse?.id ?? null} />,
    quizzes: (
      <Grid templateColumns={twoColumns} gap="6" alignItems="start">
        <QuizForm
          key={editingQuiz?.id ?? 'new'}
          courses={courseList}
          quiz={editingQuiz}
          defaultCourseId={editingCourse?.id ?? null}
          onCancel={() => setEditingQuiz(null)}
        />
        <QuizAdminList
          courses={courseList}
          editingId={editingQuiz?.id ?? null}
          onEdit={(quiz) => {
            setEditingQuiz(quiz);
            focusHeading('quiz-form');
          }}
          onDeleted={(quiz) => setEditingQuiz((current) => (current?.id === quiz.id ? null : current))}
        />
      </Grid>
    ),
    challenges: (
      <Grid templateColumns={twoColumns} gap="6" alignItems="start">
        <ChallengeForm key={editingChallenge?.id ?? 'new'} challenge={editingChallenge} onDone={() => setEditingChallenge(null)} />
        <ChallengeAdminList
          editingId={editingChallenge?.id ?? null}
          onEdit={(challenge) => {
            setEditingChallenge(challenge);
            focusHeading('challenge-form');
          }}
        />
      </Grid>
    ),
    'income-disclosure': <IncomeDisclosureManager />,
    'reward-catalogue': <RewardCatalogueManager />,
    'reward-packs': <RewardPacksManager />,
    fulfilment: <FulfilmentQueue />,
  };

  return (
    <TranslationNavigation open={openTranslation}>
      <Stack gap="4">
        <PageHeading title={t('cm.page.title')}>{t('cm.page.intro')}</PageHeading>
        <HStack justify="flex-end">
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setOpen(new Set(allOpen ? [] : SECTIONS))}>
            {allOpen ? t('cm.page.foldAll') : t('cm.page.openAll')}
          </Button>
        </HStack>
        {SECTIONS.map((id) => (
          <FoldSection key={id} id={id} {...sections[id]} open={open.has(id)} onOpenChange={setSection(id)}>
            {bodies[id]}
          </FoldSection>
        ))}
      </Stack>
    </TranslationNavigation>
  );
}
