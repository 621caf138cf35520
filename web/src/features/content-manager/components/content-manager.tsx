/**
 * The content manager (docs/product.md#content-manager) for administrators: the course form beside the course list, the
 * materials of a chosen course, the quiz form beside every quiz, the daily challenges, the reward packs and the
 * fulfilment queue. Choosing Edit puts a form in
 * edit mode; Cancel (or finishing the edit) returns it to create mode.
 */
import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useCourses } from '@/features/courses';
import type { Challenge, Quiz } from '@contract';

import { ChallengeAdminList } from './challenge-admin-list';
import { ChallengeForm } from './challenge-form';

import { CourseAdminList } from './course-admin-list';
import { CourseForm } from './course-form';
import { FulfilmentQueue } from './fulfilment-queue';
import { MaterialsManager } from './materials-manager';
import { QuizAdminList } from './quiz-admin-list';
import { QuizForm } from './quiz-form';
import { IncomeDisclosureManager } from './income-disclosure-form';
import { RewardCatalogueManager } from './reward-catalogue-manager';
import { RewardPacksManager } from './reward-packs-manager';

const twoColumns = { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' };

/** Brings a form into view and focus when Edit is chosen far down the page. */
function focusHeading(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

export function ContentManager() {
  const { data: courses = [] } = useCourses();
  const [editingCourseId, setEditingCourseId] = useState<number | null>(null);
  const [editingQuiz, setEditingQuiz] = useState<Quiz | null>(null);
  const [editingChallenge, setEditingChallenge] = useState<Challenge | null>(null);
  // The course being edited as the list has it now (a removed video shows at once).
  const editingCourse = courses.find((course) => course.id === editingCourseId) ?? null;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" color="brand.800">
          Content Manager
        </Heading>
        <Text color="fg.muted">Create courses, add their materials, write the quizzes learners answer, and deliver the rewards they claim.</Text>
      </Stack>
      <Grid templateColumns={twoColumns} gap="6" alignItems="start">
        <CourseForm key={editingCourse?.id ?? 'new'} course={editingCourse} onDone={() => setEditingCourseId(null)} />
        <CourseAdminList
          editingId={editingCourse?.id ?? null}
          onEdit={(course) => {
            setEditingCourseId(course.id);
            focusHeading('course-form');
          }}
          onDeleted={(course) => setEditingCourseId((current) => (current === course.id ? null : current))}
        />
      </Grid>
      <MaterialsManager courses={courses} />
      <Grid templateColumns={twoColumns} gap="6" alignItems="start">
        <QuizForm
          key={editingQuiz?.id ?? 'new'}
          courses={courses}
          quiz={editingQuiz}
          defaultCourseId={editingCourse?.id ?? null}
          onDone={() => setEditingQuiz(null)}
        />
        <QuizAdminList
          courses={courses}
          editingId={editingQuiz?.id ?? null}
          onEdit={(quiz) => {
            setEditingQuiz(quiz);
            focusHeading('quiz-form');
          }}
          onDeleted={(quiz) => setEditingQuiz((current) => (current?.id === quiz.id ? null : current))}
        />
      </Grid>
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
      <IncomeDisclosureManager />
      <RewardCatalogueManager />
      <RewardPacksManager />
      <FulfilmentQueue />
    </Stack>
  );
}
